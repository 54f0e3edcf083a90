/**
 * Every marketplace preset on real studio-engine output (docs/marketplaces.md): the files'
 * names, dimensions, colour profile and size limit, and for the first image of a marketplace
 * that wants the product alone, the background at the borders and the product's fill ratio.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_NOTES_FILE,
  MARKETPLACE_IDS,
  MARKETPLACE_LABELS,
  type MarketplacePresetId,
} from '../../src/core/marketplaces.js';
import { BackgroundLibrary } from '../../src/server/engines/backgrounds/background-library.js';
import {
  marketplaceFiles,
  type ExportFile,
} from '../../src/server/engines/exports/marketplace-files.js';
import { MARKETPLACE_PRESETS } from '../../src/server/engines/exports/marketplace-presets.js';
import { StudioEngine } from '../../src/server/engines/studio/studio-engine.js';
import { drawGarmentPhoto } from '../support/garments.js';
import { exportMarksOf } from '../../src/server/modules/marketplace-exports/export-marks-of.js';
import { testImageMarker } from '../support/test-image-marker.js';

let cacheDir: string;
let front: Buffer;
let shots: Buffer[];
let shotIds: string[];

beforeAll(async () => {
  cacheDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-export-'));
  const engine = new StudioEngine({ backgrounds: new BackgroundLibrary(cacheDir) });
  front = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5f8b', pattern: 'buti', accent: '#e9a21b', border: true },
      { color: '#ece7df', shadow: 0.3, vignette: 0.2, noise: 2 },
      { width: 900, height: 1125 },
    )
  ).photo;
  const outcomes = await engine.renderCatalogue({
    views: { front },
    background: { kind: 'preset', presetId: 'sandstone-fort' },
    persona: null,
    output: { width: 1024, height: 1280, previewLongSide: 200 },
  });
  shots = outcomes.map((outcome) => {
    if (!outcome.ok) throw new Error(`${outcome.shot.name}: ${outcome.failure.reason}`);
    return outcome.image.png;
  });
  shotIds = outcomes.map((outcome) => outcome.shot.id);
}, 240_000);
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

async function collect(
  id: (typeof MARKETPLACE_IDS)[number],
  frontPhoto: Buffer | null,
  catalogue: { shots: Buffer[]; shotIds: string[] } = { shots, shotIds },
): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  for await (const file of marketplaceFiles(id, {
    sku: 'Blue-Kurta',
    shots: catalogue.shots.map((png) => () => Promise.resolve(png)),
    shotIds: catalogue.shotIds,
    frontPhoto: () => Promise.resolve(frontPhoto),
    marks: exportMarksOf(
      testImageMarker,
      {
        runId: null,
        catalogueId: null,
        catalogueName: 'Blue Kurta',
        imageKeys: [],
        shotIds: catalogue.shotIds,
        makers: catalogue.shotIds.map(() => ({ engine: 'studio', model: null })),
        frontKey: null,
        runStatus: 'completed',
      },
      MARKETPLACE_LABELS[id],
    ),
  }))
    files.push(file);
  return files;
}

/** An image's decoded pixels, to compare two files whose metadata differs. */
const pixels = (image: Buffer) => sharp(image).raw().toBuffer();

/** Pixels that differ from the background by more than JPEG noise: their box over the frame. */
async function measure(image: Buffer, background: string) {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const bg = [1, 3, 5].map((i) => parseInt(background.slice(i, i + 2), 16));
  let minX = info.width;
  let maxX = -1;
  let minY = info.height;
  let maxY = -1;
  let borderWorst = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      const diff = Math.max(
        Math.abs(data[i]! - bg[0]!),
        Math.abs(data[i + 1]! - bg[1]!),
        Math.abs(data[i + 2]! - bg[2]!),
      );
      const onBorder = x < 4 || y < 4 || x >= info.width - 4 || y >= info.height - 4;
      if (onBorder) borderWorst = Math.max(borderWorst, diff);
      if (diff > 24) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  const fill = Math.max((maxX - minX + 1) / info.width, (maxY - minY + 1) / info.height);
  return { fill, borderWorst };
}

const presetIds = MARKETPLACE_IDS.filter((id) => id !== 'original') as MarketplacePresetId[];

describe('marketplace exports of a studio catalogue', () => {
  it.each(presetIds)(
    '%s follows its published rules',
    async (id) => {
      const preset = MARKETPLACE_PRESETS[id];
      const all = await collect(id, front);
      const files = all.filter((file) => file.name !== EXPORT_NOTES_FILE);
      const expected = shots.length + (preset.main ? 1 : 0);
      // SKU, number, then what the image shows: the product alone first where asked, then poses.
      expect(files).toHaveLength(expected);
      files.forEach((file, i) => {
        const shows = preset.main && i === 0 ? 'product' : `(${shotIds.join('|')})`;
        expect(file.name).toMatch(new RegExp(`^Blue-Kurta_${i + 1}_${shows}\\.jpg$`));
      });
      for (const file of files) {
        const meta = await sharp(file.content).metadata();
        expect([meta.format, meta.width, meta.height, meta.space]).toEqual([
          'jpeg',
          preset.width,
          preset.height,
          'srgb',
        ]);
        expect(meta.icc, 'sRGB profile embedded').toBeDefined();
        expect(file.content.length).toBeLessThanOrEqual(preset.maxBytes);
      }
      if (preset.main) {
        const { fill, borderWorst } = await measure(files[0]!.content, preset.background);
        // Amazon: RGB 255,255,255 exactly at the borders; every other: the preset's colour.
        expect(borderWorst).toBeLessThanOrEqual(id === 'amazon' ? 0 : 2);
        expect(fill).toBeGreaterThanOrEqual(preset.main.fill.min);
        expect(fill).toBeLessThanOrEqual(preset.main.fill.max);
      }
    },
    120_000,
  );

  it('tells Myntra and Ajio sellers which views are missing, in a file beside the images', async () => {
    // A front photo alone: the studio catalogue has a front view but no side or back.
    expect(shotIds).not.toContain('side');
    expect(shotIds).not.toContain('back');
    for (const id of ['myntra', 'ajio'] as const) {
      const files = await collect(id, front);
      const notes = files.find((file) => file.name === EXPORT_NOTES_FILE);
      expect(files.at(-1)).toBe(notes);
      expect(notes!.content.toString('utf8')).toContain(
        `${id === 'myntra' ? 'Myntra' : 'Ajio'} asks for front, side, back views; this catalogue has no side and back view. Make the catalogue again with a side photo and a back photo to add them.`,
      );
    }
    const amazon = await collect('amazon', front);
    expect(amazon.some((file) => file.name === EXPORT_NOTES_FILE)).toBe(false);
  }, 240_000);

  it('never puts a mannequin or hanger shot first for Ajio when another shot exists', async () => {
    // The same shots with the ghost mannequin and hanger first: Ajio's export moves the front
    // shot ahead of them, so its images are those of the catalogue in its usual order.
    const at = (shotId: string) => shotIds.indexOf(shotId);
    const moved = ['ghost-mannequin', 'on-a-hanger', 'front'];
    const rest = shotIds.filter((shotId) => !moved.includes(shotId));
    const reordered = [...moved, ...rest];
    const usual = (await collect('ajio', front)).filter((f) => f.name !== EXPORT_NOTES_FILE);
    const files = (
      await collect('ajio', front, {
        shots: reordered.map((shotId) => shots[at(shotId)]!),
        shotIds: reordered,
      })
    ).filter((f) => f.name !== EXPORT_NOTES_FILE);
    expect(files.map((file) => file.name)).toEqual(usual.map((file) => file.name));
    // The same pixels (each file's signed credentials differ: their ids and signatures are new).
    for (const [index, file] of files.entries())
      expect(
        (await pixels(file.content)).equals(await pixels(usual[index]!.content)),
        file.name,
      ).toBe(true);
  }, 240_000);

  it('isolates the product from the first shot when the photo is not kept', async () => {
    const files = await collect('amazon', null);
    const { fill, borderWorst } = await measure(files[0]!.content, '#ffffff');
    expect(borderWorst).toBe(0);
    expect(fill).toBeGreaterThanOrEqual(0.85);
  }, 120_000);

  it("'original' is the stored PNGs, renamed after the SKU", async () => {
    const files = await collect('original', front);
    expect(files.map((file) => file.name)).toEqual(
      shots.map((_, i) => `Blue-Kurta_${i + 1}_${shotIds[i]}.png`),
    );
    // The stored PNG's pixels, with its provenance added (decision 253): XMP and credentials.
    expect((await pixels(files[0]!.content)).equals(await pixels(shots[0]!))).toBe(true);
    expect(files[0]!.content.includes('XML:com.adobe.xmp')).toBe(true);
    expect(files[0]!.content.includes('caBX')).toBe(true);
  });
});
