/**
 * A worker process's own metrics (decision 270): its memory, CPU, handles and event-loop lag,
 * at GET /metrics on WORKER_METRICS_PORT behind the same METRICS_TOKEN as the server's. Only the
 * process's families: what the worker does (runs, shots, vendor requests, the queue) is in the
 * database and read once by the server's /metrics, so summing targets never counts it twice.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { collectDefaultMetrics, Registry } from 'prom-client';
import type { AppEnv } from '../../http/context.js';
import { metricsRoutes } from './metrics-routes.js';
import { AppError } from '../../lib/errors.js';
import { keyed } from '../../../core/server-messages.js';

export interface WorkerMetricsServer {
  /** The port it listens on (the one asked for, or the system's choice for 0). */
  port: number;
  close(): Promise<void>;
}

export async function serveWorkerMetrics(options: {
  hostname: string;
  port: number;
  token: string;
}): Promise<WorkerMetricsServer> {
  const registry = new Registry();
  // A label the server's families do not carry: dashboards tell worker from server by it.
  registry.setDefaultLabels({ process: 'worker' });
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const app = new Hono<AppEnv>()
    .route('/metrics', metricsRoutes({ token: options.token, registry, refresh: async () => {} }))
    .notFound((c) => c.json(new AppError('NOT_FOUND', keyed('notFound')).toBody(), 404));
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve(
      { fetch: app.fetch, hostname: options.hostname, port: options.port },
      () => resolve(started),
    );
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}
