/**
 * 'sweep-batches' finishes what a crash left of a batch (decision 160): a product whose run
 * ended while its worker died before telling the batch, a product whose photos never arrived,
 * a batch with nothing left to make that was never ended, an ended batch whose batch.completed
 * webhook was never recorded. Every step is a conditional
 * statement, so two processes sweeping at once, or a sweep racing a worker, do each thing once.
 */
import { defineTimedJob, noPayload } from '../job-definition.js';

export const SWEEP_BATCHES_INTERVAL_MS = 30_000;

export const sweepBatchesJob = defineTimedJob({
  name: 'sweep-batches',
  trigger: 'timer',
  payload: noPayload,
  needs: ['batches', 'webhooks', 'logger'],
  intervalMs: () => SWEEP_BATCHES_INTERVAL_MS,
  async handler(_payload, { batches, webhooks, logger }) {
    try {
      await batches?.sweep(new Date());
      await webhooks.recordMissedBatchEvents();
    } catch (error) {
      logger.warn({ err: error }, 'batch sweep failed');
    }
  },
});
