/**
 * 'sweep-runs' looks after runs whose worker vanished: a run whose lease ran out (or that no
 * worker picked up) gets a new attempt and a 'generate-run' job for it, and a run finished by a
 * worker that died before settling has its quota settled.
 *
 * It is driven by a timer in each worker process rather than by the queue: it has to run every
 * few seconds (pg-boss's cron ticks once a minute at best), only where runs are worked, and
 * several processes sweeping at once is safe (takeAbandoned and nextAttempt hand each run to one
 * sweeper).
 */
import type { JobContext } from '../job-definition.js';
import { defineTimedJob, noPayload } from '../job-definition.js';

/**
 * How long a worker may hold a queued run's job without claiming the run before the sweeper
 * gives the run a new attempt: it died between the two (a running run gets one as soon as its
 * lease runs out). A job still waiting for a worker is never doubled, however long the line
 * (decision 191); a run whose attempt's job is over or was never sent does not wait at all
 * (resumeRunsWithoutJob).
 */
export const ABANDONED_RUN_GRACE_SECONDS = 60;

/**
 * A finished run whose reservation is still open this long after it finished lost its worker
 * between finishing and settling; before that, its own worker may still be settling it.
 */
export const FINISHED_UNSETTLED_GRACE_SECONDS = 30;

/**
 * Unfinished runs that nothing will work on (decision 177): their attempt's job is over (its
 * handler returned or failed without finishing the run: a lost database connection) or was never
 * sent (the send met the same fault, after the run was stored or a new attempt numbered). The
 * first get their next attempt now, the second their job. A queued run whose job a worker took
 * more than the grace ago and never claimed gets its next attempt too (decision 191); a job
 * waiting for a worker keeps its place, and a claimed run is left to its lease.
 */
export async function resumeRunsWithoutJob(
  context: JobContext<'runs' | 'logger' | 'enqueueRun' | 'attemptJob'>,
  now: () => Date = () => new Date(),
): Promise<void> {
  const { runs, logger, enqueueRun, attemptJob } = context;
  for (const run of await runs.unfinished()) {
    const job = await attemptJob(run.id, run.attempt);
    if (run.status === 'queued' && job.state === 'active' && takenLongAgo(job.takenAt, now())) {
      const next = await runs.nextAttempt(run.id, run.attempt, ABANDONED_RUN_GRACE_SECONDS);
      if (!next) continue;
      logger.info(
        { runId: next.id, attempt: next.attempt },
        'resuming a run its worker never claimed',
      );
      await enqueueRun(next.id, next.attempt);
    } else if (job.state === 'ended') {
      const next = await runs.nextAttempt(run.id, run.attempt, ABANDONED_RUN_GRACE_SECONDS);
      if (!next) continue;
      logger.info({ runId: next.id, attempt: next.attempt }, 'resuming a run whose job ended');
      await enqueueRun(next.id, next.attempt);
    } else if (job.state === 'missing') {
      // A worker holds an attempt only through its job, so no worker holds this one. Idempotent:
      // a send of the same attempt still on its way finds this one and adds none.
      logger.info({ runId: run.id, attempt: run.attempt }, 'queueing a run whose job was lost');
      await enqueueRun(run.id, run.attempt);
    }
  }
}

function takenLongAgo(takenAt: Date | undefined, now: Date): boolean {
  return (
    takenAt !== undefined && now.getTime() - takenAt.getTime() > ABANDONED_RUN_GRACE_SECONDS * 1000
  );
}

export const sweepRunsJob = defineTimedJob({
  name: 'sweep-runs',
  trigger: 'timer',
  payload: noPayload,
  needs: ['runs', 'quota', 'logger', 'enqueueRun', 'attemptJob', 'sweepIntervalMs'],
  intervalMs: ({ sweepIntervalMs }) => sweepIntervalMs ?? 15_000,
  async handler(_payload, context) {
    const { runs, quota, logger, enqueueRun } = context;
    try {
      for (const run of await runs.takeAbandoned(ABANDONED_RUN_GRACE_SECONDS)) {
        logger.info({ runId: run.id, attempt: run.attempt }, 'resuming an abandoned run');
        await enqueueRun(run.id, run.attempt);
      }
      await resumeRunsWithoutJob(context);
      // A settle is idempotent, so one racing the run's own worker gives back nothing twice.
      for (const run of await runs.finishedUnsettled(FINISHED_UNSETTLED_GRACE_SECONDS)) {
        const settled = await quota.settle(run.reservationId, run.generated);
        logger.info(
          { runId: run.id, generated: run.generated, returned: settled?.returned },
          'settled the quota of a finished run',
        );
      }
    } catch (error) {
      logger.warn({ err: error }, 'run sweep failed');
    }
  },
});
