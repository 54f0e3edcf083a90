/**
 * Every job of the app, in one list: registering the workers (register-jobs.ts) goes through it
 * in this order, and names and payloads are typed from it, so a job is sent only by its name
 * with the payload its schema describes.
 */
import type PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Notify } from '../modules/notifications/notifications-service.js';
import { cleanupUnsavedRunsJob } from './definitions/cleanup-unsaved-runs.js';
import { deliverWebhookJob } from './definitions/deliver-webhook.js';
import { generateRunJob } from './definitions/generate-run.js';
import { pollEconomyRunsJob } from './definitions/poll-economy-runs.js';
import { regenerateShotJob } from './definitions/regenerate-shot.js';
import { sendNotificationJob } from './definitions/send-notification.js';
import { sweepBatchesJob } from './definitions/sweep-batches.js';
import { sweepRegenerationsJob } from './definitions/sweep-regenerations.js';
import { sweepRunsJob } from './definitions/sweep-runs.js';
import type { QueuedJobDefinition } from './job-definition.js';
import type { LocalWorkers } from './local-workers.js';

export const JOB_CATALOGUE = [
  generateRunJob,
  sweepRunsJob,
  cleanupUnsavedRunsJob,
  sendNotificationJob,
  deliverWebhookJob,
  sweepBatchesJob,
  regenerateShotJob,
  sweepRegenerationsJob,
  pollEconomyRunsJob,
] as const;

type CatalogueJob = (typeof JOB_CATALOGUE)[number];
type QueuedCatalogueJob = Extract<CatalogueJob, { trigger: 'queue' }>;

export type JobName = CatalogueJob['name'];
/** The jobs that can be sent: those on a pg-boss queue. */
export type QueuedJobName = QueuedCatalogueJob['name'];
/** A job's payload, as its schema describes it (JobPayload<'generate-run'>). */
export type JobPayload<Name extends JobName> = z.infer<
  Extract<CatalogueJob, { name: Name }>['payload']
>;

export const QUEUED_JOBS: readonly QueuedJobDefinition[] = JOB_CATALOGUE.filter(
  (job): job is QueuedCatalogueJob => job.trigger === 'queue',
);

/**
 * Sends a job to its queue, with the options its definition gives (a run attempt's job id), and
 * wakes this process's workers of that queue, if it has any.
 */
export async function sendJob<Name extends QueuedJobName>(
  boss: PgBoss,
  name: Name,
  payload: JobPayload<Name>,
  localWorkers?: LocalWorkers,
): Promise<string | null> {
  const definition = QUEUED_JOBS.find((job) => job.name === name);
  if (!definition) throw new Error(`no queued job named '${name}'`);
  // Every payload schema describes an object; TypeScript cannot see it through the generic name.
  const id = await boss.send(name, payload as object, definition.sendOptions?.(payload) ?? {});
  localWorkers?.wake(name);
  return id;
}

/** Queues a run's attempt: what the runs service calls `enqueue`. */
export function runEnqueuer(boss: PgBoss, localWorkers?: LocalWorkers) {
  return async (runId: string, attempt: number) => {
    await sendJob(boss, 'generate-run', { runId, attempt }, localWorkers);
  };
}

/** Queues one attempt of a shot's regeneration (decision 122). */
export function regenerationEnqueuer(boss: PgBoss, localWorkers?: LocalWorkers) {
  return async (job: JobPayload<'regenerate-shot'>) => {
    await sendJob(boss, 'regenerate-shot', job, localWorkers);
  };
}

/** Makes a notification email due: a 'send-notification' job (decision 150). */
export function notificationSender(boss: PgBoss): Notify {
  return async (event) => {
    await sendJob(boss, 'send-notification', event);
  };
}

/** Queues one webhook delivery attempt: what the webhook service calls `schedule`. */
export function webhookScheduler(boss: PgBoss) {
  return async (job: JobPayload<'deliver-webhook'>) => {
    await sendJob(boss, 'deliver-webhook', job);
  };
}
