import { createApp } from '../../src/server/app.js';
import { loadEnv } from '../../src/server/config/env.js';
import { createLogger } from '../../src/server/lib/logger.js';
import type { TestDatabase } from './test-database.js';

/** The real Hono app on a test database, driven through app.request() with no socket. */
export function createTestApp(db: TestDatabase, envOverrides: NodeJS.ProcessEnv = {}) {
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: 'data/test', ...envOverrides });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  return createApp({ env, logger, database: db.handle });
}
