/**
 * The Hono app: middleware, every module's routes under /api, and the built web app.
 * Built from its dependencies so tests can make one on a test database.
 */
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import type { ApiErrorBody } from '../core/errors.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { AppEnv } from './http/context.js';
import { toErrorResponse } from './http/error-handler.js';
import { originCheck } from './http/origin-check.js';
import { trackDatabaseFaults } from './db/request-database-faults.js';
import { requestLogging } from './http/request-logging.js';
import { securityHeaders } from './http/security-headers.js';
import { compression } from './http/compression.js';
import { mountWebApp } from './http/web-app.js';
import type { Logger } from './lib/logger.js';
import { createAccountModule, type AccountExtensions } from './modules/account/account-module.js';
import { createApiModule } from './modules/api/api-module.js';
import type { WebhookJob } from './modules/api/webhook-service.js';
import type { Auth } from './modules/auth/auth.js';
import { createAuthActions } from './modules/auth/auth-actions.js';
import { AUTH_BASE_PATH } from './modules/auth/auth-emails.js';
import { authConfigOf, authConfigRoutes, authRoutes } from './modules/auth/auth-routes.js';
import { googleSettings } from './modules/auth/google-provider.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { requireUser } from './modules/auth/require-user.js';
import { createQuotaRepo } from './modules/quota/quota-repo.js';
import { quotaRoutes } from './modules/quota/quota-routes.js';
import { createQuotaService } from './modules/quota/quota-service.js';
import type { BackgroundLibrary } from './engines/backgrounds/background-library.js';
import type { ImageEngine } from './engines/image-engine.js';
import type { RunBusMessage, RunProgressBus } from './jobs/run-progress-bus.js';
import { createBackgroundLibraryModule } from './modules/background-library/background-library-module.js';
import { createModelLibraryModule } from './modules/model-library/model-library-module.js';
import { createBillingModule } from './modules/billing/billing-module.js';
import { createBatchModule } from './modules/batches/batch-module.js';
import { createCatalogueModule } from './modules/catalogues/catalogue-module.js';
import { createMarketplaceExportModule } from './modules/marketplace-exports/marketplace-export-module.js';
import { createRegenerationModule } from './modules/regenerations/regeneration-module.js';
import type { RegenerationJob } from './modules/regenerations/regeneration-service.js';
import { normaliseGarmentPhoto } from './modules/generation/garment-photo.js';
import { backgroundRoutes, modelRoutes } from './modules/runs/options-routes.js';
import { createRunsRepo } from './modules/runs/runs-repo.js';
import { runsRoutes } from './modules/runs/runs-routes.js';
import { createRunsService } from './modules/runs/runs-service.js';
import { createNotificationsModule } from './modules/notifications/notifications-module.js';
import type { Notify } from './modules/notifications/notifications-service.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import type { PaymentProvider } from './providers/payments/payment-provider.js';
import type { StorageProvider } from './providers/storage/storage-provider.js';

export interface AppDependencies {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** From createAuth(); serves /api/auth/* and the sessions of every other route. */
  auth: Auth;
  storage: StorageProvider;
  /** From createPaymentProvider(): the sandbox or Razorpay. */
  payments: PaymentProvider;
  /** Other modules' parts of the account data download and account deletion. */
  accountExtensions?: AccountExtensions;
  /** The image engine, preset backgrounds, progress bus and queue of generation runs. */
  generation: {
    engine: ImageEngine;
    backgrounds: BackgroundLibrary;
    bus: RunProgressBus;
    enqueue(runId: string, attempt: number): Promise<void>;
    /** Queues one attempt of a shot's regeneration ('regenerate-shot', decision 122). */
    enqueueRegeneration(job: RegenerationJob): Promise<void>;
    /** Queues one attempt of a webhook delivery ('deliver-webhook'). */
    sendWebhook(job: WebhookJob): Promise<void>;
  };
  /** Sends the notification emails (the auth emails are given to createAuth). */
  mailer: MailProvider;
  /** The app's secret (the one auth signs with): signs the emails' unsubscribe links. */
  secret: string;
  /**
   * Makes a notification email due: the 'send-notification' job on a server. Omitted (tests),
   * the app delivers each event at once, in the request or run that made it due.
   */
  notify?: Notify;
  /** Tests let image URLs and webhooks reach their own local server (decision 133). */
  publicApi?: { isAllowedAddress?: (address: string) => boolean };
  /** Folder of the built web app; omit to serve the API only. */
  webDistDir?: string;
}

export function createApp(deps: AppDependencies) {
  const { env } = deps;
  const app = new Hono<AppEnv>();
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // Outermost: a request's record of lost database connections (decision 174).
  app.use('*', (_c, next) => trackDatabaseFaults(next));
  app.use('*', requestLogging(deps.logger));
  app.use('*', securityHeaders({ allowRazorpayCheckout: deps.payments.kind === 'razorpay' }));
  app.use('*', compression());
  app.onError(toErrorResponse);

  const authActions = createAuthActions(deps.auth, env.PUBLIC_URL);
  const signedIn = requireUser(authActions.readSession);
  // Inline delivery goes through the module made below: events come only once requests are served.
  const notify: Notify =
    deps.notify ??
    (async (event) => {
      await notifications.service.deliver(event);
    });
  const notifyLogged: Notify = (event) =>
    notify(event).catch((error: unknown) =>
      deps.logger.warn({ err: error, event: event.kind }, 'notification event failed'),
    );
  const quota = createQuotaService(createQuotaRepo(deps.database.db), undefined, {
    onSettled: (userId) => notifyLogged({ kind: 'usage-check', userId }),
  });
  const notifications = createNotificationsModule({
    db: deps.database.db,
    mailer: deps.mailer,
    secret: deps.secret,
    publicUrl: env.PUBLIC_URL,
    seller: env,
    quota,
    logger: deps.logger,
  });
  const billing = createBillingModule({
    db: deps.database.db,
    provider: deps.payments,
    config: env,
    logger: deps.logger,
    signedIn,
    quota,
    onPaymentRecorded: (userId, paymentId) =>
      notifyLogged({ kind: 'payment-receipt', userId, paymentId }),
  });
  const catalogues = createCatalogueModule({
    db: deps.database.db,
    storage: deps.storage,
    signedIn,
  });
  const marketplaceExports = createMarketplaceExportModule({
    db: deps.database.db,
    storage: deps.storage,
    signedIn,
  });
  const backgroundLibrary = createBackgroundLibraryModule({
    db: deps.database.db,
    storage: deps.storage,
    quota,
    engine: deps.generation.engine,
    signedIn,
  });
  const modelLibrary = createModelLibraryModule({
    db: deps.database.db,
    storage: deps.storage,
    quota,
    engine: deps.generation.engine,
    signedIn,
  });
  const account = createAccountModule({
    db: deps.database.db,
    storage: deps.storage,
    auth: authActions,
    extensions: {
      exportSections: [
        billing.exportSection,
        ...catalogues.accountExtensions.exportSections,
        ...backgroundLibrary.accountExtensions.exportSections,
        ...modelLibrary.accountExtensions.exportSections,
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
  const { engine, backgrounds, bus, enqueue } = deps.generation;
  const runDeps = {
    repo: createRunsRepo(deps.database.db),
    quota,
    storage: deps.storage,
    engine,
    backgrounds: backgroundLibrary.service,
    models: modelLibrary.service,
    normalisePhoto: normaliseGarmentPhoto,
    enqueue,
    publish: (runId: string, message: RunBusMessage) => bus.publish(runId, message),
  };
  const runs = createRunsService(runDeps);
  const regenerations = createRegenerationModule({
    db: deps.database.db,
    runs,
    catalogues: catalogues.service,
    quota,
    enqueue: deps.generation.enqueueRegeneration,
    signedIn,
  });
  const batches = createBatchModule({
    db: deps.database.db,
    storage: deps.storage,
    quota,
    runDeps,
    runs,
    notify: notifyLogged,
    // publicApi is built next; a batch can only end after both exist.
    onBatchEnded: (batchId) => publicApi.webhooks.batchFinished(batchId),
    logger: deps.logger,
    signedIn,
  });
  const publicApi = createApiModule({
    db: deps.database.db,
    publicUrl: env.PUBLIC_URL,
    signedIn,
    quota,
    storage: deps.storage,
    runs,
    runDeps,
    catalogues: catalogues.service,
    backgrounds: backgroundLibrary.service,
    models: modelLibrary.service,
    batches: batches.service,
    rateLimitPerMinute: env.API_RATE_LIMIT_PER_MINUTE,
    scheduleWebhook: deps.generation.sendWebhook,
    isAllowedAddress: deps.publicApi?.isAllowedAddress,
  });

  const api = new Hono<AppEnv>();
  api.use(
    '*',
    originCheck(
      { publicUrl: env.PUBLIC_URL, allowedOrigins: env.ALLOWED_ORIGINS },
      { skipPrefix: `${AUTH_BASE_PATH}/` },
    ),
  );
  api.route('/health', healthRoutes(deps.database));
  api.route(
    '/auth',
    authRoutes(deps.auth, { trustProxy: env.TRUST_PROXY, publicUrl: env.PUBLIC_URL }),
  );
  api.route('/auth-config', authConfigRoutes(authConfigOf(googleSettings(env) !== null)));
  api.route('/account', account.routes);
  api.route('/usage', quotaRoutes(quota, signedIn));
  api.route('/notifications', notifications.routes);
  api.route('/billing', billing.routes);
  // Before /catalogues and /runs: only …/:id/export/:marketplace, each route signed in.
  api.route('/', marketplaceExports.routes);
  // Also before them: only …/regenerate of a run's shot or a catalogue's image.
  api.route('/', regenerations.routes);
  api.route('/catalogues', catalogues.routes);
  api.route('/library/backgrounds', backgroundLibrary.routes);
  api.route('/backgrounds', backgroundRoutes(backgrounds, backgroundLibrary.service, signedIn));
  api.route('/library/models', modelLibrary.routes);
  api.route('/models', modelRoutes(modelLibrary.service, signedIn));
  api.route('/batches', batches.routes);
  api.route('/api-keys', publicApi.keyRoutes);
  api.route('/v1', publicApi.v1);
  api.route(
    '/runs',
    runsRoutes({
      runs,
      storage: deps.storage,
      bus,
      signedIn,
      upgradeWebSocket,
      publicUrl: env.PUBLIC_URL,
      allowedOrigins: env.ALLOWED_ORIGINS,
      watch: notifications.runWatch,
      logger: deps.logger,
    }),
  );
  api.all('*', (c) => {
    const body: ApiErrorBody = {
      error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` },
    };
    return c.json(body, 404);
  });
  app.route('/api', api);

  if (deps.webDistDir) mountWebApp(app, deps.webDistDir);
  return Object.assign(app, {
    /** The HTTP server passes WebSocket upgrades (run progress) to the app through this. */
    injectWebSocket,
    /** On shutdown: 1001 'going away' makes pages fall back to polling until the server is back. */
    closeWebSockets() {
      for (const client of wss.clients) client.close(1001, 'server restarting');
    },
  });
}
