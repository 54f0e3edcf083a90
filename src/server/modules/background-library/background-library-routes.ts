import { Readable } from 'node:stream';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { currentUser } from '../auth/require-user.js';
import type {
  BackgroundLibraryService,
  StoredBackgroundFile,
} from './background-library-service.js';

/** A stored image of the user's own: the right type, never sniffed, cached privately. */
function sendFile(c: Context<AppEnv>, file: StoredBackgroundFile) {
  c.header('Content-Type', file.contentType);
  c.header('Content-Length', String(file.size));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Cache-Control', 'private, max-age=3600');
  return c.body(Readable.toWeb(file.stream) as ReadableStream);
}

/**
 * /api/library/backgrounds (endpoint list in src/core/background-library.ts): the signed-in
 * user's Backgrounds Library. The user id always comes from the session.
 */
export function backgroundLibraryRoutes(
  library: BackgroundLibraryService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  const userId = (c: Context<AppEnv>) => currentUser(c).id;
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await library.library(userId(c)));
    })
    .post('/generate', async (c) => {
      const body = await readJson(c, z.unknown());
      return c.json(await library.generate(userId(c), body, c.req.raw.signal), 201);
    })
    .get('/prompts', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await library.prompts(userId(c)));
    })
    .post('/prompts', async (c) => {
      const body = await readJson(c, z.unknown());
      return c.json(await library.savePrompt(userId(c), body), 201);
    })
    .delete('/prompts/:id', async (c) => {
      await library.deletePrompt(userId(c), c.req.param('id'));
      return c.body(null, 204);
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
    .get('/:id/thumbnail', async (c) =>
      sendFile(c, await library.openFile(userId(c), c.req.param('id'), 'thumbnail')),
    )
    .get('/:id/image', async (c) =>
      sendFile(c, await library.openFile(userId(c), c.req.param('id'), 'image')),
    );
}
