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

/**
 * `SKU_1_product.jpg`, `SKU_2_standing-front.jpg` …: position from 1, in upload order, then what
 * the image shows (the shot's id, as the catalogue zip names it), so a seller can tell the files
 * apart without opening them. The SKU and number still lead, as vendor guidelines ask.
 */
export const exportEntryName = (
  sku: string,
  position: number,
  extension: 'jpg' | 'png',
  shows: string,
) => {
  const label = shows.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'image';
  return `${sku}_${position}_${label}.${extension}`;
};

/** What the extra first image of a marketplace export shows: the garment alone. */
export const EXPORT_PRODUCT_LABEL = 'product';

/** The zip's name: `SKU_amazon.zip`. */
export const exportZipName = (sku: string, marketplace: MarketplaceId) =>
  `${sku}_${marketplace}.zip`;

/**
 * Rules that depend on what the images show (docs/marketplaces.md): the views a marketplace asks
 * for, and the kinds of shot it does not take as the first image. A catalogue's shots are known
 * by their ids (src/core/shots.ts and the AI poses), so the export can follow the rules and say
 * what is missing without looking at pixels.
 */
export const CATALOGUE_VIEWS = ['front', 'side', 'back'] as const;
export type CatalogueView = (typeof CATALOGUE_VIEWS)[number];

/** The views each marketplace asks for, per its apparel image guidelines. */
export const REQUIRED_VIEWS: Partial<Record<MarketplaceId, readonly CatalogueView[]>> = {
  myntra: ['front', 'side', 'back'],
  ajio: ['front', 'side', 'back'],
};

/** Marketplaces whose first image may not be a mannequin, ghost mannequin or hanger shot. */
export const NO_MANNEQUIN_FIRST: readonly MarketplaceId[] = ['ajio'];

const SHOT_VIEWS: Record<string, CatalogueView> = {
  'standing-front': 'front',
  smiling: 'front',
  front: 'front',
  'front-close-up': 'front',
  'ghost-mannequin': 'front',
  'on-a-hanger': 'front',
  'standing-right': 'side',
  side: 'side',
  'back-view': 'back',
  back: 'back',
};

/** The view a shot shows, by its id; null for one that shows none of them (a flat lay, a detail). */
export function shotView(shotId: string): CatalogueView | null {
  const known = SHOT_VIEWS[shotId];
  if (known) return known;
  if (/(^|-)back(-|$)/.test(shotId)) return 'back';
  if (/(^|-)(side|right|left|profile)(-|$)/.test(shotId)) return 'side';
  if (/(^|-)front(-|$)/.test(shotId)) return 'front';
  return null;
}

/** A shot on a mannequin, ghost mannequin or hanger (also the first studio engine's stand-ins). */
export function isMannequinShot(shotId: string): boolean {
  return /mannequin|ghost|hanger/.test(shotId) || shotId === 'angled' || shotId === 'lifestyle';
}

/** The views a marketplace asks for that none of the shots shows, in front, side, back order. */
export function missingViews(marketplace: MarketplaceId, shotIds: readonly string[]) {
  const shown = new Set(shotIds.map(shotView));
  return (REQUIRED_VIEWS[marketplace] ?? []).filter((view) => !shown.has(view));
}

/**
 * The order the shots go in for a marketplace, as indexes into `shotIds`: the catalogue's own,
 * except that where the first image may not be a mannequin shot, the first shot that is not one
 * moves to the front (the rest keep their order).
 */
export function exportShotOrder(marketplace: MarketplaceId, shotIds: readonly string[]): number[] {
  const order = shotIds.map((_, index) => index);
  if (!NO_MANNEQUIN_FIRST.includes(marketplace) || !isMannequinShot(shotIds[0] ?? '')) return order;
  const first = shotIds.findIndex((id) => !isMannequinShot(id));
  if (first < 0) return order;
  return [first, ...order.filter((index) => index !== first)];
}

/** What an export's notes are made of: the views missing, and a first image not taken. */
export interface ExportNoteFacts {
  /** The views the marketplace asks for, in its order. */
  asked: readonly CatalogueView[];
  /** Of those, the ones no shot shows. */
  missing: CatalogueView[];
  /** Every image is a mannequin shot, and the marketplace will not take one first. */
  mannequinFirst: boolean;
}

export function exportNoteFacts(
  marketplace: MarketplaceId,
  shotIds: readonly string[],
): ExportNoteFacts {
  return {
    asked: REQUIRED_VIEWS[marketplace] ?? [],
    missing: missingViews(marketplace, shotIds),
    mannequinFirst:
      NO_MANNEQUIN_FIRST.includes(marketplace) &&
      shotIds.length > 0 &&
      shotIds.every(isMannequinShot),
  };
}

/**
 * What a seller should know before uploading the export: the views the marketplace asks for
 * that are missing, and a first image it will not take. Empty when the export follows every rule.
 * In English, as the zip's READ-ME says it; the web says the same in the seller's language.
 */
export function exportNotes(marketplace: MarketplaceId, shotIds: readonly string[]): string[] {
  const label = MARKETPLACE_LABELS[marketplace];
  const { asked, missing, mannequinFirst } = exportNoteFacts(marketplace, shotIds);
  const notes: string[] = [];
  if (missing.length > 0) {
    const list =
      missing.length === 1
        ? missing[0]!
        : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
    const photos = missing.filter((view) => view !== 'front').map((view) => `a ${view} photo`);
    notes.push(
      `${label} asks for ${asked.join(', ')} views; this catalogue has no ${list} view.` +
        (photos.length > 0
          ? ` Make the catalogue again with ${photos.join(' and ')} to add ${missing.length === 1 ? 'it' : 'them'}.`
          : ''),
    );
  }
  if (mannequinFirst)
    notes.push(
      `${label} does not take a mannequin or ghost mannequin as the first image, and every image of this catalogue is one: add an on-model or flat product image before uploading.`,
    );
  return notes;
}

/** The file an export's notes are written to, beside the images. */
export const EXPORT_NOTES_FILE = 'READ-ME-before-upload.txt';
