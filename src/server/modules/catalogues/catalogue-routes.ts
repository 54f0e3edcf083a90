import { Hono, type MiddlewareHandler } from 'hono';
import { cataloguePageQuerySchema, zipFormatQuerySchema } from '../../../core/catalogues.js';
import { renameCatalogueSchema, saveCatalogueSchema } from '../../../core/run-schemas.js';
import type { CataloguePage } from '../../../core/runs.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { currentUser } from '../auth/require-user.js';
import { sendStoredImage, sendZip } from '../../http/send-stored-file.js';
import type { CatalogueService } from './catalogue-service.js';

/** A page kept in memory is the same object on every hit (decision 117): its JSON is made once. */
const serialized = new WeakMap<CataloguePage, string>();
function pageJson(page: CataloguePage): string {
  let json = serialized.get(page);
  if (json === undefined) {
    json = JSON.stringify(page);
    serialized.set(page, json);
  }
  return json;
}

/**
 * /api/catalogues (endpoint list in src/core/runs.ts): the signed-in user's saved catalogues.
 * The user id always comes from the session; another user's ids answer 404 like missing ones.
 */
export function catalogueRoutes(catalogues: CatalogueService, signedIn: MiddlewareHandler<AppEnv>) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .post('/', async (c) => {
      const input = await readJson(c, saveCatalogueSchema);
      return c.json(await catalogues.save(currentUser(c).id, input), 201);
    })
    .get('/', async (c) => {
      const query = cataloguePageQuerySchema.parse(c.req.query());
      c.header('Cache-Control', 'no-store');
      const page = await catalogues.list(currentUser(c).id, query);
      return c.body(pageJson(page), 200, { 'Content-Type': 'application/json' });
    })
    .get('/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await catalogues.get(currentUser(c).id, c.req.param('id')));
    })
    .patch('/:id', async (c) => {
      const { name } = await readJson(c, renameCatalogueSchema);
      return c.json(await catalogues.rename(currentUser(c).id, c.req.param('id'), name));
    })
    .delete('/:id', async (c) => {
      await catalogues.remove(currentUser(c).id, c.req.param('id'));
      return c.body(null, 204);
    })
    .get('/:id/zip', async (c) => {
      const { format } = zipFormatQuerySchema.parse(c.req.query());
      const userId = currentUser(c).id;
      const { fileName, files } = await catalogues.openZip(userId, c.req.param('id'), format);
      return sendZip(c, fileName, files, 'catalogue');
    })
    .get('/:id/images/:imageId', async (c) => {
      const { id, imageId } = c.req.param();
      const image = await catalogues.openImage(currentUser(c).id, id, imageId, 'image');
      return sendStoredImage(c, image, 'attachment', 'private');
    })
    .get('/:id/images/:imageId/preview', async (c) => {
      const { id, imageId } = c.req.param();
      const image = await catalogues.openImage(currentUser(c).id, id, imageId, 'preview');
      return sendStoredImage(c, image, 'inline', 'private');
    });
}
