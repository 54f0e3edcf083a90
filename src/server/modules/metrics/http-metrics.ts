/**
 * HTTP requests for /metrics (decision 247): counted and timed by method, route pattern and status.
 * The route is the pattern that answered (`/api/runs/:id`), never the path itself, so ids and
 * tokens never become label values and the number of series stays bounded.
 */
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { Counter, Histogram, type Registry } from 'prom-client';
import type { AppEnv } from '../../http/context.js';

/** Seconds: from a cached read (a few ms) to an upload of photos (tens of seconds). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function httpMetrics(registry: Registry) {
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until its headers), by method, route pattern and status.',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      // The handler or middleware that answered: its pattern (a 404 is the catch-all's).
      const route = matchedRoutes(c)[c.req.routeIndex]?.path ?? 'unmatched';
      if (route !== '/metrics') {
        const labels = { method: c.req.method, route, status: String(c.res.status) };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      }
    }
  });
}
