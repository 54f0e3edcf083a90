/**
 * 'Download for…' (issue 13): the marketplaces a catalogue can be exported for, their labels,
 * the export URLs and the file names sellers upload (`SKU_1.jpg` …). The image rules of each
 * marketplace are the server's (src/server/engines/exports/marketplace-presets.ts) and are
 * written down with their sources in docs/marketplaces.md.
 */
import { z } from 'zod';

export const MARKETPLACE_IDS = [
  'original',
  'amazon',
  'flipkart',
  'myntra',
  'ajio',
  'meesho',
  'shopify',
  'instagram',
] as const;
export type MarketplaceId = (typeof MARKETPLACE_IDS)[number];
/** Every marketplace but 'original', which is the stored PNGs as they are. */
export type MarketplacePresetId = Exclude<MarketplaceId, 'original'>;

export const marketplaceIdSchema = z.enum(MARKETPLACE_IDS);

export const MARKETPLACE_LABELS: Record<MarketplaceId, string> = {
  original: 'Original',
  amazon: 'Amazon',
  flipkart: 'Flipkart',
  myntra: 'Myntra',
  ajio: 'Ajio',
  meesho: 'Meesho',
  shopify: 'Shopify',
  instagram: 'Instagram',
};

export const exportUrls = {
  catalogue: (catalogueId: string, marketplace: MarketplaceId) =>
    `/api/catalogues/${encodeURIComponent(catalogueId)}/export/${marketplace}`,
  run: (runId: string, marketplace: MarketplaceId) =>
    `/api/runs/${encodeURIComponent(runId)}/export/${marketplace}`,
};

/**
 * The SKU the files are named after: the catalogue's name as a slug (letters, digits, '-'),
 * or a name from the run's id while it is not saved.
 */
export function exportSku(catalogueName: string | null, runId: string): string {
  const slug = (catalogueName ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || `catalogue-${runId.slice(0, 8)}`;
}

/** `SKU_1.jpg`, `SKU_2.jpg` …: position from 1, in upload order. */
export const exportEntryName = (sku: string, position: number, extension: 'jpg' | 'png') =>
  `${sku}_${position}.${extension}`;

/** The zip's name: `SKU_amazon.zip`. */
export const exportZipName = (sku: string, marketplace: MarketplaceId) =>
  `${sku}_${marketplace}.zip`;
