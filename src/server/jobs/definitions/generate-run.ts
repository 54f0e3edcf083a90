/**
 * 'generate-run' executes one attempt of a run (modules/runs/run-worker.ts, built by
 * the composition root). Queued when the run is
 * prepared, and again by the sweeper (sweep-runs.ts) for a run whose worker vanished.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { defineQueuedJob } from '../job-definition.js';

const generateRunPayload = z.object({
  runId: z.string().min(1),
  attempt: z.number().int().min(0),
});

export type GenerateRunPayload = z.infer<typeof generateRunPayload>;

/** One job id per (run, attempt): enqueueing the same attempt twice is a no-op. */
export function runJobId(runId: string, attempt: number): string {
  const hex = createHash('sha1').update(`${runId}:${attempt}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const generateRunJob = defineQueuedJob({
  name: 'generate-run',
  trigger: 'queue',
  payload: generateRunPayload,
  // A run renews its own lease; the job's expiry only has to outlast the slowest catalogue.
  queue: { retryLimit: 0, expireInSeconds: 60 * 30 },
  work: { pollingIntervalSeconds: 0.5, batchSize: 1 },
  workers: 'per-run-slot',
  sendOptions: ({ runId, attempt }) => ({ id: runJobId(runId, attempt) }),
  needs: ['runAttempt'],
  handler: (payload, { runAttempt }) => runAttempt(payload),
});
