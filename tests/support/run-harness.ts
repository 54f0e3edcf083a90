/**
 * A test app whose generation is real: pg-boss on the test database, LISTEN/NOTIFY progress,
 * the studio engine rendering small shots, and this process's run workers.
 */
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll } from 'vitest';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import { startQueue } from '../../src/server/jobs/queue.js';
import {
  notificationSender,
  regenerationEnqueuer,
  runEnqueuer,
  webhookScheduler,
} from '../../src/server/jobs/job-catalogue.js';
import { createCoreServices } from '../../src/server/compose.js';
import { startJobWorkers } from '../../src/server/compose-workers.js';
import { createRunProgressBus } from '../../src/server/modules/runs/run-progress-bus.js';
import { loadEnv } from '../../src/server/config/env.js';
import { createLogger } from '../../src/server/lib/logger.js';
import { createVendorLimitRepo } from '../../src/server/modules/vendor-limits/vendor-limit-repo.js';
import { createLocalDiskStorage } from '../../src/server/providers/storage/local-disk-storage.js';
import { createTestApp, TEST_AUTH_SECRET } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export const TEST_SHOT_SIZE = { width: 256, height: 320 };

export async function createRunHarness(
  db: TestDatabase,
  /** engineEnv: e.g. IMAGE_ENGINE=gemini with a fake's URL; the studio engine by default. */
  options: {
    workers?: number;
    /** Runs its workers take at once (RUN_WORKERS); 1 unless told. */
    runSlots?: number;
    engineEnv?: Record<string, string>;
    isAllowedAddress?: (address: string) => boolean;
    /** The test app's environment on top of createTestApp's. */
    env?: NodeJS.ProcessEnv;
    /** Keep the vendor's limit in the database as runtime.ts does (decision 190); off by default. */
    sharedVendorLimit?: boolean;
    /** How often its workers poll economy runs' vendor jobs (decision 203); 300 ms unless told. */
    economyPollIntervalMs?: number;
  } = {},
) {
  const logger = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const bus = await createRunProgressBus(db.handle, logger);
  const boss: PgBoss = await startQueue(db.handle, logger, { supervise: false });
  // The platform portraits (decision 201) are on where a test asks: the anchor's tests and the
  // vendor request counts of the others were written for runs without them.
  const probeEnv = loadEnv({ NODE_ENV: 'test', PLATFORM_PORTRAITS: 'off', ...options.engineEnv });
  const { engine, backgrounds, economy } = createImageEngine(probeEnv, {
    logger,
    vendorLimits: options.sharedVendorLimit ? createVendorLimitRepo(db.handle.db) : undefined,
  });
  const sendWebhook = webhookScheduler(boss);
  const t = createTestApp(db, options.env ?? {}, {
    generation: {
      engine,
      backgrounds,
      bus,
      enqueue: runEnqueuer(boss),
      enqueueRegeneration: regenerationEnqueuer(boss),
      sendWebhook,
    },
    publicApi: { isAllowedAddress: options.isAllowedAddress },
  });
  const storage = createLocalDiskStorage(t.env.paths.storage);
  // As a worker process builds them (runtime.ts, compose-workers.ts): settled images queue the usage check, which
  // these workers deliver; their emails go to the test app's recording mailer, as a server's and
  // a worker's go to the same outbox.
  const core = createCoreServices({
    env: t.env,
    logger,
    database: db.handle,
    storage,
    mailer: t.mail,
    secret: TEST_AUTH_SECRET,
    sendWebhook,
    notify: notificationSender(boss),
    isAllowedAddress: options.isAllowedAddress,
  });
  const stoppers: (() => Promise<void>)[] = [];
  const startWorkers = async () => {
    const stop = await startJobWorkers(
      {
        // The engine's environment: the platform portraits are off unless a test turns them on.
        env: probeEnv,
        database: db.handle,
        logger,
        boss,
        engine,
        economy,
        storage,
        bus,
        core,
      },
      {
        concurrency: options.runSlots ?? 1,
        output: TEST_SHOT_SIZE,
        sweepIntervalMs: 500,
        economyPollIntervalMs: options.economyPollIntervalMs ?? 300,
      },
    );
    stoppers.push(stop);
  };
  if ((options.workers ?? 1) > 0) await startWorkers();
  return {
    ...t,
    boss,
    bus,
    /** What its workers are made of, for a test that works on runs as a worker would. */
    workerDeps: {
      storage,
      quota: core.quota,
      runEndListeners: core.runEndListeners,
      economyVendor: economy,
      logger,
    },
    startWorkers,
    async close() {
      for (const stop of stoppers) await stop().catch(() => {});
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      await bus.close();
      t.close();
    },
  };
}

export type RunHarness = Awaited<ReturnType<typeof createRunHarness>>;

/**
 * A fresh test database with a run harness for one test file, opened before its tests and
 * closed after them. Read `db` and `h` inside tests (they are set by beforeAll).
 */
export function useRunHarness(
  options: { workers?: number; env?: NodeJS.ProcessEnv } & Parameters<
    typeof createTestDatabase
  >[0] = {},
) {
  const context = {} as { db: TestDatabase; h: RunHarness };
  beforeAll(async () => {
    context.db = await createTestDatabase({ unscoped: options.unscoped });
    context.h = await createRunHarness(context.db, options);
  }, 60_000);
  afterAll(async () => {
    await context.h?.close();
    await context.db?.close();
  });
  return context;
}
