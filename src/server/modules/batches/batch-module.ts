/**
 * Builds the batches module (decision 160): the progress that run endings drive (the worker
 * builds it too), the service and the /api/batches routes.
 */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { createCatalogueRepo } from '../catalogues/catalogue-repo.js';
import { createCatalogueService } from '../catalogues/catalogue-service.js';
import type { Notify } from '../notifications/notifications-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import { createRunsRepo } from '../runs/runs-repo.js';
import type { RunsService } from '../runs/runs-service.js';
import { createBatchProgress, type BatchProgress } from './batch-progress-service.js';
import { createBatchRepo } from './batch-repo.js';
import { batchRoutes } from './batch-routes.js';
import { createBatchService } from './batch-service.js';

export function createBatchProgressOn(deps: {
  db: Database;
  storage: StorageProvider;
  quota: QuotaService;
  notify?: Notify;
  onBatchEnded?(batchId: string): Promise<unknown>;
  logger: Logger;
}) {
  const runsRepo = createRunsRepo(deps.db);
  return createBatchProgress({
    repo: createBatchRepo(deps.db),
    quota: deps.quota,
    catalogues: createCatalogueService({
      repo: createCatalogueRepo(deps.db),
      storage: deps.storage,
    }),
    async runOutcome(runId) {
      const run = await runsRepo.findById(runId);
      if (!run) return null;
      return { status: run.status, savedCatalogueId: await runsRepo.savedCatalogueId(runId) };
    },
    notify: deps.notify,
    onBatchEnded: deps.onBatchEnded,
    logger: deps.logger,
  });
}

export function createBatchModule(deps: {
  db: Database;
  storage: StorageProvider;
  quota: QuotaService;
  runs: RunsService;
  logger: Logger;
  signedIn: MiddlewareHandler<AppEnv>;
  /** The batch progress the runs' endings tell (built once by the composition root). */
  progress: BatchProgress;
}) {
  const repo = createBatchRepo(deps.db);
  const runsRepo = createRunsRepo(deps.db);
  const { progress } = deps;
  const service = createBatchService({
    repo,
    runs: deps.runs,
    quota: deps.quota,
    storage: deps.storage,
    progress,
    runInputs: async (runId) => (await runsRepo.findById(runId))?.inputKeys ?? null,
  });
  const catalogues = createCatalogueService({
    repo: createCatalogueRepo(deps.db),
    storage: deps.storage,
  });
  return { service, progress, routes: batchRoutes(service, catalogues, deps.signedIn) };
}
