/**
 * /api/v1, the public REST API (decisions 130 to 133). Every route is declared with createRoute,
 * so the zod schemas that validate it also describe it in /api/v1/openapi.json. Routes only
 * translate HTTP: the rules are the runs, catalogues, libraries and quota services the dashboard
 * uses, with the key's owner as the user. Another account's ids answer 404 like missing ones.
 * This file builds the app and its document; each resource's routes are in their own file,
 * registered in the order the document lists them.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import type { BackgroundLibraryService } from '../background-library/background-library-service.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { ShotReportService } from '../shot-reports/shot-report-service.js';
import type { ListingService } from '../listings/listing-service.js';
import type { BatchService } from '../batches/batch-service.js';
import type { ModelLibraryService } from '../model-library/model-library-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunsService } from '../runs/runs-service.js';
import type { ApiRunsService } from './api-runs-service.js';
import { registerBatchRoutes } from './api-v1-batch-routes.js';
import { registerCatalogueRoutes } from './api-v1-catalogue-routes.js';
import { registerListingRoutes } from './api-v1-listing-routes.js';
import { registerOptionRoutes } from './api-v1-option-routes.js';
import { registerRunRoutes } from './api-v1-run-routes.js';
import { registerShotReportRoutes } from './api-v1-report-routes.js';
import { registerUsageRoutes } from './api-v1-usage-routes.js';
import { apiUrls } from './api-views.js';
import type { IdempotencyService } from './idempotency-service.js';
import type { ImageFetcher } from './run-image-urls.js';
import type { WebhookService } from './webhook-service.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';

export interface ApiV1Deps {
  publicUrl: string;
  requireKey: MiddlewareHandler<AppEnv>;
  rateLimitPerMinute: number;
  runs: RunsService;
  apiRuns: ApiRunsService;
  catalogues: CatalogueService;
  listings: Pick<ListingService, 'get' | 'save'>;
  backgrounds: Pick<BackgroundLibraryService, 'library'>;
  models: Pick<ModelLibraryService, 'library'>;
  quota: Pick<QuotaService, 'getUsage'>;
  storage: Pick<StorageProvider, 'stream' | 'get'>;
  marker: ImageMarker;
  idempotency: IdempotencyService;
  webhooks: Pick<WebhookService, 'registerBatchWebhook'>;
  batches: BatchService;
  shotReports: ShotReportService;
  fetchImage: ImageFetcher;
  checkWebhookUrl(url: string): void;
}

export function apiV1Routes(deps: ApiV1Deps) {
  const urls = apiUrls(deps.publicUrl);
  const app = new OpenAPIHono<AppEnv>({
    // A request that fails its schema answers 400 in the app's one error shape.
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'An API key from Settings → API keys (Pro and Premium plans).',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Vastra Studio API',
      version: '1.0.0',
      description:
        'Create product catalogues from your own systems. Every request sends `Authorization: Bearer <key>`; errors answer `{ "error": { "code", "message" } }`.',
    },
    servers: [{ url: urls.base }],
  });
  app.use('*', async (c, next) =>
    c.req.path.endsWith('/openapi.json') ? next() : deps.requireKey(c, next),
  );

  registerRunRoutes(app, { ...deps, urls });
  registerCatalogueRoutes(app, { ...deps, urls });
  registerShotReportRoutes(app, deps);
  registerListingRoutes(app, deps);
  registerOptionRoutes(app, deps);
  registerBatchRoutes(app, deps);
  registerUsageRoutes(app, deps);
  return app;
}
