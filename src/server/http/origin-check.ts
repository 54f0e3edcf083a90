import { createMiddleware } from 'hono/factory';
import { keyed } from '../../core/server-messages.js';
import { AppError } from '../lib/errors.js';
import type { AppEnv } from './context.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that another site's page sent (docs/decisions/031): an Origin
 * header that is not one of the app's own, or, with no Origin, a browser's Sec-Fetch-Site:
 * cross-site. The message names the address to use, as the page may simply be open at another
 * name of this machine.
 * Requests with neither (scripts, API clients) pass; cookies are SameSite=Lax on top of this.
 * better-auth checks its own routes (trustedOrigins), so /api/auth is skipped here.
 */
export function originCheck(
  site: { publicUrl: string; allowedOrigins: readonly string[] },
  options: { skipPrefix: string },
) {
  const allowed = new Set(site.allowedOrigins);
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || c.req.path.startsWith(options.skipPrefix))
      return next();
    const origin = c.req.header('origin');
    const foreign = origin ? !allowed.has(origin) : c.req.header('sec-fetch-site') === 'cross-site';
    if (foreign) {
      const message = origin
        ? keyed('wrongAddress', origin, site.publicUrl)
        : keyed('foreignOrigin');
      return c.json(new AppError('FORBIDDEN', message).toBody(), 403);
    }
    return next();
  });
}
