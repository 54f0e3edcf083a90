/**
 * GET /metrics in Prometheus' text format (decision 247), for a scraper holding METRICS_TOKEN as
 * a bearer token. Without a configured token the route answers 404, as a path that is not there;
 * a missing or wrong token answers 401. Never public.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { Registry } from 'prom-client';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';
import { keyed } from '../../../core/server-messages.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares the presented token in constant time (their SHA-256s, so lengths never show). */
export function tokenMatches(expected: string, header: string | undefined): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

export function metricsRoutes(options: {
  token: string | undefined;
  registry: Registry;
  /** Reads what every process wrote to the database (database-metrics.ts). */
  refresh(): Promise<void>;
}) {
  return new Hono<AppEnv>().get('/', async (c) => {
    if (!options.token) return c.json(new AppError('NOT_FOUND', keyed('notFound')).toBody(), 404);
    if (!tokenMatches(options.token, c.req.header('Authorization'))) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(new AppError('UNAUTHENTICATED', keyed('metricsTokenNeeded')).toBody(), 401);
    }
    await options.refresh();
    c.header('Cache-Control', 'no-store');
    return c.body(await options.registry.metrics(), 200, {
      'Content-Type': options.registry.contentType,
    });
  });
}
