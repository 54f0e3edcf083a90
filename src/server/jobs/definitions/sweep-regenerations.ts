/**
 * 'sweep-regenerations' looks after shot regenerations (decision 122) as 'sweep-runs' looks
 * after runs: one whose lease ran out (or whose job never came) gets a new attempt and a
 * 'regenerate-shot' job; a request that died before its image was reserved is ended; one that
 * ended while its worker died before settling has its image settled (kept if it replaced the
 * shot, given back if not). A timer in each worker process; several at once are safe.
 */
import { defineTimedJob, noPayload } from '../job-definition.js';

/** How long a queued regeneration may wait for its job before it gets a new attempt. */
export const ABANDONED_REGENERATION_GRACE_SECONDS = 60;

export const sweepRegenerationsJob = defineTimedJob({
  name: 'sweep-regenerations',
  trigger: 'timer',
  payload: noPayload,
  needs: ['regenerations', 'quota', 'logger', 'enqueueRegeneration', 'sweepIntervalMs'],
  intervalMs: ({ sweepIntervalMs }) => sweepIntervalMs ?? 15_000,
  async handler(_payload, { regenerations, quota, logger, enqueueRegeneration }) {
    try {
      for (const job of await regenerations.takeAbandoned(ABANDONED_REGENERATION_GRACE_SECONDS)) {
        logger.info(job, 'resuming an abandoned shot regeneration');
        await enqueueRegeneration({
          regenerationId: job.id,
          userId: job.userId,
          attempt: job.attempt,
        });
      }
      await regenerations.failUnreserved(ABANDONED_REGENERATION_GRACE_SECONDS);
      // A settle is idempotent: one racing the worker's own keeps or gives back nothing twice.
      for (const ended of await regenerations.endedUnsettled())
        await quota.settle(ended.reservationId, ended.generated);
    } catch (error) {
      logger.warn({ err: error }, 'regeneration sweep failed');
    }
  },
});
