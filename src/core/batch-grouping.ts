/**
 * Files into products by name (decision 165): `SKU_front.jpg`, `SKU-back.png`, `SKU side.webp`,
 * with the words front/back/side or f/b/s in any case after `_`, `-` or a space, and
 * `SKU_detail.jpg` (also closeup, close-up, zoom) for the Detail view; a file with no
 * such word is a product of its own with only a front photo. Folders (a dropped folder, a zip's
 * paths) are ignored: the file's own name decides.
 */
import type { GarmentView } from './uploads.js';

export interface NamedFile {
  name: string;
}

export interface GroupedProduct<T> {
  /** Stable within one grouping, for the table's rows. */
  key: string;
  sku: string;
  photos: Partial<Record<GarmentView, T>>;
}

const VIEW_WORDS: Record<string, GarmentView> = {
  front: 'front',
  f: 'front',
  back: 'back',
  b: 'back',
  side: 'side',
  s: 'side',
  detail: 'detail',
  closeup: 'detail',
  'close-up': 'detail',
  'close up': 'detail',
  close_up: 'detail',
  zoom: 'detail',
};

/** The SKU and view a file's name says, e.g. 'shop/KURTA-12_Back.JPG' → KURTA-12, back. */
export function photoNameParts(fileName: string): { sku: string; view: GarmentView } {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const stem = base.replace(/\.[^.]+$/, '').trim();
  const match = /^(.*?\S)[\s_-]+(front|back|side|detail|close[\s_-]?up|zoom|f|b|s)$/i.exec(stem);
  const view = match ? VIEW_WORDS[match[2]!.toLowerCase()] : undefined;
  if (match && view) return { sku: match[1]!.trim(), view };
  return { sku: stem || base, view: 'front' };
}

/**
 * Groups files into products in the order their SKUs first appear. A second photo of the same
 * view of one SKU is not guessed at: it is returned in `duplicates` for the seller to place.
 */
export function groupPhotos<T extends NamedFile>(
  files: readonly T[],
): { products: GroupedProduct<T>[]; duplicates: T[] } {
  const byKey = new Map<string, GroupedProduct<T>>();
  const duplicates: T[] = [];
  for (const file of files) {
    const { sku, view } = photoNameParts(file.name);
    const key = sku.toLowerCase();
    let product = byKey.get(key);
    if (!product) {
      product = { key, sku, photos: {} };
      byKey.set(key, product);
    }
    if (product.photos[view]) duplicates.push(file);
    else product.photos[view] = file;
  }
  return { products: [...byKey.values()], duplicates };
}
