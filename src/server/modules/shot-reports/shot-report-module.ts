/** Builds 'Report this image' (decisions 263 to 265): its routes over the quota's month. */
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.js';
import type { AppEnv } from '../../http/context.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { QuotaService } from '../quota/quota-service.js';
import { createRunReads } from '../runs/run-reads.js';
import { shotReportExportSection } from './shot-report-export.js';
import { createShotReportRepo } from './shot-report-repo.js';
import { shotReportRoutes } from './shot-report-routes.js';
import { createShotReportService, type ReportListener } from './shot-report-service.js';

export function createShotReportModule(deps: {
  db: Database;
  quota: QuotaService;
  catalogues: CatalogueService;
  signedIn: MiddlewareHandler<AppEnv>;
  /** Told of each new report: the API's image.reported webhook (decision 265). */
  onReported?: ReportListener;
}) {
  const repo = createShotReportRepo(deps.db);
  const service = createShotReportService({
    repo,
    quota: deps.quota,
    runs: createRunReads(deps.db),
    catalogues: deps.catalogues,
    onReported: deps.onReported,
  });
  return {
    service,
    routes: shotReportRoutes(service, deps.signedIn),
    exportSection: shotReportExportSection(repo),
  };
}
