/**
 * /api/notifications: the unsubscribe link's endpoint, open without signing in (the signed
 * token is the authority). The web page /unsubscribe posts `{ token }` as JSON; a mail client's
 * RFC 8058 one-click posts the form `List-Unsubscribe=One-Click` to the address in the
 * List-Unsubscribe header, which carries the token in its query.
 */
import { Hono } from 'hono';
import { unsubscribeRequestSchema } from '../../../core/notifications.js';
import { paths } from '../../../core/paths.js';
import type { AppEnv } from '../../http/context.js';
import { asSystem } from '../../db/tenant-scope.js';
import { AppError } from '../../lib/errors.js';
import type { NotificationsService } from './notifications-service.js';
import { keyed } from '../../../core/server-messages.js';

async function tokenOf(request: Request, queryToken: string | undefined): Promise<string> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/json')) {
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw new AppError('BAD_REQUEST', keyed('bodyNotJson'));
    }
    return unsubscribeRequestSchema.parse(body).token;
  }
  if (!queryToken) throw new AppError('BAD_REQUEST', keyed('unsubscribeMissing'));
  return unsubscribeRequestSchema.parse({ token: queryToken }).token;
}

export function notificationRoutes(notifications: Pick<NotificationsService, 'unsubscribe'>) {
  return (
    new Hono<AppEnv>()
      .post('/unsubscribe', async (c) => {
        const token = await tokenOf(c.req.raw, c.req.query('token'));
        // No session: the signed token names the user (checked inside; decision 171).
        return c.json(await asSystem('unsubscribe link', () => notifications.unsubscribe(token)));
      })
      // A mail client that opens the List-Unsubscribe address in a browser lands on the page,
      // which asks before anything changes (a GET never turns a switch off).
      .get('/unsubscribe', (c) => {
        const token = c.req.query('token') ?? '';
        return c.redirect(`${paths.unsubscribe}?token=${encodeURIComponent(token)}`, 303);
      })
  );
}
