/**
 * The run pipeline on the queue, in one place: 'generate-run' executes a run (one job per
 * run attempt), a sweeper re-queues runs whose worker vanished, and 'cleanup-unsaved-runs'
 * removes finished runs nobody saved after 7 days (DECISIONS.md 8).
 */
import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { runStorageFolder } from '../../core/run-locations.js';
import { UNSAVED_RUN_DAYS } from '../../core/runs.js';
import type { Logger } from '../lib/logger.js';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import type { RunsRepo } from '../modules/runs/runs-repo.js';
import { createRunWorker, type GenerateRunJob, type RunWorkerDeps } from './generate-run-worker.js';

export const JOBS = {
  generateRun: 'generate-run',
  cleanupUnsavedRuns: 'cleanup-unsaved-runs',
} as const;

/** One job id per (run, attempt): enqueueing the same attempt twice is a no-op. */
export function runJobId(runId: string, attempt: number): string {
  const hex = createHash('sha1').update(`${runId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function createRunQueues(boss: PgBoss): Promise<void> {
  // A run renews its own lease; the job's expiry only has to outlast the slowest catalogue.
  await boss.createQueue(JOBS.generateRun, {
    name: JOBS.generateRun,
    retryLimit: 0,
    expireInSeconds: 60 * 30,
  });
  await boss.createQueue(JOBS.cleanupUnsavedRuns, { name: JOBS.cleanupUnsavedRuns, retryLimit: 1 });
}

export function runEnqueuer(boss: PgBoss) {
  return async (runId: string, attempt: number) => {
    await boss.send(JOBS.generateRun, { runId, attempt } satisfies GenerateRunJob, {
      id: runJobId(runId, attempt),
    });
  };
}

/**
 * How long a queued run may wait for a worker before the sweeper gives it a new attempt (a
 * running run gets one as soon as its lease runs out). Each new attempt is given the same time
 * to be picked up before it may be taken again, so a job still on its way is not doubled.
 */
export const ABANDONED_RUN_GRACE_SECONDS = 60;

/**
 * A finished run whose reservation is still open this long after it finished lost its worker
 * between finishing and settling; before that, its own worker may still be settling it.
 */
export const FINISHED_UNSETTLED_GRACE_SECONDS = 30;

export interface RunJobsDeps extends Omit<RunWorkerDeps, 'shutdownSignal'> {
  boss: PgBoss;
  /** Runs worked on at once in this process. */
  concurrency: number;
  sweepIntervalMs?: number;
}

/** Starts this process's workers; the returned function stops them, leaving unfinished runs for the next attempt. */
export async function registerRunJobs(deps: RunJobsDeps): Promise<() => Promise<void>> {
  const { boss, repo, logger } = deps;
  const shutdown = new AbortController();
  const handle = createRunWorker({ ...deps, shutdownSignal: shutdown.signal });
  const enqueue = runEnqueuer(boss);

  await createRunQueues(boss);
  for (let slot = 0; slot < deps.concurrency; slot++) {
    await boss.work<GenerateRunJob>(
      JOBS.generateRun,
      { pollingIntervalSeconds: 0.5, batchSize: 1 },
      async ([job]) => {
        if (job) await handle(job.data);
      },
    );
  }

  const sweep = async () => {
    try {
      for (const run of await repo.takeAbandoned(ABANDONED_RUN_GRACE_SECONDS)) {
        logger.info({ runId: run.id, attempt: run.attempt }, 'resuming an abandoned run');
        await enqueue(run.id, run.attempt);
      }
      // A settle is idempotent, so one racing the run's own worker gives back nothing twice.
      for (const run of await repo.finishedUnsettled(FINISHED_UNSETTLED_GRACE_SECONDS)) {
        const settled = await deps.quota.settle(run.reservationId, run.generated);
        logger.info(
          { runId: run.id, generated: run.generated, returned: settled?.returned },
          'settled the quota of a finished run',
        );
      }
    } catch (error) {
      logger.warn({ err: error }, 'run sweep failed');
    }
  };
  await sweep();
  const sweeper = setInterval(() => void sweep(), deps.sweepIntervalMs ?? 15_000);

  await boss.work(JOBS.cleanupUnsavedRuns, async () => {
    await cleanupUnsavedRuns(repo, deps.storage, logger);
  });
  await boss.schedule(JOBS.cleanupUnsavedRuns, '17 * * * *');

  return async () => {
    clearInterval(sweeper);
    shutdown.abort();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  };
}

/** Finished runs are settled by their worker, so only files and rows are left to remove. */
export async function cleanupUnsavedRuns(
  repo: RunsRepo,
  storage: StorageProvider,
  logger: Logger,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNSAVED_RUN_DAYS * 86_400_000);
  let removed = 0;
  const stale = await repo.deleteStalePreparing(new Date(now.getTime() - 3_600_000));
  for (const run of stale) await storage.deletePrefix(runStorageFolder(run.userId, run.id));
  for (const run of await repo.unsavedBefore(cutoff)) {
    await storage.deletePrefix(runStorageFolder(run.userId, run.id));
    await repo.deleteRun(run.id);
    removed++;
  }
  if (removed > 0) logger.info({ removed }, 'removed unsaved runs older than 7 days');
  return removed;
}
