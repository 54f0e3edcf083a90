import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppDependencies } from '../../src/server/app-dependencies.js';
import { createApp } from '../../src/server/app.js';
import { loadEnv } from '../../src/server/config/env.js';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import { createLogger } from '../../src/server/lib/logger.js';
import type { WebhookJob } from '../../src/server/modules/api/webhook-service.js';
import type { RegenerationJob } from '../../src/server/modules/regenerations/regeneration-service.js';
import { createAuth } from '../../src/server/modules/auth/auth.js';
import { createPaymentProvider } from '../../src/server/providers/payments/create-payment-provider.js';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk-storage.js';
import { testListings } from './test-listing-filler.js';
import { createMemoryRunBus } from './memory-run-bus.js';
import { createRecordingMailer } from './recording-mailer.js';
import type { TestDatabase } from './test-database.js';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * The real Hono app on a test database, driven through app.request() with no socket: auth with
 * a fixed secret, mail recorded in memory, files under a temp DATA_DIR. Client addresses come
 * from X-Forwarded-For (TRUST_PROXY), so each test browser has its own rate-limit counters.
 */
export function createTestApp(
  db: TestDatabase,
  envOverrides: NodeJS.ProcessEnv = {},
  extra: Partial<
    Pick<
      AppDependencies,
      'accountExtensions' | 'generation' | 'notify' | 'publicApi' | 'listings' | 'webDistDir'
    >
  > = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-test-data-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT_MAX: '1000',
    ...envOverrides,
  });
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const mail = createRecordingMailer();
  const storage = createLocalDiskStorage(env.paths.storage);
  const auth = createAuth({
    env,
    database: db.handle,
    mailer: mail,
    logger,
    secret: env.BETTER_AUTH_SECRET ?? '',
  });
  const payments = createPaymentProvider(env, { fallbackSecret: TEST_AUTH_SECRET });
  // Runs are queued nowhere by default; tests of the run pipeline pass a real queue and bus.
  const enqueued: { runId: string; attempt: number }[] = [];
  const webhookJobs: WebhookJob[] = [];
  const regenerationJobs: RegenerationJob[] = [];
  const generation = extra.generation ?? {
    ...createImageEngine(env, { logger }),
    bus: createMemoryRunBus(),
    enqueue: async (runId: string, attempt: number) => {
      enqueued.push({ runId, attempt });
    },
    enqueueRegeneration: async (job: RegenerationJob) => {
      regenerationJobs.push(job);
    },
    sendWebhook: async (job: WebhookJob) => {
      webhookJobs.push(job);
    },
  };
  const listings = extra.listings ?? testListings();
  const app = createApp({
    env,
    logger,
    database: db.handle,
    auth,
    storage,
    payments,
    mailer: mail,
    secret: TEST_AUTH_SECRET,
    listings,
    ...extra,
    generation,
  });
  return {
    app,
    request: app.request.bind(app) as typeof app.request,
    env,
    auth,
    storage,
    mail,
    dataDir,
    generation,
    listings,
    enqueued,
    regenerationJobs,
    webhookJobs,
    close() {
      // Retries: a write that finishes after the answer (a kept export zip) may still be landing.
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}

export type TestApp = ReturnType<typeof createTestApp>;
