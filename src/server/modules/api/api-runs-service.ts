/**
 * Creating a run through the API (decision 133) with the runs module's one start (start-run.ts),
 * its webhook recorded once the run is stored and before it is queued. The request id of the run
 * is derived from the Idempotency-Key, so even a retry that races the first request lands on the
 * same run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { startRunFieldsSchema } from '../../../core/run-schemas.js';
import type { GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import type { RunsService } from '../runs/runs-service.js';
import type { WebhookService } from './webhook-service.js';
import { keyed } from '../../../core/server-messages.js';

export interface ApiRunInput {
  /** Uploaded photos, or the URLs to fetch them from. */
  photos:
    | { kind: 'files'; files: Partial<Record<GarmentView, Buffer>> }
    | { kind: 'urls'; urls: Partial<Record<GarmentView, string>> };
  backgroundId: string;
  modelId?: string;
  /** What the garment is (decision 178); 'other' when not given. */
  garmentType?: string;
  stylingNote?: string;
  webhookUrl?: string;
}

export interface ApiRunsServiceDeps {
  runs: Pick<RunsService, 'startFromInput' | 'getRun'>;
  webhooks: Pick<WebhookService, 'registerRunWebhook'>;
  fetchImage(url: string, view: GarmentView): Promise<Buffer>;
  /** Refuses a webhook URL that can never be called (not http(s), a private address). */
  checkWebhookUrl(url: string): void;
}

/** The run's request id: from the Idempotency-Key when there is one, else a fresh one. */
export function apiClientRequestId(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return `api-${randomUUID()}`;
  return `api-${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}

export function createApiRunsService(deps: ApiRunsServiceDeps) {
  return {
    /** Starts the run, or answers the one this request id already started (created false). */
    async create(
      caller: { userId: string; keyId: string },
      input: ApiRunInput,
      idempotencyKey: string | undefined,
    ) {
      const { userId } = caller;
      const { webhookUrl } = input;
      if (webhookUrl) deps.checkWebhookUrl(webhookUrl);
      // Checked as the photo form's fields are (trimmed, bounded).
      const { clientRequestId, garmentType, stylingNote, ...choice } = startRunFieldsSchema.parse({
        backgroundId: input.backgroundId,
        ...(input.modelId ? { modelId: input.modelId } : {}),
        ...(input.garmentType !== undefined ? { garmentType: input.garmentType } : {}),
        ...(input.stylingNote !== undefined ? { stylingNote: input.stylingNote } : {}),
        clientRequestId: apiClientRequestId(idempotencyKey),
      });
      const { runId, created } = await deps.runs.startFromInput({
        userId,
        clientRequestId,
        choice,
        garment: { type: garmentType, stylingNote },
        photos:
          input.photos.kind === 'files'
            ? input.photos
            : { kind: 'urls', urls: input.photos.urls, fetch: deps.fetchImage },
        beforeQueue: webhookUrl
          ? async (runId) => {
              await deps.webhooks.registerRunWebhook({
                runId,
                userId,
                apiKeyId: caller.keyId,
                url: webhookUrl,
              });
            }
          : undefined,
      });
      return { run: await deps.runs.getRun(userId, runId), created };
    },
  };
}

export type ApiRunsService = ReturnType<typeof createApiRunsService>;

/** A photo uploaded in the multipart form, as bytes, within the per-photo limit. */
export async function fileBytes(file: File, maxBytes: number, view: GarmentView): Promise<Buffer> {
  if (file.size > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', keyed('photoFieldTooLarge', view));
  return Buffer.from(await file.arrayBuffer());
}
