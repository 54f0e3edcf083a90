/**
 * The Hono app: middleware, every module's routes under /api, and the built web app.
 * Built from its dependencies so tests can make one on a test database.
 */
import { Hono } from 'hono';
import type { ApiErrorBody } from '../core/errors.js';
import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { AppEnv } from './http/context.js';
import { toErrorResponse } from './http/error-handler.js';
import { requestLogging } from './http/request-logging.js';
import { securityHeaders } from './http/security-headers.js';
import { mountWebApp } from './http/web-app.js';
import type { Logger } from './lib/logger.js';
import { healthRoutes } from './modules/health/health-routes.js';

export interface AppDependencies {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
  /** Folder of the built web app; omit to serve the API only. */
  webDistDir?: string;
}

export function createApp(deps: AppDependencies) {
  const app = new Hono<AppEnv>();
  app.use('*', requestLogging(deps.logger));
  app.use('*', securityHeaders());
  app.onError(toErrorResponse);

  const api = new Hono<AppEnv>();
  api.route('/health', healthRoutes(deps.database));
  api.all('*', (c) => {
    const body: ApiErrorBody = {
      error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}` },
    };
    return c.json(body, 404);
  });
  app.route('/api', api);

  if (deps.webDistDir) mountWebApp(app, deps.webDistDir);
  return app;
}
