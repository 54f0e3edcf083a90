/**
 * What a job is, for the job catalogue (job-catalogue.ts): a name, a zod schema its payload is
 * parsed with when the job is taken (take-job.ts), what drives it (a pg-boss queue, or a timer
 * in each worker process) and its handler.
 */
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { NotificationsService } from '../modules/notifications/notifications-service.js';
import type { WebhookService } from '../modules/api/webhook-service.js';
import type { BatchProgress } from '../modules/batches/batch-progress-service.js';
import type { RegenerationRepo } from '../modules/regenerations/regeneration-repo.js';
import type { RegenerationJob } from '../modules/regenerations/regeneration-service.js';
import type { RunWorkerDeps } from '../modules/runs/run-worker.js';
import type { AttemptJob } from './attempt-job-state.js';

/** What every handler is given: the run pipeline's services and this process's settings. */
export interface JobContext extends RunWorkerDeps {
  shutdownSignal: AbortSignal;
  /** Sends the notification emails ('send-notification'). */
  notifications: Pick<NotificationsService, 'deliver'>;
  /** Queues a 'generate-run' job for a run's attempt. */
  enqueueRun(runId: string, attempt: number): Promise<void>;
  /** Where the queue stands with a run's attempt: its job waiting, held, over or missing. */
  attemptJob(runId: string, attempt: number): Promise<AttemptJob>;
  /** Shot regenerations (decision 122): their rows, and queueing an attempt of one. */
  regenerations: RegenerationRepo;
  enqueueRegeneration(job: RegenerationJob): Promise<void>;
  /** Webhooks of API runs: delivering each event, and recording those a crash missed. */
  webhooks: WebhookService;
  /** Batches: swept for products whose run ended unheard (decision 160). */
  batches: Pick<BatchProgress, 'sweep'>;
  /** How often this process sweeps runs (RUN_SWEEP_INTERVAL_MS). */
  sweepIntervalMs?: number;
  /** How often this process polls economy runs' vendor jobs (ECONOMY_POLL_INTERVAL_MS). */
  economyPollIntervalMs?: number;
}

interface JobBasics<Name extends string, Payload extends z.ZodType> {
  name: Name;
  /** Every payload is parsed with it when the job is taken, before the handler sees it. */
  payload: Payload;
  // Method syntax on purpose: it lets a list hold definitions of different payloads.
  handler(payload: z.infer<Payload>, context: JobContext): Promise<unknown>;
}

export interface QueuedJobDefinition<
  Name extends string = string,
  Payload extends z.ZodType = z.ZodType,
> extends JobBasics<Name, Payload> {
  trigger: 'queue';
  /** The pg-boss queue's options (retries, expiry). */
  queue: Omit<PgBoss.Queue, 'name'>;
  /** pg-boss's options for each worker (polling, batch size). */
  work?: PgBoss.WorkOptions;
  /** Workers in each process: one, or one per run slot (RUN_WORKERS). */
  workers: 'one' | 'per-run-slot';
  /** A pg-boss cron schedule; one for all processes, however many register it. */
  cron?: string;
  /** pg-boss's options for a job being sent, such as its id. */
  sendOptions?(payload: z.infer<Payload>): PgBoss.SendOptions;
}

export interface TimedJobDefinition<
  Name extends string = string,
  Payload extends z.ZodType = z.ZodType,
> extends JobBasics<Name, Payload> {
  trigger: 'timer';
  /** Taken once when the workers start, then every this many milliseconds, in each process. */
  intervalMs(context: JobContext): number;
}

export type JobDefinition = QueuedJobDefinition | TimedJobDefinition;

/** Keeps the literal name and the payload's type, for the catalogue's JobName and JobPayload. */
export function defineQueuedJob<const Name extends string, Payload extends z.ZodType>(
  definition: QueuedJobDefinition<Name, Payload>,
): QueuedJobDefinition<Name, Payload> {
  return definition;
}

export function defineTimedJob<const Name extends string, Payload extends z.ZodType>(
  definition: TimedJobDefinition<Name, Payload>,
): TimedJobDefinition<Name, Payload> {
  return definition;
}

/** The payload of a job that takes none: `{}`, or null, which is what pg-boss's cron sends. */
export const noPayload = z.preprocess((data) => data ?? {}, z.object({}));
