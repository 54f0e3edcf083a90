/**
 * What both process kinds build the same way: the engine, storage, progress bus, queue and the
 * run workers. main.ts adds HTTP on top; worker.ts runs only the workers (scale-out).
 */
import { BACKGROUND_PRESETS } from '../core/backgrounds.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import { createImageEngine } from './engines/create-image-engine.js';
import { startQueue } from './jobs/queue.js';
import { runEnqueuer, webhookScheduler } from './jobs/job-catalogue.js';
import { createJobQueues, registerJobs } from './jobs/register-jobs.js';
import { createRunProgressBus } from './jobs/run-progress-bus.js';
import type { Logger } from './lib/logger.js';
import { createWebhooks } from './modules/api/api-module.js';
import { createQuotaRepo } from './modules/quota/quota-repo.js';
import { createQuotaService } from './modules/quota/quota-service.js';
import { createRunsRepo } from './modules/runs/runs-repo.js';
import { createStorage } from './providers/storage/create-storage.js';

export async function startGenerationRuntime(
  env: Env,
  database: DatabaseHandle,
  logger: Logger,
  workers: number,
) {
  const { engine, backgrounds } = createImageEngine(env, { logger });
  const storage = createStorage(env);
  const bus = await createRunProgressBus(database, logger);
  const boss = await startQueue(database, logger);
  await createJobQueues(boss);
  const sendWebhook = webhookScheduler(boss);
  const webhooks = createWebhooks({
    db: database.db,
    publicUrl: env.PUBLIC_URL,
    schedule: sendWebhook,
  });
  const stopWorkers =
    workers > 0
      ? await registerJobs({
          boss,
          repo: createRunsRepo(database.db),
          storage,
          engine,
          quota: createQuotaService(createQuotaRepo(database.db)),
          bus,
          webhooks,
          logger,
          concurrency: workers,
          leaseSeconds: env.RUN_LEASE_SECONDS,
          sweepIntervalMs: env.RUN_SWEEP_INTERVAL_MS,
        })
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
    enqueue: runEnqueuer(boss),
    sendWebhook,
    async stop() {
      await stopWorkers();
      await bus.close();
    },
  };
}
