/**
 * The files of one marketplace export, made one at a time as the zip asks for them: the
 * product alone first where the marketplace wants it (docs/marketplaces.md), then every shot,
 * named `SKU_1_product.jpg`, `SKU_2_standing-front.jpg` … in that order (for Ajio, a mannequin shot is not first when
 * another exists). When the catalogue misses a view the marketplace asks for, or its first
 * image would break a rule, a text file beside the images says so.
 */
import {
  EXPORT_NOTES_FILE,
  EXPORT_PRODUCT_LABEL,
  exportEntryName,
  exportNotes,
  exportShotOrder,
  type MarketplaceId,
  type MarketplacePresetId,
} from '../../../core/marketplaces.js';
import {
  encodeWithinLimits,
  fitShot,
  isolateProduct,
  placeOnBackground,
} from './marketplace-export.js';
import type { ExportMarks } from './export-marks.js';
import { MARKETPLACE_PRESETS } from './marketplace-presets.js';

export interface ExportSource {
  sku: string;
  /** The stored full-size PNG of each shot, in catalogue order (null: missing from storage). */
  shots: readonly (() => Promise<Buffer | null>)[];
  /** Each shot's id, in the same order (what it shows: src/core/marketplaces.ts). */
  shotIds: readonly string[];
  /** The seller's front photo, when the run's inputs are still stored. */
  frontPhoto: () => Promise<Buffer | null>;
  /** Each file's provenance marks (decisions 253 and 254). */
  marks: ExportMarks;
}

export interface ExportFile {
  name: string;
  content: Buffer;
}

export type MarketplaceFiles = (
  marketplace: MarketplaceId,
  source: ExportSource,
) => AsyncGenerator<ExportFile>;

/** 'original': the stored PNGs as they are; any other: the preset's JPEGs. */
export async function* marketplaceFiles(
  marketplace: MarketplaceId,
  source: ExportSource,
): AsyncGenerator<ExportFile> {
  let position = 0;
  if (marketplace === 'original') {
    for (const [index, read] of source.shots.entries()) {
      const png = await read();
      if (png)
        yield {
          name: exportEntryName(source.sku, ++position, 'png', source.shotIds[index] ?? 'image'),
          content: await source.marks.png(index, png),
        };
    }
    return;
  }
  yield* presetFiles(marketplace, source);
}

async function* presetFiles(
  marketplace: MarketplacePresetId,
  source: ExportSource,
): AsyncGenerator<ExportFile> {
  const preset = MARKETPLACE_PRESETS[marketplace];
  let position = 0;
  let first = true;
  const order = exportShotOrder(marketplace, source.shotIds).filter(
    (index) => index < source.shots.length,
  );
  // Shots without a known id (never expected) keep their place after the ordered ones.
  for (let index = source.shotIds.length; index < source.shots.length; index++) order.push(index);
  for (const index of order) {
    const shot = await source.shots[index]!();
    if (!shot) continue;
    if (first && preset.main) {
      const product = await isolateProduct(await source.frontPhoto(), shot);
      const main = await placeOnBackground(product, preset, preset.main);
      const mark = source.marks.product(index, product.source === 'photo');
      yield {
        name: exportEntryName(source.sku, ++position, 'jpg', EXPORT_PRODUCT_LABEL),
        content: await encodeWithinLimits(main, preset, mark),
      };
    }
    first = false;
    yield {
      name: exportEntryName(source.sku, ++position, 'jpg', source.shotIds[index] ?? 'image'),
      content: await encodeWithinLimits(fitShot(shot, preset), preset, source.marks.shot(index)),
    };
  }
  const notes = exportNotes(marketplace, source.shotIds);
  if (notes.length > 0)
    yield {
      name: EXPORT_NOTES_FILE,
      content: Buffer.from(`${notes.map((note) => `- ${note}`).join('\r\n')}\r\n`),
    };
}
