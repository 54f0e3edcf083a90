import { Hono, type MiddlewareHandler } from 'hono';
import { createShareSchema } from '../../../core/catalogue-shares.js';
import { zipFormatQuerySchema } from '../../../core/catalogues.js';
import { asSystem, asUser } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/context.js';
import { readJson } from '../../http/read-json.js';
import { sendStoredImage, sendZip } from '../../http/send-stored-file.js';
import { AppError } from '../../lib/errors.js';
import { currentUser } from '../auth/require-user.js';
import { renderSharePage, renderShareNotFound } from './catalogue-share-page.js';
import type { CatalogueShareService, OpenedShare } from './catalogue-share-service.js';

/**
 * /api/catalogues/:id/shares (the owner's, signed in): list, create and revoke the links of one
 * catalogue. Another user's catalogue or link answers 404 like a missing one.
 */
export function catalogueShareOwnerRoutes(
  shares: CatalogueShareService,
  signedIn: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .get('/catalogues/:id/shares', signedIn, async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await shares.list(currentUser(c).id, c.req.param('id')));
    })
    .post('/catalogues/:id/shares', signedIn, async (c) => {
      const input = await readJson(c, createShareSchema);
      return c.json(await shares.create(currentUser(c).id, c.req.param('id'), input), 201);
    })
    .delete('/catalogues/:id/shares/:shareId', signedIn, async (c) => {
      const { id, shareId } = c.req.param();
      await shares.revoke(currentUser(c).id, id, shareId);
      return c.body(null, 204);
    });
}

/** Every answer of a link, the errors and the 429s too, tells search engines to keep out. */
export const noindex: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('X-Robots-Tag', 'noindex');
  await next();
  c.header('X-Robots-Tag', 'noindex');
};

/**
 * The link behind the token, found across users (the one system path of links, decision 185),
 * then the work on its catalogue done in its owner's scope as the owner's own requests are.
 */
async function asOwnerOf<T>(
  shares: CatalogueShareService,
  token: string,
  work: (share: OpenedShare) => Promise<T>,
): Promise<T> {
  const share = await asSystem('share link lookup', () => shares.open(token));
  return asUser(share.userId, () => work(share));
}

/** /api/shares/:token/…: the shared catalogue's files, public and read-only. */
export function catalogueSharePublicRoutes(
  shares: CatalogueShareService,
  limit: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>()
    .use('*', noindex, limit)
    .get('/:token/zip', async (c) => {
      const { format } = zipFormatQuerySchema.parse(c.req.query());
      const { fileName, files } = await asOwnerOf(shares, c.req.param('token'), (share) =>
        shares.openZip(share, format),
      );
      return sendZip(c, fileName, files, 'shared catalogue');
    })
    .get('/:token/images/:imageId', async (c) => {
      const { token, imageId } = c.req.param();
      const image = await asOwnerOf(shares, token, (share) =>
        shares.openImage(share, imageId, 'image'),
      );
      return sendStoredImage(c, image, 'attachment', 'no-store');
    })
    .get('/:token/images/:imageId/preview', async (c) => {
      const { token, imageId } = c.req.param();
      const image = await asOwnerOf(shares, token, (share) =>
        shares.openImage(share, imageId, 'preview'),
      );
      return sendStoredImage(c, image, 'inline', 'no-store');
    });
}

/** /s/:token: the public page, HTML made here (decision 185); a dead link gets a 404 page. */
export function catalogueSharePageRoutes(
  shares: CatalogueShareService,
  limit: MiddlewareHandler<AppEnv>,
) {
  return new Hono<AppEnv>().use('*', noindex, limit).get('/:token', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.param('token');
    try {
      const view = await asOwnerOf(shares, token, (share) => shares.view(share));
      return c.html(renderSharePage(view, `${shares.origin}${c.req.path}`, shares.origin));
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        return c.html(renderShareNotFound(), 404);
      }
      throw error;
    }
  });
}
