/**
 * Builds the public API module (decisions 130 to 133): Settings' key routes at /api/api-keys,
 * the API itself at /api/v1 and the webhook service the run workers tell when a run ends.
 */
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_API_RATE_LIMIT_PER_MINUTE } from '../../../core/api-keys.js';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import { checkRequestUrl, guardedRequest } from '../../lib/guarded-request.js';
import { AppError } from '../../lib/errors.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import { createBatchOfRunReader, createBatchViewReader } from '../batches/batch-module.js';
import type { BatchService } from '../batches/batch-service.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { ShotReportService } from '../shot-reports/shot-report-service.js';
import type { ListingService } from '../listings/listing-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import { createRunReads } from '../runs/run-reads.js';
import type { RunsService } from '../runs/runs-service.js';
import { createApiKeyRepo } from './api-key-repo.js';
import { apiKeyRoutes } from './api-key-routes.js';
import { createApiKeyService } from './api-key-service.js';
import { createApiRunsService } from './api-runs-service.js';
import { apiV1Routes } from './api-v1-routes.js';
import { apiUrls, toApiRun } from './api-views.js';
import { createIdempotencyRepo } from './idempotency-repo.js';
import { createIdempotencyService } from './idempotency-service.js';
import { requireApiKey } from './require-api-key.js';
import { createImageFetcher, type ImageFetcher } from './run-image-urls.js';
import { createWebhookRepo } from './webhook-repo.js';
import { createWebhookService, type WebhookJob, type WebhookService } from './webhook-service.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import { keyed } from '../../../core/server-messages.js';

/** The webhook service on a database: what the app and the run workers each build. */
export function createWebhooks(deps: {
  db: Database;
  publicUrl: string;
  schedule(job: WebhookJob): Promise<void>;
  isAllowedAddress?: (address: string) => boolean;
}) {
  const runs = createRunReads(deps.db);
  const batchView = createBatchViewReader(deps.db);
  const urls = apiUrls(deps.publicUrl);
  return createWebhookService({
    repo: createWebhookRepo(deps.db),
    async runView(runId) {
      const run = await runs.view(runId);
      return run ? toApiRun(run, urls) : null;
    },
    batchView,
    batchOfRun: createBatchOfRunReader(deps.db),
    schedule: deps.schedule,
    request: (request) => guardedRequest({ ...request, isAllowedAddress: deps.isAllowedAddress }),
  });
}

export function createApiModule(deps: {
  db: Database;
  publicUrl: string;
  signedIn: MiddlewareHandler<AppEnv>;
  quota: QuotaService;
  storage: StorageProvider;
  /** Marks a downloaded shot with its provenance (decisions 253 and 254). */
  marker: ImageMarker;
  runs: RunsService;
  catalogues: CatalogueService;
  listings: Pick<ListingService, 'get' | 'save'>;
  backgrounds: Pick<BackgroundLibraryService, 'library'>;
  /** The Models Library: GET /models lists the key owner's models before the stock ones. */
  models: Pick<ModelLibraryService, 'library'>;
  /** Batches of products (decision 161). */
  batches: BatchService;
  /** Reporting a bad image (decision 265). */
  shotReports: ShotReportService;
  rateLimitPerMinute?: number;
  /** The webhook service the runs' and batches' endings tell (built by the composition root). */
  webhooks: WebhookService;
  /** Tests point image URLs and webhooks at their own local server. */
  isAllowedAddress?: (address: string) => boolean;
  fetchImage?: ImageFetcher;
}) {
  const rateLimit = deps.rateLimitPerMinute ?? DEFAULT_API_RATE_LIMIT_PER_MINUTE;
  const keys = createApiKeyService({
    repo: createApiKeyRepo(deps.db),
    quota: deps.quota,
    rateLimit: { max: rateLimit, windowSeconds: 60 },
  });
  const { webhooks } = deps;
  const fetchImage =
    deps.fetchImage ?? createImageFetcher({ isAllowedAddress: deps.isAllowedAddress });
  const checkWebhookUrl = (url: string) => {
    try {
      checkRequestUrl(url, deps.isAllowedAddress);
    } catch (error) {
      throw new AppError(
        'BAD_REQUEST',
        keyed('webhookUrlRefused', error instanceof Error ? error.message : 'invalid'),
      );
    }
  };
  const apiRuns = createApiRunsService({
    runs: deps.runs,
    webhooks,
    fetchImage,
    checkWebhookUrl,
  });
  const v1 = apiV1Routes({
    publicUrl: deps.publicUrl,
    requireKey: requireApiKey(keys, rateLimit),
    rateLimitPerMinute: rateLimit,
    runs: deps.runs,
    apiRuns,
    catalogues: deps.catalogues,
    listings: deps.listings,
    backgrounds: deps.backgrounds,
    models: deps.models,
    quota: deps.quota,
    storage: deps.storage,
    marker: deps.marker,
    idempotency: createIdempotencyService(createIdempotencyRepo(deps.db)),
    webhooks,
    batches: deps.batches,
    shotReports: deps.shotReports,
    fetchImage,
    checkWebhookUrl,
  });
  return {
    keyRoutes: apiKeyRoutes(keys, webhooks, deps.signedIn),
    v1,
    keys,
    webhooks,
  };
}
