/**
 * 'regenerate-shot' makes one shot of a finished run again (modules/regenerations/regeneration-worker.ts,
 * decision 122). Queued by the request, and again by 'sweep-regenerations' for one whose
 * worker vanished. It acts as the user who asked (its payload names them).
 */
import { z } from 'zod';
import { defineQueuedJob } from '../job-definition.js';
import { runJobId } from './generate-run.js';

const regenerateShotPayload = z.object({
  regenerationId: z.uuid(),
  userId: z.string().min(1),
  attempt: z.number().int().min(0),
});

export const regenerateShotJob = defineQueuedJob({
  name: 'regenerate-shot',
  trigger: 'queue',
  payload: regenerateShotPayload,
  // The worker renews its own lease; the job's expiry only has to outlast the slowest shot.
  queue: { retryLimit: 0, expireInSeconds: 60 * 15 },
  work: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  workers: 'one',
  // One job id per (regeneration, attempt): sending the same attempt twice is a no-op.
  sendOptions: ({ regenerationId, attempt }) => ({ id: runJobId(regenerationId, attempt) }),
  needs: ['regenerationAttempt'],
  handler: (payload, { regenerationAttempt }) => regenerationAttempt(payload),
});
