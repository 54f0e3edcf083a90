/**
 * Webhooks of runs and batches started through the API (decisions 132, 162). When such a run
 * ends, one `run.completed` (completed or stopped) or `run.failed` delivery is recorded with its
 * exact body, and when such a batch ends, one `batch.completed`; each is then POSTed, signed, to
 * the webhookUrl it was started with; a delivery that is not answered 2xx is
 * tried again with growing pauses (30 s, 1 min, 2 min … up to 4 h) until 24 hours have passed.
 * Every attempt is logged for Settings. The URL is called only at public addresses. A report of
 * one of such a run's images records one `image.reported` (decision 265).
 */
import {
  type WebhookDeliveryView,
  type WebhookEvent,
  type WebhookDeliveryStatus,
} from '../../../core/api-keys.js';
import type { BatchView } from '../../../core/batch.js';
import type { ShotReportView } from '../../../core/shot-reports.js';
import type { ApiRun } from './api-schemas.js';
import { toApiShotReport } from './api-shot-report-view.js';
import type { GuardedRequest, GuardedResponse } from '../../lib/guarded-request.js';
import type { WebhookDeliveryRow, WebhookRepo } from './webhook-repo.js';
import { webhookHeaders } from './webhook-signature.js';

/** How long a delivery is tried for. */
export const WEBHOOK_RETRY_HOURS = 24;
const FIRST_PAUSE_SECONDS = 30;
const LONGEST_PAUSE_SECONDS = 4 * 3600;
const DELIVERY_TIMEOUT_MS = 10_000;

/** The pause after a failed attempt (1-based): doubling from 30 s, at most 4 hours. */
export function webhookRetryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_PAUSE_SECONDS * 2 ** (attempt - 1), LONGEST_PAUSE_SECONDS);
}

export interface WebhookJob {
  deliveryId: string;
  attempt: number;
  /** ISO time before which the attempt is not made. */
  notBefore?: string;
}

export interface WebhookServiceDeps {
  repo: WebhookRepo;
  /** The run as the API shows it, or null when it is gone. */
  runView(runId: string): Promise<ApiRun | null>;
  /** The batch as the API shows it, or null when it is gone. */
  batchView(batchId: string): Promise<BatchView | null>;
  /** The batch a run was made for, or null for a run of its own. */
  batchOfRun(runId: string): Promise<string | null>;
  /** Queues one delivery attempt ('deliver-webhook'). */
  schedule(job: WebhookJob): Promise<void>;
  request(request: GuardedRequest): Promise<GuardedResponse>;
  now?: () => Date;
}

export type DeliveryOutcome = 'delivered' | 'retrying' | 'gave-up' | 'skipped';

/**
 * The run of an image.reported delivery, read from the body it sends: its subject is the report
 * (one subject per delivery, migration 0038), but Settings' log names the run the image is of.
 */
function reportedRunOf(row: WebhookDeliveryRow): string | null {
  if (!row.shotReportId) return null;
  const body = JSON.parse(row.payload) as { data?: { report?: { runId?: string } } };
  return body.data?.report?.runId ?? null;
}

export function toDeliveryView(row: WebhookDeliveryRow): WebhookDeliveryView {
  return {
    id: row.id,
    event: row.event as WebhookEvent,
    runId: row.runId ?? reportedRunOf(row),
    batchId: row.batchId,
    url: row.url,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    lastStatusCode: row.lastStatusCode,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

export function createWebhookService(deps: WebhookServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Remembers the webhook a run was started with and the key that signs it. */
    async registerRunWebhook(values: {
      runId: string;
      userId: string;
      apiKeyId: string;
      url: string;
    }) {
      await repo.saveRunWebhook(values);
    },

    /** Called whenever a run ends; records and queues its event once, if it has a webhook. */
    async runFinished(runId: string): Promise<WebhookDeliveryRow | null> {
      const hook = await repo.runWebhook(runId);
      if (!hook) return null;
      const run = await deps.runView(runId);
      if (!run || !['completed', 'stopped', 'failed'].includes(run.status)) return null;
      const event: WebhookEvent = run.status === 'failed' ? 'run.failed' : 'run.completed';
      const payload = JSON.stringify({
        type: event,
        createdAt: now().toISOString(),
        data: { run },
      });
      const delivery = await repo.insertDelivery({
        userId: hook.userId,
        apiKeyId: hook.apiKeyId,
        runId,
        event,
        url: hook.url,
        payload,
      });
      if (delivery) await deps.schedule({ deliveryId: delivery.id, attempt: 1 });
      return delivery;
    },

    /** Remembers the webhook a batch was created with and the key that signs it. */
    async registerBatchWebhook(values: {
      batchId: string;
      userId: string;
      apiKeyId: string;
      url: string;
    }) {
      await repo.saveBatchWebhook(values);
    },

    /** Called when a batch ends; records and queues its batch.completed once, if it has a webhook. */
    async batchFinished(batchId: string): Promise<WebhookDeliveryRow | null> {
      const hook = await repo.batchWebhook(batchId);
      if (!hook) return null;
      const batch = await deps.batchView(batchId);
      if (!batch || !['completed', 'stopped'].includes(batch.status)) return null;
      const event: WebhookEvent = 'batch.completed';
      const payload = JSON.stringify({
        type: event,
        createdAt: now().toISOString(),
        data: { batch },
      });
      const delivery = await repo.insertDelivery({
        userId: hook.userId,
        apiKeyId: hook.apiKeyId,
        batchId,
        event,
        url: hook.url,
        payload,
      });
      if (delivery) await deps.schedule({ deliveryId: delivery.id, attempt: 1 });
      return delivery;
    },

    /**
     * Called when a seller reports an image (decision 265): if the image's run, or the batch it
     * was made for, was started through the API with a webhook, records and queues one
     * image.reported for the report there.
     */
    async imageReported(report: ShotReportView): Promise<WebhookDeliveryRow | null> {
      const runHook = await repo.runWebhook(report.runId);
      const batchId = runHook ? null : await deps.batchOfRun(report.runId);
      const hook = runHook ?? (batchId ? await repo.batchWebhook(batchId) : null);
      if (!hook) return null;
      const event: WebhookEvent = 'image.reported';
      const payload = JSON.stringify({
        type: event,
        createdAt: now().toISOString(),
        data: { report: toApiShotReport(report), ...(batchId ? { batchId } : {}) },
      });
      const delivery = await repo.insertDelivery({
        userId: hook.userId,
        apiKeyId: hook.apiKeyId,
        shotReportId: report.id,
        event,
        url: hook.url,
        payload,
      });
      if (delivery) await deps.schedule({ deliveryId: delivery.id, attempt: 1 });
      return delivery;
    },

    /** The sweeper: the batch.completed of batches whose ending a crash cut short. */
    async recordMissedBatchEvents(): Promise<void> {
      for (const { batchId } of await repo.endedBatchesWithoutDelivery())
        await this.batchFinished(batchId);
    },

    /** One attempt; throws only when the database fails (the job is then retried). */
    async deliver(job: WebhookJob): Promise<DeliveryOutcome> {
      const found = await repo.deliveryWithSecret(job.deliveryId);
      if (!found || found.delivery.status !== 'pending' || found.delivery.attempts >= job.attempt)
        return 'skipped';
      const { delivery, secret } = found;
      const timestamp = Math.floor(now().getTime() / 1000);
      let statusCode: number | null = null;
      let error: string | null = null;
      try {
        const response = await deps.request({
          url: delivery.url,
          method: 'POST',
          headers: webhookHeaders(secret, delivery.id, timestamp, delivery.payload),
          body: delivery.payload,
          maxResponseBytes: 64 * 1024,
          timeoutMs: DELIVERY_TIMEOUT_MS,
          maxRedirects: 0,
        });
        statusCode = response.status;
        if (response.status < 200 || response.status >= 300) error = `Answered ${response.status}`;
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
      }
      if (!error) {
        await repo.recordAttempt(delivery.id, job.attempt, {
          status: 'delivered',
          statusCode,
          error: null,
        });
        return 'delivered';
      }
      const pause = webhookRetryDelaySeconds(job.attempt);
      const nextAt = new Date(now().getTime() + pause * 1000);
      const deadline = delivery.createdAt.getTime() + WEBHOOK_RETRY_HOURS * 3_600_000;
      const retry = nextAt.getTime() <= deadline;
      const recorded = await repo.recordAttempt(delivery.id, job.attempt, {
        status: retry ? 'pending' : 'failed',
        statusCode,
        error,
      });
      if (!recorded) return 'skipped';
      if (!retry) return 'gave-up';
      await deps.schedule({
        deliveryId: delivery.id,
        attempt: job.attempt + 1,
        notBefore: nextAt.toISOString(),
      });
      return 'retrying';
    },

    async deliveries(userId: string): Promise<WebhookDeliveryView[]> {
      return (await repo.listForUser(userId, 50)).map(toDeliveryView);
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
