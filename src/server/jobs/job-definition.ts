/**
 * What a job is, for the job catalogue (job-catalogue.ts): a name, a zod schema its payload is
 * parsed with when the job is taken (take-job.ts), what drives it (a pg-boss queue, or a timer
 * in each worker process) and its handler.
 */
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Logger } from '../lib/logger.js';
import type { WebhookService } from '../modules/api/webhook-service.js';
import type { BatchProgress } from '../modules/batches/batch-progress-service.js';
import type { NotificationsService } from '../modules/notifications/notifications-service.js';
import type { QuotaService } from '../modules/quota/quota-service.js';
import type { RegenerationRepo } from '../modules/regenerations/regeneration-repo.js';
import type { RegenerationJob } from '../modules/regenerations/regeneration-service.js';
import type { RegenerateShotJob } from '../modules/regenerations/regeneration-worker.js';
import type { RunAttemptRef } from '../modules/runs/run-worker.js';
import type { RunsRepo } from '../modules/runs/runs-repo.js';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import type { AttemptJob } from './attempt-job-state.js';

/**
 * What a worker process offers its jobs, built by the composition root (compose-workers.ts).
 * A job names in `needs` the few it uses, and its handler is given those alone.
 */
export interface JobServices {
  /** One attempt of a run ('generate-run'): modules/runs/run-worker.ts. */
  runAttempt(ref: RunAttemptRef): Promise<unknown>;
  /** One attempt of a shot's regeneration ('regenerate-shot', decision 122). */
  regenerationAttempt(job: RegenerateShotJob): Promise<unknown>;
  /** Polls economy runs' vendor jobs (decision 203); absent when the engine has no batch mode. */
  pollEconomyRuns?: () => Promise<unknown>;
  /** The runs' rows, for their sweeper and their clean-up. */
  runs: RunsRepo;
  /** The regenerations' rows, for their sweeper. */
  regenerations: RegenerationRepo;
  storage: StorageProvider;
  /** Settles what a sweeper finds finished but unsettled. */
  quota: Pick<QuotaService, 'settle'>;
  /** Sends the notification emails ('send-notification'). */
  notifications: Pick<NotificationsService, 'deliver'>;
  /** Webhooks of API runs: delivering each event, and recording those a crash missed. */
  webhooks: Pick<WebhookService, 'deliver' | 'recordMissedBatchEvents'>;
  /** Batches: swept for products whose run ended unheard (decision 160). */
  batches: Pick<BatchProgress, 'sweep'>;
  logger: Logger;
  /** Queues a 'generate-run' job for a run's attempt. */
  enqueueRun(runId: string, attempt: number): Promise<void>;
  /** Where the queue stands with a run's attempt: its job waiting, held, over or missing. */
  attemptJob(runId: string, attempt: number): Promise<AttemptJob>;
  /** Queues an attempt of a shot's regeneration. */
  enqueueRegeneration(job: RegenerationJob): Promise<void>;
  /** How often this process sweeps runs and regenerations (RUN_SWEEP_INTERVAL_MS). */
  sweepIntervalMs?: number;
  /** How often this process polls economy runs' vendor jobs (ECONOMY_POLL_INTERVAL_MS). */
  economyPollIntervalMs?: number;
}

export type JobNeed = keyof JobServices;
/** What a handler is given: the services its job names in `needs`, and nothing else. */
export type JobContext<Need extends JobNeed = JobNeed> = Pick<JobServices, Need>;

interface JobBasics<Name extends string, Payload extends z.ZodType, Need extends JobNeed> {
  name: Name;
  /** Every payload is parsed with it when the job is taken, before the handler sees it. */
  payload: Payload;
  /** The services the handler uses; register-jobs hands it these alone. */
  needs: readonly Need[];
  // Method syntax on purpose: it lets a list hold definitions of different payloads and needs.
  handler(payload: z.infer<Payload>, context: JobContext<Need>): Promise<unknown>;
}

export interface QueuedJobDefinition<
  Name extends string = string,
  Payload extends z.ZodType = z.ZodType,
  Need extends JobNeed = JobNeed,
> extends JobBasics<Name, Payload, Need> {
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
  Need extends JobNeed = JobNeed,
> extends JobBasics<Name, Payload, Need> {
  trigger: 'timer';
  /** Taken once when the workers start, then every this many milliseconds, in each process. */
  intervalMs(context: JobContext<Need>): number;
}

export type JobDefinition<Need extends JobNeed = JobNeed> =
  QueuedJobDefinition<string, z.ZodType, Need> | TimedJobDefinition<string, z.ZodType, Need>;

/**
 * Keeps the literal name and the payload's type, for the catalogue's JobName and JobPayload, and
 * types the handler's context from `needs`.
 */
export function defineQueuedJob<
  const Name extends string,
  Payload extends z.ZodType,
  const Need extends JobNeed,
>(definition: QueuedJobDefinition<Name, Payload, Need>): QueuedJobDefinition<Name, Payload, Need> {
  return definition;
}

export function defineTimedJob<
  const Name extends string,
  Payload extends z.ZodType,
  const Need extends JobNeed,
>(definition: TimedJobDefinition<Name, Payload, Need>): TimedJobDefinition<Name, Payload, Need> {
  return definition;
}

/** The payload of a job that takes none: `{}`, or null, which is what pg-boss's cron sends. */
export const noPayload = z.preprocess((data) => data ?? {}, z.object({}));
