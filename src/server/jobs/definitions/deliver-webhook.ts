/**
 * 'deliver-webhook' makes one attempt to deliver a run's webhook event (decision 132). The
 * webhook service schedules the next attempt itself, with a growing pause, until 24 hours have
 * passed; pg-boss retries only a job that threw (the database was unreachable).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineQueuedJob } from '../job-definition.js';

const deliverWebhookPayload = z.object({
  deliveryId: z.uuid(),
  attempt: z.number().int().min(1),
  notBefore: z.iso.datetime().optional(),
});

/** One job id per (delivery, attempt): scheduling the same attempt twice is a no-op. */
function attemptJobId(deliveryId: string, attempt: number): string {
  const hex = createHash('sha1').update(`webhook:${deliveryId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const deliverWebhookJob = defineQueuedJob({
  name: 'deliver-webhook',
  trigger: 'queue',
  payload: deliverWebhookPayload,
  queue: { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  work: { pollingIntervalSeconds: 2, batchSize: 1 },
  workers: 'one',
  sendOptions: ({ deliveryId, attempt, notBefore }) => ({
    id: attemptJobId(deliveryId, attempt),
    ...(notBefore ? { startAfter: new Date(notBefore) } : {}),
  }),
  needs: ['webhooks', 'logger'],
  handler: (payload, { webhooks, logger }) =>
    webhooks.deliver(payload).then((outcome) => {
      if (outcome === 'gave-up')
        logger.warn({ deliveryId: payload.deliveryId }, 'webhook delivery given up after 24 hours');
      return outcome;
    }),
});
