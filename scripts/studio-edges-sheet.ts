/**
 * `npx tsx scripts/studio-edges-sheet.ts`: the cut edges before and after colour
 * decontamination (clean-edges.ts, issue #30), as one small JPEG (docs/studio-edges-before-
 * after.jpg). For each drawn garment of the edge test, a crop of its cut edge (the t-shirts'
 * underarm) laid on a dark and on a light ground, enlarged 3x without smoothing so single pixels
 * show, before on the left and after on the right, with the halo and speck figures.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { EDGE_FIXTURES } from '../tests/support/edge-fixtures.js';
import { prepareView, type PreparedView } from '../src/server/engines/studio/prepare-view.js';
import { projectRoot } from '../src/server/lib/project-root.js';
import { measureEdges } from '../tests/support/edge-measure.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';

const OUT = path.join(projectRoot, 'docs/studio-edges-before-after.jpg');
const CROP = 60;
const ZOOM = 3;
const TILE = CROP * ZOOM;
const GAP = 8;
const LABEL = 20;
const GROUNDS = ['#1e1f22', '#f4f3ef'];

/** Where to look: the underarm (where a sleeve leaves the body), as fractions of the cut. */
const SPOT = { x: 0.2, y: 0.33 };

async function edgeTile(view: PreparedView, ground: string): Promise<Buffer> {
  const left = Math.min(view.width - CROP, Math.round(view.width * SPOT.x - CROP / 2));
  const top = Math.min(view.height - CROP, Math.round(view.height * SPOT.y - CROP / 2));
  return sharp(view.rgba, { raw: { width: view.width, height: view.height, channels: 4 } })
    .extract({ left: Math.max(0, left), top: Math.max(0, top), width: CROP, height: CROP })
    .flatten({ background: ground })
    .resize(TILE, TILE, { kernel: 'nearest' })
    .png()
    .toBuffer();
}

function text(value: string, width: number, size = 12, weight = 400) {
  const escaped = value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL}"><text x="2" y="${LABEL - 6}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="${weight}" fill="#222">${escaped}</text></svg>`,
  );
}

async function main() {
  sharp.concurrency(os.availableParallelism());
  const cellWidth = 4 * TILE + 3 * GAP;
  const cellHeight = 2 * LABEL + TILE;
  const columns = 2;
  const rows = Math.ceil(EDGE_FIXTURES.length / columns);
  const width = columns * (cellWidth + 2 * GAP) + GAP;
  const height = rows * (cellHeight + 2 * GAP) + GAP;
  const layers: OverlayOptions[] = [];
  for (const [i, [label, garment, backdrop]] of EDGE_FIXTURES.entries()) {
    const { photo } = await drawGarmentPhoto(garment, backdrop, { width: 1000, height: 1250 });
    const [before, after] = await Promise.all([
      prepareView(photo, { cleanEdges: false }),
      prepareView(photo),
    ]);
    const [mb, ma] = [before, after].map((v) => measureEdges(v.rgba, v.width, v.height));
    const left = GAP * 2 + (i % columns) * (cellWidth + 2 * GAP);
    const top = GAP * 2 + Math.floor(i / columns) * (cellHeight + 2 * GAP);
    layers.push({ input: text(label, cellWidth, 13, 700), left, top });
    const figures = `halo ΔE00 ${mb!.halo.toFixed(1)} before, ${ma!.halo.toFixed(1)} after; specks ${ma!.specks}`;
    layers.push({ input: text(figures, cellWidth), left, top: top + LABEL });
    const tiles = [
      ...(await Promise.all(GROUNDS.map((g) => edgeTile(before, g)))),
      ...(await Promise.all(GROUNDS.map((g) => edgeTile(after, g)))),
    ];
    tiles.forEach((tile, k) =>
      layers.push({ input: tile, left: left + k * (TILE + GAP), top: top + 2 * LABEL }),
    );
    console.log(`${label}: ${figures}`);
  }
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#e9e8e4' } })
    .composite(layers)
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  await writeFile(OUT, jpeg);
  console.log(`wrote ${OUT} (${width}x${height}, ${(jpeg.length / 1024).toFixed(0)} KB)`);
}

await main();
