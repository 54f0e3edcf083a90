/**
 * The worker side of the composition root: what a process's jobs are given, built once here for
 * runtime.ts and for the tests' run harness alike, so a test's workers are wired as production's.
 * Tests hand in their own engine, storage and settings (small shots, quick sweeps).
 */
import type PgBoss from 'pg-boss';
import type { CoreServices } from './compose.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { ImageEngine } from './engines/image-engine.js';
import { regenerationEnqueuer, runEnqueuer } from './jobs/job-catalogue.js';
import type { JobServices } from './jobs/job-definition.js';
import type { LocalWorkers } from './jobs/local-workers.js';
import { registerJobs } from './jobs/register-jobs.js';
import { attemptJobReader } from './jobs/run-attempt-job.js';
import type { Logger } from './lib/logger.js';
import { platformPortraitsFor } from './modules/platform-portraits/platform-portraits-module.js';
import { createRegenerationRepo } from './modules/regenerations/regeneration-repo.js';
import { createRegenerationWorker } from './modules/regenerations/regeneration-worker.js';
import { createEconomyRuns, type EconomyVendor } from './modules/runs/economy-run-worker.js';
import type { RunProgressBus } from './modules/runs/run-progress-bus.js';
import { createRunWorker, type RunWorkerDeps } from './modules/runs/run-worker.js';
import { createRunsRepo } from './modules/runs/runs-repo.js';
import { createVendorRequestRepo } from './modules/vendor-costs/vendor-request-repo.js';
import type { StorageProvider } from './providers/storage/storage-provider.js';

/** What the process has built before its workers: the queue, the engine, storage, the bus. */
export interface WorkerParts {
  /** Read for the platform portraits (decision 201). */
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  boss: PgBoss;
  localWorkers?: LocalWorkers;
  engine: ImageEngine;
  /** The engine's batch mode, when it has one (decision 203). */
  economy?: EconomyVendor;
  storage: StorageProvider;
  bus: RunProgressBus;
  core: Pick<
    CoreServices,
    'quota' | 'notifications' | 'webhooks' | 'batchProgress' | 'runEndListeners'
  >;
}

/** This process's settings for its workers. */
export interface WorkerSettings {
  /** Runs worked on at once (RUN_WORKERS). */
  concurrency: number;
  leaseSeconds?: number;
  sweepIntervalMs?: number;
  economyPollIntervalMs?: number;
  /** Output size override (tests render small). */
  output?: { width: number; height: number };
}

export function createJobServices(
  parts: WorkerParts,
  settings: WorkerSettings,
  shutdownSignal: AbortSignal,
): JobServices {
  const { env, database, logger, boss, localWorkers, engine, economy, storage, bus, core } = parts;
  const runs = createRunsRepo(database.db);
  const regenerations = createRegenerationRepo(database.db);
  const vendorRequests = createVendorRequestRepo(database.db);
  const { leaseSeconds, output } = settings;
  const runDeps: RunWorkerDeps = {
    repo: runs,
    storage,
    engine,
    quota: core.quota,
    bus,
    logger,
    leaseSeconds,
    shutdownSignal,
    runEndListeners: core.runEndListeners,
    platformPortraits: platformPortraitsFor(env, { db: database.db, storage, engine, logger }),
    output,
    economyVendor: economy,
    vendorRequests,
  };
  return {
    // Each attempt gets a worker of its own, as each job did before (decision 274).
    runAttempt: (ref) => createRunWorker(runDeps)(ref),
    regenerationAttempt: (job) =>
      createRegenerationWorker({
        regenerations,
        repo: runs,
        storage,
        engine,
        quota: core.quota,
        logger,
        leaseSeconds,
        shutdownSignal,
        output,
        vendorRequests,
      })(job),
    pollEconomyRuns: economy
      ? () => createEconomyRuns({ ...runDeps, vendor: economy }).pollAll()
      : undefined,
    runs,
    regenerations,
    storage,
    quota: core.quota,
    notifications: core.notifications.service,
    webhooks: core.webhooks,
    batches: core.batchProgress,
    logger,
    enqueueRun: runEnqueuer(boss, localWorkers),
    attemptJob: attemptJobReader(boss),
    enqueueRegeneration: regenerationEnqueuer(boss, localWorkers),
    sweepIntervalMs: settings.sweepIntervalMs,
    economyPollIntervalMs: settings.economyPollIntervalMs,
  };
}

/** Starts this process's workers; the returned function stops them (runs left for their next attempt). */
export async function startJobWorkers(
  parts: WorkerParts,
  settings: WorkerSettings,
): Promise<() => Promise<void>> {
  const shutdown = new AbortController();
  return registerJobs({
    boss: parts.boss,
    services: createJobServices(parts, settings, shutdown.signal),
    shutdown,
    logger: parts.logger,
    concurrency: settings.concurrency,
    localWorkers: parts.localWorkers,
  });
}
