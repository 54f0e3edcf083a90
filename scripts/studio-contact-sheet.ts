/**
 * `npx tsx scripts/studio-contact-sheet.ts [--before /path/to/older/checkout]`: the studio
 * engine's five shots for each garment group (decision 178), one row per group with a sample
 * garment of that group on one of three backgrounds, plus a run without a type (today's
 * list) and one with a Detail photo, as one JPEG (docs/studio-shots.jpg), so a change to the
 * shots can be seen side by side. With --before, each pair of rows shows that checkout's
 * studio engine above this one's (decision 100).
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp, { type OverlayOptions } from 'sharp';
import { findBackgroundPreset } from '../src/core/backgrounds.js';
import type { GarmentTypeId } from '../src/core/garments.js';
import { BackgroundLibrary } from '../src/server/engines/backgrounds/background-library.js';
import type { ImageEngine } from '../src/server/engines/image-engine.js';
import { StudioEngine } from '../src/server/engines/studio/studio-engine.js';
import { projectRoot } from '../src/server/lib/project-root.js';
import { drawGarmentPhoto, type GarmentStyle } from '../tests/support/garments.js';

const GARMENTS: {
  label: string;
  style: GarmentStyle;
  /** The run's garment type; none for a run made before types existed. */
  type?: GarmentTypeId;
  /** A Detail photo: a close-up drawn from the same garment. */
  detail?: boolean;
  background: string;
}[] = [
  {
    label: 'Upper: kurta',
    style: { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
    type: 'kurta',
    background: 'clean-white-studio',
  },
  {
    label: 'Lower: trousers',
    style: { kind: 'trousers', color: '#2d3e5c', accent: '#c9a45c', pattern: 'checks' },
    type: 'trousers',
    background: 'modern-kitchen',
  },
  {
    label: 'Lower: skirt',
    style: { kind: 'skirt', color: '#e35d6a', accent: '#f7d774', pattern: 'floral', border: true },
    type: 'skirt',
    background: 'marble-hall',
  },
  {
    label: 'Full-length: kurta set',
    style: {
      kind: 'kurta-set',
      color: '#0f6b5c',
      accent: '#e0b04a',
      pattern: 'buti',
      border: true,
    },
    type: 'kurta-set',
    background: 'clean-white-studio',
  },
  {
    label: 'Draped: saree',
    style: { kind: 'saree', color: '#0f6b5c', accent: '#e0b04a', pattern: 'buti', border: true },
    type: 'saree',
    background: 'modern-kitchen',
  },
  {
    label: 'Draped: dupatta',
    style: { kind: 'dupatta', color: '#f2c14e', accent: '#b0122b', pattern: 'buti', border: true },
    type: 'dupatta',
    background: 'marble-hall',
  },
  {
    label: 'Set: lehenga',
    style: { kind: 'lehenga', color: '#6a1b9a', accent: '#e0b04a', pattern: 'buti', border: true },
    type: 'lehenga',
    background: 'clean-white-studio',
  },
  {
    label: 'No type (a run from before types): t-shirt',
    style: { kind: 't-shirt', color: '#f2c14e', accent: '#1d2440', pattern: 'print' },
    background: 'modern-kitchen',
  },
  {
    label: 'Draped: saree with a Detail photo',
    style: { kind: 'saree', color: '#c2185b', accent: '#e0b04a', pattern: 'floral', border: true },
    type: 'saree',
    detail: true,
    background: 'marble-hall',
  },
];
const TILE = { width: 150, height: 188 };
const GAP = 6;
const LABEL = 22;
const OUT = path.join(projectRoot, 'docs/studio-shots.jpg');

async function engineAt(root: string): Promise<ImageEngine> {
  const url = (file: string) => pathToFileURL(path.join(root, file)).href;
  const { StudioEngine: Engine } = (await import(
    url('src/server/engines/studio/studio-engine.ts')
  )) as { StudioEngine: typeof StudioEngine };
  const { BackgroundLibrary: Library } = (await import(
    url('src/server/engines/backgrounds/background-library.ts')
  )) as { BackgroundLibrary: typeof BackgroundLibrary };
  return new Engine({ backgrounds: new Library(path.join(os.tmpdir(), 'vastra-sheet-before')) });
}

async function row(
  engine: ImageEngine,
  photo: Buffer,
  background: string,
  type: GarmentTypeId | undefined,
  detail: Buffer | undefined,
) {
  const outcomes = await engine.renderCatalogue({
    views: { front: photo, ...(detail ? { detail } : {}) },
    ...(type ? { garment: { type, stylingNote: null } } : {}),
    background: { kind: 'preset', presetId: background },
    persona: null,
    output: { width: 480, height: 600, previewLongSide: 200 },
  });
  return Promise.all(
    outcomes.map(async (o) => ({
      name: o.shot.name,
      tile: o.ok
        ? await sharp(o.image.png).resize(TILE.width, TILE.height).toBuffer()
        : await sharp({
            create: { ...TILE, channels: 3, background: '#cc3333' },
          })
            .png()
            .toBuffer(),
    })),
  );
}

function text(value: string, width: number, size = 13, weight = 600) {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><text x="2" y="${LABEL - 6}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="#222">${escaped}</text></svg>`,
  );
}

async function main() {
  sharp.concurrency(os.availableParallelism());
  const beforeAt = process.argv.indexOf('--before');
  const before = beforeAt > 0 ? await engineAt(process.argv[beforeAt + 1]!) : null;
  const after = new StudioEngine({
    backgrounds: new BackgroundLibrary(path.join(os.tmpdir(), 'vastra-sheet-after')),
  });
  const rowWidth = 5 * TILE.width + 4 * GAP;
  const rowsPerCell = before ? 2 : 1;
  const cellHeight = LABEL + rowsPerCell * (LABEL + TILE.height);
  // Two columns of garments.
  const columns = 2;
  const width = columns * (rowWidth + 3 * GAP) + GAP;
  const height = Math.ceil(GARMENTS.length / columns) * (cellHeight + 3 * GAP) + GAP;
  const layers: OverlayOptions[] = [];
  for (const [gi, garment] of GARMENTS.entries()) {
    const { photo } = await drawGarmentPhoto(
      garment.style,
      { color: '#e7e4dd', vignette: 0.28, gradient: 0.12, shadow: 0.3, noise: 3 },
      { width: 1200, height: 1500 },
    );
    // The Detail photo: a close-up of the same drawing, as a seller would take it.
    const detail = garment.detail
      ? await drawGarmentPhoto(
          garment.style,
          { color: '#e7e4dd', noise: 3 },
          { width: 1200, height: 1500, scale: 3.2, offsetX: 0.12 },
        ).then((d) => d.photo)
      : undefined;
    const background = garment.background;
    {
      const left = GAP * 2 + (gi % columns) * (rowWidth + 3 * GAP);
      let top = GAP * 2 + Math.floor(gi / columns) * (cellHeight + 3 * GAP);
      const title = `${garment.label} on ${findBackgroundPreset(background)?.name ?? background}`;
      layers.push({ input: text(title, rowWidth, 14, 700), left, top });
      top += LABEL;
      const tiles = (engine: ImageEngine) => row(engine, photo, background, garment.type, detail);
      const rows = before
        ? [
            { label: 'before', tiles: await tiles(before) },
            { label: 'after', tiles: await tiles(after) },
          ]
        : [{ label: '', tiles: await tiles(after) }];
      for (const r of rows) {
        for (const [i, t] of r.tiles.entries()) {
          const x = left + i * (TILE.width + GAP);
          const caption = r.label ? `${r.label}: ${t.name}` : t.name;
          const size = caption.length > 24 ? 9.5 : 11;
          layers.push({ input: text(caption, TILE.width, size, 400), left: x, top });
          layers.push({ input: t.tile, left: x, top: top + LABEL });
        }
        top += LABEL + TILE.height;
      }
      console.log(title);
    }
  }
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#f4f3f0' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await writeFile(OUT, jpeg);
  console.log(`wrote ${OUT} (${width}x${height}, ${(jpeg.length / 1024).toFixed(0)} KB)`);
}

await main();
