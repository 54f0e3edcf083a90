/**
 * The Hono app: middleware, every module's routes under /api, and the built web app.
 * Built from its dependencies so tests can make one on a test database.
 */
import { createNodeWebSocket } from '@hono/node-ws';
import { Hono } from 'hono';
import { createCoreServices } from './compose.js';
import { createHttpModules } from './compose-http.js';
import type { AppDependencies } from './app-dependencies.js';
import type { AppEnv } from './http/context.js';
import { toErrorResponse } from './http/error-handler.js';
import { originCheck } from './http/origin-check.js';
import { trackDatabaseFaults } from './db/request-database-faults.js';
import { requestLogging } from './http/request-logging.js';
import { securityHeaders } from './http/security-headers.js';
import { compression } from './http/compression.js';
import { mountWebApp } from './http/web-app.js';
import { isAdminPath } from '../core/paths.js';
import { createAuthActions } from './modules/auth/auth-actions.js';
import { AUTH_BASE_PATH } from './modules/auth/auth-emails.js';
import { authConfigOf, authConfigRoutes, authRoutes } from './modules/auth/auth-routes.js';
import { googleSettings } from './modules/auth/google-provider.js';
import { healthRoutes } from './modules/health/health-routes.js';
import { createMetricsModule } from './modules/metrics/metrics-module.js';
import { requireUser } from './modules/auth/require-user.js';
import { quotaRoutes } from './modules/quota/quota-routes.js';
import { backgroundRoutes, modelRoutes } from './modules/runs/options-routes.js';
import { AppError } from './lib/errors.js';
import { keyed } from '../core/server-messages.js';

export function createApp(deps: AppDependencies) {
  const { env } = deps;
  const app = new Hono<AppEnv>();
  const { upgradeWebSocket, injectWebSocket, wss } = createNodeWebSocket({ app });
  // Outermost: a request's record of lost database connections (decision 174).
  app.use('*', (_c, next) => trackDatabaseFaults(next));
  app.use('*', requestLogging(deps.logger));
  // Requests counted and timed by route pattern for GET /metrics (decision 247).
  const metrics = createMetricsModule({
    db: deps.database.db,
    token: env.METRICS_TOKEN,
    logger: deps.logger,
  });
  app.use('*', metrics.middleware);
  app.use('*', securityHeaders({ allowRazorpayCheckout: deps.payments.kind === 'razorpay' }));
  app.use('*', compression());
  app.onError(toErrorResponse);

  const authActions = createAuthActions(deps.auth, env.PUBLIC_URL);
  const signedIn = requireUser(authActions.readSession);
  const core =
    deps.core ??
    createCoreServices({
      env,
      logger: deps.logger,
      database: deps.database,
      storage: deps.storage,
      mailer: deps.mailer,
      secret: deps.secret,
      sendWebhook: deps.generation.sendWebhook,
      notify: deps.notify,
      isAllowedAddress: deps.publicApi?.isAllowedAddress,
    });
  const {
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
  } = createHttpModules(deps, core, { signedIn, authActions, upgradeWebSocket });
  const { quota, notifications } = core;

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
  // The public config also says whether shots show a person, for the landing and create pages,
  // and about how long a catalogue takes, for the generation modal.
  api.route(
    '/auth-config',
    authConfigRoutes(
      authConfigOf(googleSettings(env) !== null, deps.generation.engine.capabilities),
    ),
  );
  api.route('/account', account.routes);
  api.route('/usage', quotaRoutes(quota, signedIn));
  api.route('/notifications', notifications.routes);
  api.route('/billing', billing.routes);
  // Before /catalogues and /runs: only …/:id/export/:marketplace, each route signed in.
  api.route('/', marketplaceExports.routes);
  // Also before them: only …/regenerate of a run's shot or a catalogue's image.
  api.route('/', regenerations.routes);
  // Also before them: only …/report(s) of a run's shot or a catalogue's image (decision 263).
  api.route('/', shotReports.routes);
  // Also before them: only …/:id/shares of a catalogue, each route signed in (decision 185).
  api.route('/', catalogueShares.ownerRoutes);
  // Also before them: only …/:id/listing of a catalogue, each route signed in (issue #39).
  api.route('/', listings.routes);
  api.route('/catalogues', catalogues.routes);
  api.route('/shares', catalogueShares.publicRoutes);
  api.route('/library/backgrounds', backgroundLibrary.routes);
  api.route(
    '/backgrounds',
    backgroundRoutes(deps.generation.backgrounds, backgroundLibrary.service, signedIn),
  );
  api.route('/library/models', modelLibrary.routes);
  api.route('/models', modelRoutes(modelLibrary.service, signedIn));
  api.route('/batches', batches.routes);
  api.route('/api-keys', publicApi.keyRoutes);
  api.route('/v1', publicApi.v1);
  api.route('/runs', runs.routes);
  // Operators only; everyone else gets this catch-all's 404 (decision 249).
  api.route('/admin', admin.routes);
  api.all('*', (c) => {
    const answer = new AppError('NOT_FOUND', keyed('noApiRoute', c.req.method, c.req.path));
    return c.json(answer.toBody(), 404);
  });
  app.route('/api', api);
  // Prometheus' scrape: 404 unless METRICS_TOKEN is set, 401 without it (decision 247).
  app.route('/metrics', metrics.routes);
  // A share link's public page: HTML made by the server, before the web app (decision 185).
  app.route('/s', catalogueShares.pageRoutes);

  if (deps.webDistDir)
    mountWebApp(app, deps.webDistDir, {
      // The console's pages are a 404 to everyone but an operator (decision 249).
      isHidden: async (urlPath, headers) =>
        isAdminPath(urlPath) && (await admin.isOperator(headers)) === null,
    });
  return Object.assign(app, {
    /** The HTTP server passes WebSocket upgrades (run progress) to the app through this. */
    injectWebSocket,
    /** On shutdown: 1001 'going away' makes pages fall back to polling until the server is back. */
    closeWebSockets() {
      for (const client of wss.clients) client.close(1001, 'server restarting');
    },
  });
}
