/**
 * The rules of share links (issue 28, decision 185): the owner of a catalogue makes a link with
 * an unguessable token (32 random bytes, base64url), optionally expiring in 7 or 30 days, lists
 * and revokes them. A link opens the catalogue's name and images read-only; a revoked, expired
 * or unknown link answers 404 exactly alike. Another user's catalogue answers 404 as a missing one.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { ZipImageFormat } from '../../../core/catalogues.js';
import {
  SHARE_EXPIRY_DAYS,
  SHARE_TOKEN_PATTERN,
  shareUrls,
  type CatalogueShareView,
  type CreateShareInput,
  type SharedCatalogueView,
} from '../../../core/catalogue-shares.js';
import { notFound } from '../../lib/errors.js';
import type { CatalogueService } from '../catalogues/catalogue-service.js';
import type { CatalogueShareRepo, CatalogueShareRow } from './catalogue-share-repo.js';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** A link that opens: whose catalogue it is, for reading it in its owner's scope. */
export interface OpenedShare {
  token: string;
  userId: string;
  catalogueId: string;
}

export interface CatalogueShareServiceDependencies {
  repo: CatalogueShareRepo;
  catalogues: Pick<CatalogueService, 'get' | 'openImage' | 'openZip'>;
  /** PUBLIC_URL: links are absolute, to be sent as they are. */
  publicUrl: string;
  now?: () => Date;
}

export const newShareToken = () => randomBytes(32).toString('base64url');

export function createCatalogueShareService({
  repo,
  catalogues,
  publicUrl,
  now = () => new Date(),
}: CatalogueShareServiceDependencies) {
  const origin = publicUrl.replace(/\/+$/, '');
  const toView = (row: CatalogueShareRow): CatalogueShareView => ({
    id: row.id,
    url: `${origin}${shareUrls.page(row.token)}`,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  });
  const isLive = (row: CatalogueShareRow) =>
    row.expiresAt === null || row.expiresAt.getTime() > now().getTime();

  return {
    origin,

    /** POST /api/catalogues/:id/shares: the owner's new link (404 for anyone else). */
    async create(
      userId: string,
      catalogueId: string,
      input: CreateShareInput,
    ): Promise<CatalogueShareView> {
      await catalogues.get(userId, catalogueId);
      const days = SHARE_EXPIRY_DAYS[input.expiresIn];
      const expiresAt = days === null ? null : new Date(now().getTime() + days * 86_400_000);
      return toView(await repo.insert({ userId, catalogueId, token: newShareToken(), expiresAt }));
    },

    /** GET /api/catalogues/:id/shares: the links that still open, newest first. */
    async list(userId: string, catalogueId: string): Promise<CatalogueShareView[]> {
      await catalogues.get(userId, catalogueId);
      return (await repo.listForCatalogue(userId, catalogueId)).filter(isLive).map(toView);
    },

    /** DELETE /api/catalogues/:id/shares/:shareId: the link stops opening at once. */
    async revoke(userId: string, catalogueId: string, shareId: string): Promise<void> {
      await catalogues.get(userId, catalogueId);
      if (!isUuid(shareId) || !(await repo.delete(userId, catalogueId, shareId)))
        throw notFound('shareNotFound');
    },

    /** The link behind a token, or 404 when it is malformed, unknown, revoked or expired. */
    async open(token: string): Promise<OpenedShare> {
      const row = SHARE_TOKEN_PATTERN.test(token) ? await repo.findByToken(token) : null;
      if (!row || !isLive(row)) throw notFound('shareNotFound');
      return { token: row.token, userId: row.userId, catalogueId: row.catalogueId };
    },

    /** The public page's data: the name and the images, with URLs through the token. */
    async view(share: OpenedShare): Promise<SharedCatalogueView> {
      const catalogue = await catalogues.get(share.userId, share.catalogueId);
      return {
        name: catalogue.name,
        zipUrl: shareUrls.zip(share.token),
        images: catalogue.images.map((image) => ({
          id: image.id,
          poseName: image.poseName,
          width: image.width,
          height: image.height,
          imageUrl: shareUrls.image(share.token, image.id),
          previewUrl: shareUrls.preview(share.token, image.id),
          madeByAi: image.madeByAi,
        })),
      };
    },

    /** One image of the shared catalogue; an image of any other catalogue answers 404. */
    async openImage(share: OpenedShare, imageId: string, kind: 'image' | 'preview') {
      return catalogues.openImage(share.userId, share.catalogueId, imageId, kind);
    },

    async openZip(share: OpenedShare, format: ZipImageFormat) {
      return catalogues.openZip(share.userId, share.catalogueId, format);
    },
  };
}

export type CatalogueShareService = ReturnType<typeof createCatalogueShareService>;
