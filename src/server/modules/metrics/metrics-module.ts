/**
 * Metrics for the operators' dashboards (issue #41, decision 247): one prom-client registry per
 * app with the process's default metrics (memory, CPU, event-loop lag), the HTTP middleware's
 * families, and the database's families read at each scrape.
 */
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { databaseMetrics } from './database-metrics.js';
import { httpMetrics } from './http-metrics.js';
import { createMetricsRepo } from './metrics-repo.js';
import { metricsRoutes } from './metrics-routes.js';

export function createMetricsModule(deps: {
  db: Database;
  token: string | undefined;
  logger: Logger;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const fromDatabase = databaseMetrics(registry, createMetricsRepo(deps.db), (read, error) =>
    deps.logger.warn({ err: error, read }, 'a metrics read failed'),
  );
  return {
    registry,
    middleware: httpMetrics(registry),
    routes: metricsRoutes({ token: deps.token, registry, refresh: fromDatabase.refresh }),
  };
}
