/**
 * Starts this process's side of the job catalogue: the queues, a worker per queued job (one per
 * run slot for 'generate-run'), its cron schedule, and the timers of the timed jobs.
 */
import type PgBoss from 'pg-boss';
import { JOB_CATALOGUE, QUEUED_JOBS, regenerationEnqueuer, runEnqueuer } from './job-catalogue.js';
import type { JobContext, QueuedJobDefinition, TimedJobDefinition } from './job-definition.js';
import { completeTakenJobs } from './complete-taken-jobs.js';
import { attemptJobReader } from './run-attempt-job.js';
import { takeJob } from './take-job.js';
import { workWithoutPause } from './work-without-pause.js';
import type { LocalWorkers } from './local-workers.js';

/** Creates every queue; also done by processes without workers, so they can send jobs. */
export async function createJobQueues(boss: PgBoss): Promise<void> {
  for (const job of QUEUED_JOBS) await boss.createQueue(job.name, { name: job.name, ...job.queue });
}

export interface JobsDeps extends Omit<
  JobContext,
  'shutdownSignal' | 'enqueueRun' | 'attemptJob' | 'enqueueRegeneration'
> {
  boss: PgBoss;
  /** Runs worked on at once in this process. */
  concurrency: number;
  /** Told this process's workers, so jobs this process sends wake them (local-workers.ts). */
  localWorkers?: LocalWorkers;
}

/** Starts this process's workers; the returned function stops them, leaving unfinished runs for the next attempt. */
export async function registerJobs(deps: JobsDeps): Promise<() => Promise<void>> {
  const { boss, concurrency, localWorkers, ...services } = deps;
  const shutdown = new AbortController();
  const context: JobContext = {
    ...services,
    shutdownSignal: shutdown.signal,
    enqueueRun: runEnqueuer(boss, localWorkers),
    attemptJob: attemptJobReader(boss),
    enqueueRegeneration: regenerationEnqueuer(boss, localWorkers),
  };
  const timers: NodeJS.Timeout[] = [];

  await createJobQueues(boss);
  for (const job of JOB_CATALOGUE) {
    if (job.trigger === 'queue') await workQueue(boss, job, context, concurrency, localWorkers);
    else timers.push(await startTimer(job, context));
  }

  return async () => {
    for (const timer of timers) clearInterval(timer);
    shutdown.abort();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  };
}

async function workQueue(
  boss: PgBoss,
  job: QueuedJobDefinition,
  context: JobContext,
  concurrency: number,
  localWorkers: LocalWorkers | undefined,
): Promise<void> {
  const workers = job.workers === 'per-run-slot' ? concurrency : 1;
  for (let slot = 0; slot < workers; slot++) {
    const workerId = await workWithoutPause(boss, job.name, job.work ?? {}, async (taken) => {
      for (const { id, data } of taken) await takeJob(job, { id, data }, context);
      const ids = taken.map((one) => one.id);
      await completeTakenJobs(boss, job.name, ids).catch((error: unknown) =>
        context.logger.warn({ err: error, job: job.name, ids }, 'could not mark jobs completed'),
      );
    });
    localWorkers?.add(job.name, workerId);
  }
  if (job.cron) await boss.schedule(job.name, job.cron);
}

/**
 * Takes a timed job once now, then on every tick; a failure is logged and the next tick tries
 * again. A tick that comes while the last take is still running is skipped: on a slow machine
 * the takes would otherwise pile up (an economy job was polled ten times at once).
 */
export async function startTimer(
  job: TimedJobDefinition,
  context: JobContext,
): Promise<NodeJS.Timeout> {
  let taking = false;
  const take = async () => {
    if (taking) return;
    taking = true;
    await takeJob(job, { data: null }, context)
      .catch((error: unknown) =>
        context.logger.warn({ err: error, job: job.name }, 'timed job failed'),
      )
      .finally(() => (taking = false));
  };
  await take();
  return setInterval(() => void take(), job.intervalMs(context));
}
