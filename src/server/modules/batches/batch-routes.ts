/**
 * /api/batches (endpoint list in src/core/batch.ts): the signed-in user's batches. The user id
 * always comes from the session; another user's ids answer 404 like missing ones.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { zipFormatQuerySchema } from '../../../core/catalogues.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { sendZip } from '../../http/send-stored-file.js';
import {
  chooseLanguage,
  cookieLanguage,
  type AccountLanguageReader,
} from '../../i18n/request-language.js';
import { currentUser } from '../auth/require-user.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import { readGarmentUploads } from '../generation/read-garment-uploads.js';
import type { MarketplaceExportService } from '../marketplace-exports/marketplace-export-service.js';
import { batchFileStem, batchZipName } from './batch-zip-name.js';
import type { BatchService } from './batch-service.js';
import { batchZipFiles, productFolders } from './batch-zip.js';

export function batchRoutes(
  batches: BatchService,
  catalogues: Pick<CatalogueService, 'openZip'>,
  exports: Pick<MarketplaceExportService, 'forBatch'>,
  signedIn: MiddlewareHandler<AppEnv>,
  /** The account's language, which names a new batch (decision 202). */
  accountLanguage: AccountLanguageReader = async () => null,
) {
  return new Hono<AppEnv>()
    .use('*', signedIn)
    .post('/', async (c) => {
      const body = await readJson(c, z.unknown());
      const userId = currentUser(c).id;
      const language = chooseLanguage(
        await accountLanguage(userId),
        cookieLanguage(c.req.header('cookie')),
      );
      const { batch, created } = await batches.create(userId, body, language);
      return c.json(batch, created ? 201 : 200);
    })
    .get('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await batches.list(currentUser(c).id));
    })
    .get('/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await batches.get(currentUser(c).id, c.req.param('id')));
    })
    .put('/:id/items/:itemId/photos', async (c) => {
      const userId = currentUser(c).id;
      const { id, itemId } = c.req.param();
      // Ownership first: another user's ids answer 404 before their photos are read.
      await batches.get(userId, id);
      const upload = await readGarmentUploads(c.req.raw);
      return c.json(await batches.uploadPhotos(userId, id, itemId, upload.files));
    })
    .post('/:id/items/:itemId/retry', async (c) => {
      const { id, itemId } = c.req.param();
      return c.json(await batches.retry(currentUser(c).id, id, itemId));
    })
    .post('/:id/stop', async (c) =>
      c.json(await batches.stop(currentUser(c).id, c.req.param('id'))),
    )
    .get('/:id/zip', async (c) => {
      const userId = currentUser(c).id;
      const { format } = zipFormatQuerySchema.parse(c.req.query());
      const { name, items } = await batches.forZip(userId, c.req.param('id'));
      const files = batchZipFiles(userId, items, catalogues, format);
      return sendZip(c, batchZipName(name), files, 'batch');
    })
    .get('/:id/export/:marketplace', async (c) => {
      const userId = currentUser(c).id;
      const { id, marketplace } = c.req.param();
      const { name, items } = await batches.forZip(userId, id);
      const folders = productFolders(items);
      const products = items.flatMap((item) =>
        item.catalogueId ? [{ catalogueId: item.catalogueId, folder: folders.get(item.id)! }] : [],
      );
      const answer = exports.forBatch(userId, { sku: batchFileStem(name), products }, marketplace);
      return sendZip(c, answer.fileName, answer.entries, 'batch export');
    });
}
