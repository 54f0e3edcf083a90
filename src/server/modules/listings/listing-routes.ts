import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import type { ListingService } from './listing-service.js';
import { keyed } from '../../../core/server-messages.js';

/** The body as JSON; its shape is checked by the service against the catalogue's columns. */
async function jsonBody(c: { req: { json(): Promise<unknown> } }): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new AppError('BAD_REQUEST', keyed('bodyNotJson'));
  }
}

/**
 * /api/catalogues/:id/listing (mounted at /api, before /catalogues): the signed-in seller's
 * listing draft of one catalogue. The user id always comes from the session.
 */
export function listingRoutes(listings: ListingService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .get('/catalogues/:id/listing', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await listings.get(currentUser(c).id, c.req.param('id')));
    })
    .put('/catalogues/:id/listing', signedIn, async (c) => {
      const body = await jsonBody(c);
      return c.json(await listings.save(currentUser(c).id, c.req.param('id'), body));
    })
    .post('/catalogues/:id/listing/refill', signedIn, async (c) =>
      c.json(await listings.refill(currentUser(c).id, c.req.param('id'))),
    );
}
