/**
 * What both process kinds build the same way: the engine, storage, progress bus, queue, the
 * shared services (compose.ts) and the run workers. main.ts adds HTTP on top; worker.ts runs only the workers (scale-out).
 */
import { BACKGROUND_PRESETS } from '../core/backgrounds.js';
import { createCoreServices } from './compose.js';
import { startJobWorkers } from './compose-workers.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { createImageEngine } from './engines/create-image-engine.js';
import { missingAllocatorSettings } from './lib/allocator-settings.js';
import {
  fullCollection,
  IDLE_COLLECTION_MS,
  idleCollector,
  withIdleMemoryRelease,
} from './engines/idle-memory-release.js';
import { startQueue } from './jobs/queue.js';
import {
  notificationSender,
  regenerationEnqueuer,
  runEnqueuer,
  webhookScheduler,
} from './jobs/job-catalogue.js';
import { createJobQueues } from './jobs/register-jobs.js';
import { createLocalWorkers } from './jobs/local-workers.js';
import { createRunProgressBus } from './modules/runs/run-progress-bus.js';
import type { Logger } from './lib/logger.js';
import { resolveAuthSecret } from './modules/auth/auth-secret.js';
import { createVendorLimitRepo } from './modules/vendor-limits/vendor-limit-repo.js';
import { createMailProvider } from './providers/mail/create-mail-provider.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import { createStorage } from './providers/storage/create-storage.js';

export async function startGenerationRuntime(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  workers: number,
  /** The server passes its own; the worker process makes them from env. */
  options: { mailer?: MailProvider; secret?: string } = {},
) {
  const missingSettings = missingAllocatorSettings();
  if (missingSettings.length > 0)
    logger.warn(
      { missing: missingSettings },
      'started without the allocator settings of npm start: memory used by image work may not go back to the system (decision 118)',
    );
  const created = createImageEngine(env, {
    logger,
    vendorLimits: createVendorLimitRepo(database.db),
  });
  const { backgrounds } = created;
  // Dead image buffers go back to the system once the engine is idle (decision 118).
  const engine = withIdleMemoryRelease(
    created.engine,
    idleCollector({ idleMs: IDLE_COLLECTION_MS, collect: fullCollection() }),
  );
  const storage = createStorage(env);
  const bus = await createRunProgressBus(database, logger);
  const boss = await startQueue(database, logger);
  await createJobQueues(boss);
  const localWorkers = createLocalWorkers(boss);
  const sendWebhook = webhookScheduler(boss);
  const core = createCoreServices({
    env,
    logger,
    database,
    storage,
    mailer: options.mailer ?? createMailProvider(env, logger),
    secret: options.secret ?? (await resolveAuthSecret(env, logger)),
    sendWebhook,
    notify: notificationSender(boss),
  });
  const stopWorkers =
    workers > 0
      ? await startJobWorkers(
          {
            env,
            database,
            logger,
            boss,
            localWorkers,
            engine,
            economy: created.economy,
            storage,
            bus,
            core,
          },
          {
            concurrency: workers,
            leaseSeconds: env.RUN_LEASE_SECONDS,
            sweepIntervalMs: env.RUN_SWEEP_INTERVAL_MS,
            economyPollIntervalMs: env.ECONOMY_POLL_INTERVAL_MS,
          },
        )
      : async () => {
          await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
        };
  logger.info({ engine: engine.name, workers }, 'generation ready');
  // The library's thumbnails are drawn once and cached on disk; do it before anyone asks.
  void backgrounds.warmThumbnails(BACKGROUND_PRESETS.map((preset) => preset.id));
  return {
    engine,
    backgrounds,
    storage,
    bus,
    enqueue: runEnqueuer(boss, localWorkers),
    enqueueRegeneration: regenerationEnqueuer(boss, localWorkers),
    /** The services this process's workers use, for the app to use too (compose.ts). */
    core,
    sendWebhook,
    async stop() {
      await stopWorkers();
      await bus.close();
    },
  };
}
