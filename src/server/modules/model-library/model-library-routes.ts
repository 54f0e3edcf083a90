import { Readable } from 'node:stream';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { currentUser } from '../auth/require-user.js';
import type { ModelLibraryService } from './model-library-service.js';

/**
 * /api/library/models (endpoint list in src/core/model-library.ts): the signed-in user's Models
 * Library. The user id always comes from the session.
 */
export function modelLibraryRoutes(
  library: ModelLibraryService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  const userId = (c: Context<AppEnv>) => currentUser(c).id;
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await library.library(userId(c)));
    })
    .post('/', async (c) => {
      const body = await readJson(c, z.unknown());
      return c.json(await library.create(userId(c), body, c.req.raw.signal), 201);
    })
    .delete('/:id', async (c) => {
      await library.remove(userId(c), c.req.param('id'));
      return c.body(null, 204);
    })
    .put('/:id/favorite', async (c) => {
      await library.setFavorite(userId(c), c.req.param('id'), true);
      return c.body(null, 204);
    })
    .delete('/:id/favorite', async (c) => {
      await library.setFavorite(userId(c), c.req.param('id'), false);
      return c.body(null, 204);
    })
    .get('/:id/portrait', async (c) => {
      const portrait = await library.openPortrait(userId(c), c.req.param('id'));
      c.header('Content-Type', 'image/png');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cache-Control', 'private, max-age=3600');
      if (Buffer.isBuffer(portrait)) {
        c.header('Content-Length', String(portrait.length));
        return c.body(new Uint8Array(portrait));
      }
      c.header('Content-Length', String(portrait.size));
      return c.body(Readable.toWeb(portrait.stream) as ReadableStream);
    });
}
