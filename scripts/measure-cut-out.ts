/**
 * `npx tsx scripts/measure-cut-out.ts [--before /path/to/older/checkout]`: the cut-out on the
 * drawn textured backdrops (tests/support/textured-backdrops.ts) and the plain ones of
 * cut-out.test.ts: mask IoU and mean boundary error (px) against the ground truth per photo,
 * and milliseconds per 1600 x 2000 photo through prepareView (decode, cut-out at 720 px,
 * grading, masking), median of a few runs, on a textured floor, the patterned cloth and a
 * plain backdrop. With --before, the older checkout's cut-out and prepareView run on the same
 * photos in the same run, and the ratio now / before is printed (decisions 182 and 200).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { cutOut, maskIoU } from '../src/server/engines/studio/cut-out.js';
import { boundaryError } from '../src/server/engines/studio/mask-metrics.js';
import { prepareView } from '../src/server/engines/studio/prepare-view.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { drawTexturedPhoto, TEXTURED_SCENES } from '../tests/support/textured-backdrops.js';

interface Engine {
  label: string;
  cutOut: typeof cutOut;
  prepareView: typeof prepareView;
}

async function engines(): Promise<Engine[]> {
  const list: Engine[] = [{ label: 'now', cutOut, prepareView }];
  const at = process.argv.indexOf('--before');
  if (at > 0 && process.argv[at + 1]) {
    const root = path.resolve(process.argv[at + 1]!);
    const load = (file: string) =>
      import(pathToFileURL(path.join(root, 'src/server/engines/studio', file)).href);
    const old = (await load('cut-out.ts')) as { cutOut: typeof cutOut };
    const view = (await load('prepare-view.ts')) as { prepareView: typeof prepareView };
    list.unshift({ label: 'before', cutOut: old.cutOut, prepareView: view.prepareView });
  }
  return list;
}

const WIDTH = 576;
const HEIGHT = 720;

async function photos() {
  const out: { name: string; photo: Buffer; truth: Uint8Array }[] = [];
  for (const scene of TEXTURED_SCENES) {
    const p = await drawTexturedPhoto(scene, { width: WIDTH, height: HEIGHT });
    out.push({ name: `${scene.backdrop} (${scene.garment.kind}, ${scene.tilt}°)`, ...p });
  }
  const plain = await drawGarmentPhoto(
    { kind: 'kurta', color: '#f4f1ea', accent: '#e2d6b8', pattern: 'buti' },
    { color: '#cfcfcc', vignette: 0.15 },
    { width: WIDTH, height: HEIGHT },
  );
  out.push({ name: 'plain grey (ivory kurta)', ...plain });
  const shadow = await drawGarmentPhoto(
    { kind: 'dress', color: '#c2185b', accent: '#ffd1e0', pattern: 'floral' },
    { color: '#e8e4dc', vignette: 0.45, gradient: 0.3, shadow: 0.45, noise: 4 },
    { width: WIDTH, height: HEIGHT },
  );
  out.push({ name: 'plain with shadow (dress)', ...shadow });
  return out;
}

async function main() {
  const list = await engines();
  const rows: string[] = [];
  for (const p of await photos()) {
    const { data, info } = await sharp(p.photo).raw().toBuffer({ resolveWithObject: true });
    const cells = list.map((e) => {
      const r = e.cutOut({ data, width: info.width, height: info.height });
      const iou = maskIoU(r.mask, p.truth);
      const be = boundaryError(r.mask, p.truth, info.width, info.height);
      const tilt = (r as { tilt?: number }).tilt;
      return `${iou.toFixed(3)} | ${Number.isFinite(be) ? be.toFixed(2) : '—'} | ${r.confidence.toFixed(2)}${tilt === undefined ? '' : ` | ${tilt}°`}`;
    });
    rows.push(`| ${p.name} | ${cells.join(' | ')} |`);
  }
  console.log(
    `| photo | ${list.map((e) => `${e.label}: IoU | boundary px | confidence`).join(' | ')} |`,
  );
  for (const row of rows) console.log(row);

  // Time per 1600 x 2000 photo through prepareView, alternating engines, median of five: a
  // textured floor, the patterned cloth (the graph cut's hardest case) and a plain backdrop.
  const timed = [
    { name: 'wooden floor', scene: TEXTURED_SCENES[0]! },
    {
      name: 'patterned cloth',
      scene: TEXTURED_SCENES.find((s) => s.backdrop === 'patterned-cloth')!,
    },
  ];
  const big = await Promise.all(
    timed.map(async (t) => ({
      name: t.name,
      photo: (await drawTexturedPhoto(t.scene, { width: 1600, height: 2000 })).photo,
    })),
  );
  const plainBig = await drawGarmentPhoto(
    { kind: 'kurta', color: '#f4f1ea', accent: '#e2d6b8', pattern: 'buti' },
    { color: '#cfcfcc', vignette: 0.15 },
    { width: 1600, height: 2000 },
  );
  big.push({ name: 'plain grey', photo: plainBig.photo });
  for (const photo of big) {
    const times = new Map(list.map((e) => [e.label, [] as number[]]));
    for (let round = 0; round < 6; round++) {
      for (const e of list) {
        const start = performance.now();
        await e.prepareView(photo.photo);
        if (round > 0) times.get(e.label)!.push(performance.now() - start);
      }
    }
    const medians = list.map((e) => {
      const ms = times.get(e.label)!.sort((a, b) => a - b);
      return ms[Math.floor(ms.length / 2)]!;
    });
    const cells = list.map((e, k) => `${e.label} ${medians[k]!.toFixed(0)} ms`).join(', ');
    const ratio = medians.length > 1 ? `, ${(medians[1]! / medians[0]!).toFixed(2)}x` : '';
    console.log(`${photo.name}, 1600x2000 through prepareView: ${cells}${ratio}`);
  }
}

await main();
