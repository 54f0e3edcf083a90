/**
 * What makes each studio shot that shot (decision 100), checked on the project's drawn sample
 * garments at a small output size: the ghost mannequin's garment varies in brightness along the
 * body where the flat front does not (and keeps its colours), the hanger hangs above the
 * garment, the flat lay's props stay off the garment, the fabric detail is the photo's own
 * pixels, enlarged only when the photo is small.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_CATEGORIES, type BackgroundCategory } from '../../src/core/backgrounds.js';
import { STUDIO_SHOTS, studioShotList } from '../../src/core/shots.js';
import {
  COLOUR_RULES,
  garmentPalette,
  judgeColours,
  shotColours,
} from '../../src/server/engines/colour/colour-fidelity.js';
import { BackgroundLibrary } from '../../src/server/engines/backgrounds/background-library.js';
import { SURFACE_FOR_CATEGORY } from '../../src/server/engines/backgrounds/surface-scenes.js';
import type { RawPixels } from '../../src/server/engines/encode-shot.js';
import {
  detailCropSizes,
  fabricDetailComposition,
  swatchSize,
} from '../../src/server/engines/studio/fabric-detail-shot.js';
import { PROPS_FOR_CATEGORY } from '../../src/server/engines/studio/flat-lay-props.js';
import { flatLayComposition } from '../../src/server/engines/studio/flat-lay-shot.js';
import { garmentRegion, subjectFor } from '../../src/server/engines/studio/garment-layers.js';
import type { Subject } from '../../src/server/engines/studio/layer.js';
import {
  GHOST,
  ghostMannequinShot,
  meanGarmentColour,
} from '../../src/server/engines/studio/ghost-mannequin-shot.js';
import { hangerComposition } from '../../src/server/engines/studio/hanger-shot.js';
import { prepareView, type PreparedView } from '../../src/server/engines/studio/prepare-view.js';
import type { ShotContext, ViewName } from '../../src/server/engines/studio/shot-context.js';
import { STANDING, standingShot } from '../../src/server/engines/studio/standing-shot.js';
import { drawGarmentPhoto, type GarmentStyle } from '../support/garments.js';

const W = 480;
const H = 600;
const backgrounds = new BackgroundLibrary(undefined, { memoryEntries: 16 });
const backdrop = { color: '#e9e6df', vignette: 0.2, noise: 2 };

/** A plain mid-grey scene, so anything drawn on it shows. */
const greyScene: RawPixels = {
  data: Buffer.alloc(W * H * 3, 128),
  width: W,
  height: H,
  channels: 3,
};

function contextFor(
  views: Partial<Record<ViewName, PreparedView>>,
  category: BackgroundCategory | null = 'studio',
): ShotContext {
  return {
    width: W,
    height: H,
    view: async (name) => {
      const view = views[name];
      if (!view) throw new Error(`no ${name} view`);
      return view;
    },
    has: (name) => views[name] !== undefined,
    closeUp: () => Promise.reject(new Error('no detail photo')),
    subject: async (name, boxW, boxH) => subjectFor(views[name]!, boxW, boxH),
    scene: async () => greyScene,
    surface: (id) => backgrounds.surface(id, W, H),
    category,
    seed: 1,
  };
}

async function prepared(style: GarmentStyle, size = { width: 400, height: 500 }) {
  return prepareView((await drawGarmentPhoto(style, backdrop, size)).photo);
}

/** Luminance (by row) and chromaticity of the frame's pixels where the placed subject is opaque. */
function garmentPixels(frame: RawPixels, subject: Subject, left: number, top: number) {
  const rows: number[][] = [];
  let r = 0;
  let g = 0;
  let b = 0;
  for (let y = 0; y < subject.height; y++) {
    const row: number[] = [];
    for (let x = 0; x < subject.width; x++) {
      if (subject.data[(y * subject.width + x) * 4 + 3]! < 255) continue;
      const i = ((top + y) * frame.width + left + x) * 3;
      const [pr, pg, pb] = [frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!];
      row.push(0.2126 * pr + 0.7152 * pg + 0.0722 * pb);
      r += pr;
      g += pg;
      b += pb;
    }
    rows.push(row);
  }
  return { chroma: [r / (r + g + b), g / (r + g + b)], rows };
}

/** The plain light ground of the ghost mannequin. */
const ground = [0xf3, 0xf2, 0xef];

/**
 * The mean colour of a small patch in the middle of the garment's neck opening, just above the
 * front's neckline, where the ghost mannequin shows the inside of the back.
 */
async function neckOpeningPatch(front: PreparedView) {
  const subject = await subjectFor(front, GHOST.boxWidth * W, GHOST.boxHeight * H);
  const left = Math.round(GHOST.centerX * W - subject.width / 2);
  const top = Math.round(GHOST.centerY * H - subject.height / 2);
  let y = 0;
  while (subject.data[(y * subject.width + Math.round(subject.width / 2)) * 4 + 3]! < 128) y++;
  return (frame: RawPixels) => {
    const sum = [0, 0, 0];
    for (let dy = 2; dy < 5; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const i = ((top + y - dy) * W + left + Math.round(subject.width / 2) + dx) * 3;
        for (let c = 0; c < 3; c++) sum[c]! += frame.data[i + c]!;
      }
    return sum.map((v) => v / 15);
  };
}

let tee: PreparedView;
let kurta: PreparedView;
let kurtaBack: PreparedView;

beforeAll(async () => {
  [tee, kurta, kurtaBack] = await Promise.all([
    prepared({ kind: 't-shirt', color: '#2f6fb0', flat: true }),
    prepared(
      { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
      { width: 800, height: 1000 },
    ),
    prepared({ kind: 'kurta', color: '#b0122b', accent: '#d4a843', border: true }),
  ]);
});

describe('the studio shot list', () => {
  it('names five different shots; Side and Back take the place of the flat lay and the detail', () => {
    const names = (hasBack: boolean, hasSide: boolean) =>
      studioShotList({ hasBack, hasSide }).map((s) => s.name);
    expect(names(false, false)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Fabric detail',
    ]);
    expect(names(true, true)).toEqual(['Front', 'Ghost mannequin', 'On a hanger', 'Side', 'Back']);
    expect(studioShotList({ hasBack: true, hasSide: false }).at(-1)).toBe(STUDIO_SHOTS.back);
  });
});

describe('studio shots', () => {
  it('never squeezes the garment: every box scales width and height alike', async () => {
    const region = garmentRegion(kurta);
    for (const [boxW, boxH] of [
      [0.74 * W, 0.76 * H],
      [0.66 * W, 0.68 * H],
      [0.6 * W, 0.66 * H],
      [0.16 * W, 0.13 * H],
    ] as const) {
      const subject = await subjectFor(kurta, boxW, boxH);
      expect(subject.width / subject.height).toBeCloseTo(region.width / region.height, 1);
    }
  });

  it('ghost mannequin: the garment varies in brightness along the body where the flat front does not, in the same colours', async () => {
    const ctx = contextFor({ front: tee });
    const subject = await subjectFor(tee, STANDING.boxWidth * W, STANDING.boxHeight * H);
    const front = garmentPixels(
      await standingShot(ctx, 'front'),
      subject,
      Math.round(STANDING.centerX * W - subject.width / 2),
      Math.round(STANDING.bottom * H - subject.height),
    );
    const ghost = garmentPixels(
      await ghostMannequinShot(ctx),
      subject,
      Math.round(GHOST.centerX * W - subject.width / 2),
      Math.round(GHOST.centerY * H - subject.height / 2),
    );
    // Brightness across the chest, column by column: flat on the Front, falling off to the
    // flanks on the ghost mannequin.
    const profile = (rows: number[][]) => {
      const band = rows.slice(Math.round(rows.length * 0.35), Math.round(rows.length * 0.55));
      const width = Math.min(...band.map((r) => r.length));
      return Array.from({ length: width }, (_, x) => {
        const values = band.map((r) => r[Math.round((x * r.length) / width)] ?? r.at(-1)!);
        return values.reduce((s, v) => s + v, 0) / values.length;
      }).slice(3, -3);
    };
    const range = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(range(profile(front.rows))).toBeLessThan(6);
    expect(range(profile(ghost.rows))).toBeGreaterThan(12);
    // Shading darkens red, green and blue alike: the colour's balance stays.
    expect(ghost.chroma[0]).toBeCloseTo(front.chroma[0]!, 2);
    expect(ghost.chroma[1]).toBeCloseTo(front.chroma[1]!, 2);
  });

  it('ghost mannequin: the inside of the back shows through the neck opening, from the back photo when there is one', async () => {
    const drawn = await ghostMannequinShot(contextFor({ front: kurta }));
    const fromBack = await ghostMannequinShot(contextFor({ front: kurta, back: kurtaBack }));
    const patch = await neckOpeningPatch(kurta);
    const [drawnPatch, backPatch] = [patch(drawn), patch(fromBack)];
    for (const [r, g, b] of [drawnPatch, backPatch]) {
      // Darker than the near-white ground, and warm like the kurta (red above blue).
      expect(ground[0]! - r!).toBeGreaterThan(60);
      expect(r!).toBeGreaterThan(b! + 8);
      expect(g!).toBeLessThan(200);
    }
    // The back photo (no buti) gives another inside than the drawn one.
    expect(drawnPatch.some((v, c) => Math.abs(v - backPatch[c]!) > 3)).toBe(true);
  });

  it('ghost mannequin: the drawn inside is the garment’s own colour in shade, a white tee’s a grey', async () => {
    const whiteTee = await prepared({ kind: 't-shirt', color: '#f4f4f2' });
    for (const front of [whiteTee, tee]) {
      const patch = (await neckOpeningPatch(front))(
        await ghostMannequinShot(contextFor({ front })),
      );
      const subject = await subjectFor(front, GHOST.boxWidth * W, GHOST.boxHeight * H);
      const garment = meanGarmentColour(subject);
      // The garment's colour scaled by one shade (a garment's transparent surround counted as
      // black made a white tee's inside a dark hole: 0.27 of its colour).
      const sum = (v: number[]) => v.reduce((a, b) => a + b, 0);
      const shade = sum(patch) / sum(garment);
      expect(shade).toBeGreaterThan(0.35);
      expect(shade).toBeLessThan(0.65);
      patch.forEach((v, c) => expect(Math.abs(v - shade * garment[c]!)).toBeLessThan(8));
    }
  });

  it('the mean colour of a garment counts its own pixels only, by their opacity', () => {
    // Four pixels: white, half-transparent red, and two transparent black ones.
    const data = Buffer.from([255, 255, 255, 255, 255, 0, 0, 128, 0, 0, 0, 0, 0, 0, 0, 0]);
    const subject = { data, width: 2, height: 2 } as Subject;
    expect(meanGarmentColour(subject)).toEqual([255, 170, 170]);
  });

  it('on a hanger: a hook and a bar hang above the garment, the bar as wide as its shoulders', async () => {
    const { pixels, hanger, garmentTop } = await hangerComposition(contextFor({ front: kurta }));
    expect(hanger.hookTop).toBeGreaterThan(0);
    expect(hanger.hookTop).toBeLessThan(hanger.barTop);
    expect(hanger.barTop).toBeLessThan(garmentTop);
    expect(hanger.barRight - hanger.barLeft).toBeGreaterThan(W * 0.2);
    // The hook is drawn over the grey scene between its top and the bar.
    let drawn = 0;
    for (let y = Math.ceil(hanger.hookTop); y < hanger.barTop; y++) {
      for (let x = Math.round(hanger.hookX - W * 0.06); x <= hanger.hookX + 2; x++) {
        const i = (y * W + x) * 3;
        if (Math.abs(pixels.data[i]! - 128) > 20) drawn++;
      }
    }
    expect(drawn).toBeGreaterThan(20);
    // Above the hook, the scene is untouched.
    const j = (Math.max(0, Math.round(hanger.hookTop) - 12) * W + Math.round(hanger.hookX)) * 3;
    expect(Array.from(pixels.data.subarray(j, j + 3))).toEqual([128, 128, 128]);
  });

  it('styled flat lay: props lie clear of the garment, on the surface of each background category', async () => {
    const categories = [...BACKGROUND_CATEGORIES, null];
    for (const category of categories) {
      const { pixels, garment, props } = await flatLayComposition(
        contextFor({ front: kurta }, category),
      );
      expect(props.length, `${category}`).toBeGreaterThanOrEqual(2);
      expect(props.map((p) => p.kind)).toEqual(
        PROPS_FOR_CATEGORY[category ?? 'custom'].slice(0, props.length),
      );
      const { subject, left, top } = garment;
      for (const prop of props) {
        for (let y = 0; y < prop.size; y++) {
          for (let x = 0; x < prop.size; x++) {
            if (prop.pixels[(y * prop.size + x) * 4 + 3] === 0) continue;
            const gx = prop.left + x - left;
            const gy = prop.top + y - top;
            if (gx < 0 || gy < 0 || gx >= subject.width || gy >= subject.height) continue;
            expect(subject.data[(gy * subject.width + gx) * 4 + 3]).toBe(0);
          }
        }
      }
      // The corner shows the category's surface, not the scene.
      const surface = await backgrounds.surface(SURFACE_FOR_CATEGORY[category ?? 'studio'], W, H);
      const corner = (H - 3) * W * 3 + (W / 2) * 3;
      expect(pixels.data[corner]).toBe(surface.data[corner]);
    }
  });

  it('fabric detail: the most textured part of the garment, at 1:1 when the photo has the pixels', async () => {
    const large = await prepared(
      { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
      { width: 1600, height: 2000 },
    );
    const { pixels, crop, placed } = await fabricDetailComposition(contextFor({ front: large }));
    // A crop of the photo at the photo's own resolution, inside the garment, filling the swatch.
    const region = garmentRegion(large);
    expect(crop.left).toBeGreaterThanOrEqual(region.left);
    expect(crop.top).toBeGreaterThanOrEqual(region.top);
    expect(crop.width).toBeLessThanOrEqual(region.width / 2 + 1);
    expect(placed).toMatchObject(swatchSize(W, H));
    expect(crop).toMatchObject(swatchSize(W, H));
    // Pixel for pixel: the frame holds the prepared photo's pixels unscaled.
    let same = 0;
    for (let y = 0; y < crop.height; y++) {
      for (let x = 0; x < crop.width; x++) {
        const s = ((crop.top + y) * large.width + crop.left + x) * 4;
        const d = ((placed.top + y) * W + placed.left + x) * 3;
        if (
          Math.abs(large.rgba[s]! - pixels.data[d]!) <= 1 &&
          Math.abs(large.rgba[s + 1]! - pixels.data[d + 1]!) <= 1 &&
          Math.abs(large.rgba[s + 2]! - pixels.data[d + 2]!) <= 1
        )
          same++;
      }
    }
    expect(same / (crop.width * crop.height)).toBeGreaterThan(0.98);
    // The print is there: the crop is not a plain stretch of cloth.
    const stats = await sharp(pixels.data, { raw: { width: W, height: H, channels: 3 } })
      .extract({ left: placed.left, top: placed.top, width: crop.width, height: crop.height })
      .stats();
    expect(stats.channels[1]!.stdev).toBeGreaterThan(15);
  });

  it('fabric detail: a small photo’s crop is enlarged to fill the same swatch, not shown small', async () => {
    const small = await prepared(
      { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
      { width: 240, height: 300 },
    );
    const { pixels, crop, placed } = await fabricDetailComposition(contextFor({ front: small }));
    expect(placed).toMatchObject(swatchSize(W, H));
    expect(crop.width).toBeLessThan(placed.width);
    // The swatch is the crop enlarged (within a few levels of libvips' own enlargement).
    const expected = await sharp(small.rgba, {
      raw: { width: small.width, height: small.height, channels: 4 },
    })
      .extract(crop)
      .flatten({ background: '#ffffff' })
      .resize(placed.width, placed.height, { fit: 'fill', kernel: 'lanczos3' })
      .raw()
      .toBuffer();
    let diff = 0;
    for (let y = 0; y < placed.height; y++)
      for (let x = 0; x < placed.width; x++)
        for (let c = 0; c < 3; c++)
          diff += Math.abs(
            expected[(y * placed.width + x) * 3 + c]! -
              pixels.data[((placed.top + y) * W + placed.left + x) * 3 + c]!,
          );
    expect(diff / (placed.width * placed.height * 3)).toBeLessThan(2);
    // Inside the garment.
    const region = garmentRegion(small);
    expect(crop.left).toBeGreaterThanOrEqual(region.left);
    expect(crop.left + crop.width).toBeLessThanOrEqual(region.left + region.width);
  });

  it('fabric detail: a small photo’s shot passes the colour check with a margin (its own pixels, shown large)', async () => {
    // A 1200x1500 photo at HD, scaled to this frame: the swatch was a fifth of the frame's
    // width and the check, which measures the frame's share in the garment's colours, failed.
    const { photo } = await drawGarmentPhoto(
      { kind: 'shirt', color: '#f4f4f2', pattern: 'stripes', accent: '#3b5b92' },
      backdrop,
      { width: Math.round((1200 * W) / 2048), height: Math.round((1500 * W) / 2048) },
    );
    const { pixels } = await fabricDetailComposition(
      contextFor({ front: await prepareView(photo) }),
    );
    const png = await sharp(pixels.data, { raw: { width: W, height: H, channels: 3 } })
      .png()
      .toBuffer();
    const palette = await garmentPalette(photo);
    expect(palette).not.toBeNull();
    // With a wide margin: the swatch alone shows the stripes' blue over 3x the share asked
    // (it was 2.1%, at the edge of the 2% the check asks; at HD it fell below).
    const verdict = judgeColours(palette!, await shotColours(png));
    expect(verdict.passed).toBe(true);
    expect(verdict.score).toBeGreaterThan(3 * COLOUR_RULES.minCoverage);
  });

  it('fabric detail: half the garment at most, a wider share only when half would blur', () => {
    const shown = swatchSize(2048, 2560);
    // A large garment: the swatch at 1:1.
    expect(detailCropSizes({ width: 4000, height: 5000 }, 2048, 2560)).toEqual([shown]);
    // Half the garment, enlarged less than twice.
    expect(detailCropSizes({ width: 1800, height: 2250 }, 2048, 2560)).toEqual([
      { width: 900, height: 1125 },
    ]);
    // Half would be enlarged more than twice: 65% first, then half.
    expect(detailCropSizes({ width: 900, height: 1125 }, 2048, 2560)).toEqual([
      { width: 585, height: 731 },
      { width: 450, height: 563 },
    ]);
  });
});
