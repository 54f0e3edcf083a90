/**
 * Builds the batches module (decision 160): the progress that run endings drive (the worker
 * builds it too), the service and the /api/batches routes.
 */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { ImageMarker } from '../../engines/provenance/image-marker.js';
import type { AppEnv } from '../../http/context.js';
import { createAccountLanguageReader } from '../../i18n/request-language.js';
import type { Logger } from '../../lib/logger.js';
import type { StorageProvider } from '../../providers/storage/storage-provider.js';
import { createCatalogueServiceOn } from '../catalogues/catalogue-module.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { Notify } from '../notifications/notifications-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import type { MarketplaceExportService } from '../marketplace-exports/marketplace-export-service.js';
import { createRunReads } from '../runs/run-reads.js';
import type { RunsService } from '../runs/runs-service.js';
import { createBatchProgress, type BatchProgress } from './batch-progress-service.js';
import { createBatchRepo } from './batch-repo.js';
import { batchRoutes } from './batch-routes.js';
import { createBatchService } from './batch-service.js';
import { batchViewOf } from './batch-views.js';

export function createBatchProgressOn(deps: {
  db: Database;
  storage: StorageProvider;
  quota: QuotaService;
  notify?: Notify;
  onBatchEnded?(batchId: string): Promise<unknown>;
  logger: Logger;
  /** The catalogues' image marker (its products are saved as catalogues). */
  marker: ImageMarker;
}) {
  const runs = createRunReads(deps.db);
  return createBatchProgress({
    repo: createBatchRepo(deps.db),
    quota: deps.quota,
    catalogues: createCatalogueServiceOn(deps.db, deps.storage, deps.marker),
    runOutcome: (runId) => runs.outcome(runId),
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
  /** The catalogues service: a batch's zip is its products' catalogues' images, marked there. */
  catalogues: Pick<CatalogueService, 'openZip'>;
  /** 'Download for…' a whole batch: the marketplace exports module makes the files. */
  exports: Pick<MarketplaceExportService, 'forBatch'>;
  logger: Logger;
  signedIn: MiddlewareHandler<AppEnv>;
  /** The batch progress the runs' endings tell (built once by the composition root). */
  progress: BatchProgress;
  /** The running engine has a batch mode for economy batches (decision 203). */
  economyBatches?: boolean;
}) {
  const repo = createBatchRepo(deps.db);
  const runs = createRunReads(deps.db);
  const { progress } = deps;
  const service = createBatchService({
    repo,
    runs: deps.runs,
    quota: deps.quota,
    storage: deps.storage,
    progress,
    runInputs: (runId) => runs.inputs(runId),
    economyBatches: deps.economyBatches,
  });
  return {
    service,
    progress,
    routes: batchRoutes(
      service,
      deps.catalogues,
      deps.exports,
      deps.signedIn,
      createAccountLanguageReader(deps.db),
    ),
  };
}

/** The batch a run was made for, if any: an image report tells the batch's webhook. */
export function createBatchOfRunReader(db: Database) {
  const repo = createBatchRepo(db);
  return async (runId: string) => (await repo.findItemByRun(runId))?.batchId ?? null;
}

/** A batch's view by id, for its webhook (the API module asks here, not the batch tables). */
export function createBatchViewReader(db: Database) {
  const repo = createBatchRepo(db);
  return async (batchId: string) => {
    const row = await repo.findById(batchId);
    return row ? batchViewOf(repo, row, new Date()) : null;
  };
}
