/** Builds 'Regenerate' (decision 122): its routes over the runs, catalogues and quota services. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { RunsService } from '../runs/runs-service.js';
import { createRegenerationRepo } from './regeneration-repo.js';
import { regenerationRoutes } from './regeneration-routes.js';
import { createRegenerationService, type RegenerationJob } from './regeneration-service.js';

export function createRegenerationModule(deps: {
  db: Database;
  runs: RunsService;
  catalogues: CatalogueService;
  quota: QuotaService;
  enqueue(job: RegenerationJob): Promise<void>;
  signedIn: MiddlewareHandler<AppEnv>;
}) {
  const service = createRegenerationService({
    repo: createRegenerationRepo(deps.db),
    runs: deps.runs,
    catalogues: deps.catalogues,
    quota: deps.quota,
    enqueue: deps.enqueue,
  });
  return {
    service,
    routes: regenerationRoutes({
      regenerations: service,
      catalogues: deps.catalogues,
      signedIn: deps.signedIn,
    }),
  };
}
