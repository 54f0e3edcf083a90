/**
 * My Catalogues (docs/product.md §6): paging, the URLs of a catalogue's files and the texts the
 * page shows. The request and response shapes themselves are in runs.ts.
 */
import { z } from 'zod';

export const CATALOGUE_PAGE_SIZE = 12;
export const CATALOGUE_PAGE_SIZE_MAX = 48;

/** GET /api/catalogues?page&pageSize: page from 1, pageSize 1..48 (default 12). */
export const cataloguePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(CATALOGUE_PAGE_SIZE_MAX)
    .default(CATALOGUE_PAGE_SIZE),
});
export type CataloguePageQuery = z.infer<typeof cataloguePageQuerySchema>;

export const CATALOGUES_API = '/api/catalogues';

export const catalogueUrls = {
  one: (catalogueId: string) => `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}`,
  zip: (catalogueId: string, format: ZipImageFormat = 'jpeg') =>
    `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/zip${zipFormatQuery(format)}`,
  image: (catalogueId: string, imageId: string) =>
    `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/images/${encodeURIComponent(imageId)}`,
  preview: (catalogueId: string, imageId: string) =>
    `${CATALOGUES_API}/${encodeURIComponent(catalogueId)}/images/${encodeURIComponent(imageId)}/preview`,
};

/**
 * What a downloaded zip holds (decision 240): high-quality JPEGs a phone carries (about 1 MB
 * each) unless the seller asks for the PNG originals (`?format=png`, 5 to 7 MB each).
 */
export const ZIP_IMAGE_FORMATS = ['jpeg', 'png'] as const;
export type ZipImageFormat = (typeof ZIP_IMAGE_FORMATS)[number];
export const zipFormatQuerySchema = z.object({
  format: z.enum(ZIP_IMAGE_FORMATS).default('jpeg'),
});

/** The query a zip link carries: nothing for the default JPEGs. */
export const zipFormatQuery = (format: ZipImageFormat) => (format === 'png' ? '?format=png' : '');

/** File name of an image inside the catalogue zip: 01_standing-front.jpg (order from 1). */
export function zipEntryName(
  position: number,
  shotId: string,
  format: ZipImageFormat = 'png',
): string {
  const safe = shotId.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
  return `${String(position).padStart(2, '0')}_${safe}.${format === 'png' ? 'png' : 'jpg'}`;
}

/** Whether a catalogue shows as Ready / Completed (docs/product.md §5); any other status is Processing. */
export const isCatalogueReady = (status: string) => status === 'completed';

export const CATALOGUE_TEXTS = {
  notFound: 'Catalogue not found',
  imageNotFound: 'Image not found',
  runNotFound: 'Generation not found',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to load catalogues. Please try again.',
  deleted: 'Catalogue Deleted',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Failed to delete catalogue. Please try again.',
  downloadStarted: 'Download Started',
  noImagesTitle: 'No Images',
  noImages: "This catalogue doesn't have any images to download.",
  renamed: 'Catalogue Renamed',
  renameFailedTitle: 'Rename Failed',
  emptyTitle: 'No catalogues yet',
  emptyText: 'Save a generated catalogue and it will wait for you here, ready to download.',
} as const;
