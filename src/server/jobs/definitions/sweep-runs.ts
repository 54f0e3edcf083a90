/**
 * 'sweep-runs' looks after runs whose worker vanished: a run whose lease ran out (or that no
 * worker picked up) gets a new attempt and a 'generate-run' job for it, and a run finished by a
 * worker that died before settling has its quota settled.
 *
 * It is driven by a timer in each worker process rather than by the queue: it has to run every
 * few seconds (pg-boss's cron ticks once a minute at best), only where runs are worked, and
 * several processes sweeping at once is safe (takeAbandoned hands each run to one sweeper).
 */
import { defineTimedJob, noPayload } from '../job-definition.js';

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

export const sweepRunsJob = defineTimedJob({
  name: 'sweep-runs',
  trigger: 'timer',
  payload: noPayload,
  intervalMs: (context) => context.sweepIntervalMs ?? 15_000,
  async handler(_payload, { repo, quota, logger, enqueueRun }) {
    try {
      for (const run of await repo.takeAbandoned(ABANDONED_RUN_GRACE_SECONDS)) {
        logger.info({ runId: run.id, attempt: run.attempt }, 'resuming an abandoned run');
        await enqueueRun(run.id, run.attempt);
      }
      // A settle is idempotent, so one racing the run's own worker gives back nothing twice.
      for (const run of await repo.finishedUnsettled(FINISHED_UNSETTLED_GRACE_SECONDS)) {
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
