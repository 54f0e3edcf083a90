import { createMiddleware } from 'hono/factory';
import { ACCOUNT_TEXTS } from '../../core/account.js';
import type { ApiErrorBody } from '../../core/errors.js';
import type { AppEnv } from './context.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests that another site's page sent (docs/decisions/031): an Origin
 * header that is not the app's own, or, with no Origin, a browser's Sec-Fetch-Site: cross-site.
 * Requests with neither (scripts, API clients) pass; cookies are SameSite=Lax on top of this.
 * better-auth checks its own routes (trustedOrigins), so /api/auth is skipped here.
 */
export function originCheck(publicUrl: string, options: { skipPrefix: string }) {
  const ownOrigin = new URL(publicUrl).origin;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method) || c.req.path.startsWith(options.skipPrefix))
      return next();
    const origin = c.req.header('origin');
    const foreign = origin ? origin !== ownOrigin : c.req.header('sec-fetch-site') === 'cross-site';
    if (foreign) {
      const body: ApiErrorBody = {
        error: { code: 'FORBIDDEN', message: ACCOUNT_TEXTS.foreignOrigin },
      };
      return c.json(body, 403);
    }
    return next();
  });
}
