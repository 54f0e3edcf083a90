/**
 * Starts this process's side of the job catalogue: the queues, a worker per queued job (one per
 * run slot for 'generate-run'), its cron schedule, and the timers of the timed jobs.
 */
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Logger } from '../lib/logger.js';
import { JOB_CATALOGUE, QUEUED_JOBS } from './job-catalogue.js';
import type {
  JobContext,
  JobDefinition,
  JobNeed,
  JobServices,
  QueuedJobDefinition,
  TimedJobDefinition,
} from './job-definition.js';
import { completeTakenJobs } from './complete-taken-jobs.js';
import { takeJob } from './take-job.js';
import { workWithoutPause } from './work-without-pause.js';
import type { LocalWorkers } from './local-workers.js';

/** Creates every queue; also done by processes without workers, so they can send jobs. */
export async function createJobQueues(boss: PgBoss): Promise<void> {
  for (const job of QUEUED_JOBS) await boss.createQueue(job.name, { name: job.name, ...job.queue });
}

export interface JobsDeps {
  boss: PgBoss;
  /** What the jobs may ask for; each is handed only what it names (contextOf). */
  services: JobServices;
  /** Aborted when the workers stop: a run in hand is left for its next attempt. */
  shutdown: AbortController;
  logger: Logger;
  /** Runs worked on at once in this process. */
  concurrency: number;
  /** Told this process's workers, so jobs this process sends wake them (local-workers.ts). */
  localWorkers?: LocalWorkers;
}

/** Starts this process's workers; the returned function stops them, leaving unfinished runs for the next attempt. */
export async function registerJobs(deps: JobsDeps): Promise<() => Promise<void>> {
  const { boss, services, shutdown, logger, concurrency, localWorkers } = deps;
  const timers: NodeJS.Timeout[] = [];

  await createJobQueues(boss);
  for (const job of JOB_CATALOGUE) {
    const context = contextOf(job, services);
    if (job.trigger === 'queue')
      await workQueue(boss, job, context, logger, concurrency, localWorkers);
    else timers.push(await startTimer(job, context, logger));
  }

  return async () => {
    for (const timer of timers) clearInterval(timer);
    shutdown.abort();
    await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  };
}

/** The services a job names in `needs`, and nothing else. */
export function contextOf(job: JobDefinition, services: JobServices): JobContext {
  const context: Partial<Record<keyof JobServices, unknown>> = {};
  for (const need of job.needs) context[need] = services[need];
  return context as JobContext;
}

async function workQueue(
  boss: PgBoss,
  job: QueuedJobDefinition,
  context: JobContext,
  logger: Logger,
  concurrency: number,
  localWorkers: LocalWorkers | undefined,
): Promise<void> {
  const workers = job.workers === 'per-run-slot' ? concurrency : 1;
  for (let slot = 0; slot < workers; slot++) {
    const workerId = await workWithoutPause(boss, job.name, job.work ?? {}, async (taken) => {
      for (const { id, data } of taken) await takeJob(job, { id, data }, context, logger);
      const ids = taken.map((one) => one.id);
      await completeTakenJobs(boss, job.name, ids).catch((error: unknown) =>
        logger.warn({ err: error, job: job.name, ids }, 'could not mark jobs completed'),
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
export async function startTimer<Need extends JobNeed>(
  job: TimedJobDefinition<string, z.ZodType, Need>,
  context: JobContext<Need>,
  logger: Logger,
): Promise<NodeJS.Timeout> {
  let taking = false;
  const take = async () => {
    if (taking) return;
    taking = true;
    await takeJob(job, { data: null }, context, logger)
      .catch((error: unknown) => logger.warn({ err: error, job: job.name }, 'timed job failed'))
      .finally(() => (taking = false));
  };
  await take();
  return setInterval(() => void take(), job.intervalMs(context));
}
