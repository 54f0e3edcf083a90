/**
 * The modules with routes, each built once from the shared services (compose.ts) in dependency
 * order: the libraries before runs (a run checks its background and model there), runs before
 * regenerations, batches and the public API (which start and read runs through it).
 */
import type { UpgradeWebSocket } from 'hono/ws';
import type { MiddlewareHandler } from 'hono';
import type { AppDependencies } from './app-dependencies.js';
import type { CoreServices } from './compose.js';
import type { Database } from './db/client.js';
import type { AppEnv } from './http/context.js';
import { createAccountModule } from './modules/account/account-module.js';
import { createAdminModule } from './modules/admin/admin-module.js';
import { createApiModule } from './modules/api/api-module.js';
import type { AuthActions } from './modules/auth/auth-actions.js';
import { createBackgroundLibraryModule } from './modules/background-library/background-library-module.js';
import { createBatchModule } from './modules/batches/batch-module.js';
import { createBillingModule } from './modules/billing/billing-module.js';
import { createCatalogueShareModule } from './modules/catalogue-shares/catalogue-share-module.js';
import { createCatalogueModule } from './modules/catalogues/catalogue-module.js';
import { createListingModule } from './modules/listings/listing-module.js';
import { createMarketplaceExportModule } from './modules/marketplace-exports/marketplace-export-module.js';
import { createOperatorPlanChanges } from './modules/billing/operator-plan-change.js';
import { createMetricsRepo } from './modules/metrics/metrics-repo.js';
import { createQuotaRepo } from './modules/quota/quota-repo.js';
import { createQuotaService } from './modules/quota/quota-service.js';
import { createModelLibraryModule } from './modules/model-library/model-library-module.js';
import { createRegenerationModule } from './modules/regenerations/regeneration-module.js';
import { createShotReportModule } from './modules/shot-reports/shot-report-module.js';
import { createRunsModule } from './modules/runs/runs-module.js';
import { createVendorRequestRepo } from './modules/vendor-costs/vendor-request-repo.js';
import { listenForBills, type BillOwner } from './modules/vendor-costs/vendor-request-service.js';

export function createHttpModules(
  deps: AppDependencies,
  core: CoreServices,
  http: {
    signedIn: MiddlewareHandler<AppEnv>;
    authActions: AuthActions;
    upgradeWebSocket: UpgradeWebSocket;
  },
) {
  const { env } = deps;
  const { signedIn } = http;
  const db = deps.database.db;
  const { quota, notifyLogged, notifications, webhooks, batchProgress, imageMarker } = core;
  // The plan row is the quota's; billing writes it on its own transactions (decision 272).
  const quotaOn = (executor: Database) => createQuotaService(createQuotaRepo(executor));
  const billing = createBillingModule({
    db: db,
    provider: deps.payments,
    config: env,
    logger: deps.logger,
    signedIn,
    quota,
    plansOn: (executor) => quotaOn(executor).plans,
    onPaymentRecorded: (userId, paymentId) =>
      notifyLogged({ kind: 'payment-receipt', userId, paymentId }),
  });
  const catalogues = createCatalogueModule({
    db: db,
    storage: deps.storage,
    marker: imageMarker,
    signedIn,
  });
  const catalogueShares = createCatalogueShareModule({
    db,
    catalogues: catalogues.service,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY,
    signedIn,
    rateLimitPerMinute: env.SHARE_RATE_LIMIT_PER_MINUTE,
  });
  // A custom background's, a model portrait's and a listing's vendor requests, kept with their
  // cost (decision 225).
  const vendorRequests = createVendorRequestRepo(db);
  const billsFor = (owner: BillOwner) => listenForBills(vendorRequests, owner, deps.logger);
  const listings = createListingModule({
    db,
    storage: deps.storage,
    filler: deps.listings.filler,
    columnsOf: deps.listings.columnsOf,
    billsFor,
    signedIn,
  });
  const marketplaceExports = createMarketplaceExportModule({
    db: db,
    storage: deps.storage,
    listings: listings.service,
    marker: imageMarker,
    signedIn,
  });
  const backgroundLibrary = createBackgroundLibraryModule({
    db: db,
    storage: deps.storage,
    quota,
    engine: deps.generation.engine,
    billsFor,
    signedIn,
  });
  const modelLibrary = createModelLibraryModule({
    db: db,
    storage: deps.storage,
    quota,
    engine: deps.generation.engine,
    billsFor,
    signedIn,
  });
  // 'Report this image' (issue 40): credits the quota's month, tells the API's webhook.
  const shotReports = createShotReportModule({
    db,
    quota,
    catalogues: catalogues.service,
    signedIn,
    async onReported(report) {
      // A webhook that cannot be recorded must not undo the seller's report and credit.
      await webhooks.imageReported(report).then(
        () => undefined,
        (error: unknown) => deps.logger.error({ err: error }, 'image.reported not recorded'),
      );
    },
  });
  const account = createAccountModule({
    db: db,
    storage: deps.storage,
    auth: http.authActions,
    extensions: {
      exportSections: [
        billing.exportSection,
        ...catalogues.accountExtensions.exportSections,
        ...backgroundLibrary.accountExtensions.exportSections,
        ...modelLibrary.accountExtensions.exportSections,
        shotReports.exportSection,
        ...(deps.accountExtensions?.exportSections ?? []),
      ],
      deletionHooks: [
        ...catalogues.accountExtensions.deletionHooks,
        ...backgroundLibrary.accountExtensions.deletionHooks,
        ...modelLibrary.accountExtensions.deletionHooks,
        ...(deps.accountExtensions?.deletionHooks ?? []),
      ],
    },
  });
  const { engine, bus } = deps.generation;
  const runs = createRunsModule({
    db,
    storage: deps.storage,
    quota,
    engine,
    backgrounds: backgroundLibrary.service,
    models: modelLibrary.service,
    bus,
    enqueue: deps.generation.enqueue,
    listeners: core.runEndListeners,
    logger: deps.logger,
    http: {
      signedIn,
      upgradeWebSocket: http.upgradeWebSocket,
      publicUrl: env.PUBLIC_URL,
      allowedOrigins: env.ALLOWED_ORIGINS,
      watch: notifications.runWatch,
      marker: imageMarker,
    },
  });
  const regenerations = createRegenerationModule({
    db: db,
    runs: runs.service,
    catalogues: catalogues.service,
    quota,
    enqueue: deps.generation.enqueueRegeneration,
    signedIn,
  });
  const batches = createBatchModule({
    db: db,
    storage: deps.storage,
    quota,
    runs: runs.service,
    exports: marketplaceExports.service,
    catalogues: catalogues.service,
    progress: batchProgress,
    logger: deps.logger,
    signedIn,
    economyBatches: deps.generation.engine.capabilities.economyBatches === true,
  });
  const publicApi = createApiModule({
    db: db,
    publicUrl: env.PUBLIC_URL,
    signedIn,
    quota,
    storage: deps.storage,
    marker: imageMarker,
    runs: runs.service,
    catalogues: catalogues.service,
    listings: listings.service,
    backgrounds: backgroundLibrary.service,
    models: modelLibrary.service,
    batches: batches.service,
    shotReports: shotReports.service,
    rateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    webhooks,
    isAllowedAddress: deps.publicApi?.isAllowedAddress,
  });

  // The operator's console (issue #41): it asks the quota, runs, billing, sessions, the emails
  // and the vendor ledger.
  const admin = createAdminModule({
    db,
    readSession: http.authActions.readSession,
    operatorEmails: env.OPERATOR_EMAILS ?? [],
    quota,
    // A credit or plan change and its audit row in one transaction (decision 269).
    writersOn: (tx) => ({
      giveBack: (userId, images, credit) => quotaOn(tx).giveBack(userId, images, credit),
      changePlan: createOperatorPlanChanges(quotaOn(tx).plans),
    }),
    async sendVerificationEmail(email) {
      await deps.auth.api.sendVerificationEmail({ body: { email } });
    },
    resendReceipt: (sellerId, paymentId) =>
      core.notifications.service.resendReceipt(sellerId, paymentId),
    stopRun: (sellerId, runId) => runs.service.stopRun(sellerId, runId),
    async endSessions(sellerId) {
      const { internalAdapter } = await deps.auth.$context;
      const sessions = await internalAdapter.listSessions(sellerId);
      await internalAdapter.deleteSessions(sellerId);
      return sessions.length;
    },
    vendorCostByDay: (from, to) => vendorRequests.costByDay(from, to),
    queueNow: () => createMetricsRepo(db).queueDepth(),
  });

  return {
    admin,
    billing,
    catalogues,
    catalogueShares,
    listings,
    marketplaceExports,
    backgroundLibrary,
    modelLibrary,
    account,
    runs,
    regenerations,
    shotReports,
    batches,
    publicApi,
  };
}
