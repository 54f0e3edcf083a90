/**
 * Creating a run through the API (decision 133) with the runs service's own steps, in the same
 * order as the dashboard: parseRunRequest → findClaimedRun → resolveRunOptions (before any URL is
 * fetched) → requireFrontPhoto → normalisePhotos → claimRun → reserveAndStore → the webhook is
 * recorded → enqueueRun. The request id of the run is derived from the Idempotency-Key, so even a
 * retry that races the first request lands on the same run.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import {
  claimRun,
  enqueueRun,
  findClaimedRun,
  normalisePhotos,
  parseRunRequest,
  requireFrontPhoto,
  reserveAndStore,
  resolveRunOptions,
  type RunsService,
  type RunsServiceDeps,
} from '../runs/runs-service.js';
import type { WebhookService } from './webhook-service.js';

export interface ApiRunInput {
  /** Uploaded photos, or the URLs to fetch them from. */
  photos:
    | { kind: 'files'; files: Partial<Record<GarmentView, Buffer>> }
    | { kind: 'urls'; urls: Partial<Record<GarmentView, string>> };
  backgroundId: string;
  modelId?: string;
  webhookUrl?: string;
}

export interface ApiRunsServiceDeps {
  runDeps: RunsServiceDeps;
  runs: Pick<RunsService, 'getRun'>;
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
  const { runDeps } = deps;

  async function photosOf(input: ApiRunInput['photos']) {
    if (input.kind === 'files') return input.files;
    const files: Partial<Record<GarmentView, Buffer>> = {};
    for (const [view, url] of Object.entries(input.urls) as [GarmentView, string][])
      files[view] = await deps.fetchImage(url, view);
    return files;
  }

  return {
    /** Starts the run, or answers the one this request id already started (created false). */
    async create(
      caller: { userId: string; keyId: string },
      input: ApiRunInput,
      idempotencyKey: string | undefined,
    ) {
      const { userId } = caller;
      if (input.webhookUrl) deps.checkWebhookUrl(input.webhookUrl);
      const request = parseRunRequest({
        files: {},
        fields: {
          backgroundId: input.backgroundId,
          ...(input.modelId ? { modelId: input.modelId } : {}),
          clientRequestId: apiClientRequestId(idempotencyKey),
        },
      });
      const earlier = await findClaimedRun(runDeps, userId, request.clientRequestId);
      if (earlier) return { run: await deps.runs.getRun(userId, earlier), created: false };
      const options = await resolveRunOptions(runDeps, userId, request);
      const files = requireFrontPhoto(await photosOf(input.photos));
      const photos = await normalisePhotos(runDeps, files);
      const claim = await claimRun(runDeps, {
        userId,
        clientRequestId: request.clientRequestId,
        options,
        photos,
      });
      if (!claim.created)
        return { run: await deps.runs.getRun(userId, claim.runId), created: false };
      await reserveAndStore(runDeps, claim.run, photos);
      if (input.webhookUrl)
        await deps.webhooks.registerRunWebhook({
          runId: claim.run.id,
          userId,
          apiKeyId: caller.keyId,
          url: input.webhookUrl,
        });
      await enqueueRun(runDeps, claim.run.id);
      return { run: await deps.runs.getRun(userId, claim.run.id), created: true };
    },
  };
}

export type ApiRunsService = ReturnType<typeof createApiRunsService>;

/** A photo uploaded in the multipart form, as bytes, within the per-photo limit. */
export async function fileBytes(file: File, maxBytes: number, view: string): Promise<Buffer> {
  if (file.size > maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', `The ${view} photo must be 10 MB or smaller.`);
  return Buffer.from(await file.arrayBuffer());
}
