/**
 * A test app whose generation is real: pg-boss on the test database, LISTEN/NOTIFY progress,
 * the studio engine rendering small shots, and this process's run workers.
 */
import type PgBoss from 'pg-boss';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import { startQueue } from '../../src/server/jobs/queue.js';
import { runEnqueuer } from '../../src/server/jobs/job-catalogue.js';
import { registerJobs } from '../../src/server/jobs/register-jobs.js';
import { createRunProgressBus } from '../../src/server/jobs/run-progress-bus.js';
import { loadEnv } from '../../src/server/config/env.js';
import { createLogger } from '../../src/server/lib/logger.js';
import { createQuotaRepo } from '../../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../../src/server/modules/quota/quota-service.js';
import { createRunsRepo } from '../../src/server/modules/runs/runs-repo.js';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk-storage.js';
import { createTestApp } from './test-app.js';
import type { TestDatabase } from './test-database.js';

export const TEST_SHOT_SIZE = { width: 256, height: 320 };

export async function createRunHarness(
  db: TestDatabase,
  /** engineEnv: e.g. IMAGE_ENGINE=gemini with a fake's URL; the studio engine by default. */
  options: { workers?: number; engineEnv?: Record<string, string> } = {},
) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = await createRunProgressBus(db.handle, logger);
  const boss: PgBoss = await startQueue(db.handle, logger, { supervise: false });
  const probeEnv = loadEnv({ NODE_ENV: 'test', ...options.engineEnv });
  const { engine, backgrounds } = createImageEngine(probeEnv, { logger });
  const t = createTestApp(
    db,
    {},
    { generation: { engine, backgrounds, bus, enqueue: runEnqueuer(boss) } },
  );
  const storage = createLocalDiskStorage(t.env.paths.storage);
  const stoppers: (() => Promise<void>)[] = [];
  const startWorkers = async () => {
    const stop = await registerJobs({
      boss,
      repo: createRunsRepo(db.handle.db),
      storage,
      engine,
      quota: createQuotaService(createQuotaRepo(db.handle.db)),
      bus,
      logger,
      concurrency: 1,
      output: TEST_SHOT_SIZE,
      sweepIntervalMs: 500,
    });
    stoppers.push(stop);
  };
  if ((options.workers ?? 1) > 0) await startWorkers();
  return {
    ...t,
    boss,
    bus,
    startWorkers,
    async close() {
      for (const stop of stoppers) await stop().catch(() => {});
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await bus.close();
      t.close();
    },
  };
}
