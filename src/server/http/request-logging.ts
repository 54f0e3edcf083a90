import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { Logger } from '../lib/logger.js';
import type { AppEnv } from './context.js';

const REQUEST_ID_PATTERN = /^[\w.-]{8,128}$/;

/**
 * Gives every request an id (a well-formed incoming X-Request-Id is kept, so a proxy's id
 * follows the request), a child logger that carries it, and one log line when it ends.
 */
export function requestLogging(logger: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header('X-Request-Id', requestId);
    const started = performance.now();
    await next();
    const status = c.res.status;
    const line = {
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - started),
    };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  });
}
