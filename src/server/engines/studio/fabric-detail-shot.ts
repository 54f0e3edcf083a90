/**
 * Fabric detail: the part of the garment with the most texture (print, embroidery, weave),
 * cropped at the photo's own resolution and never enlarged (one photo pixel is one output
 * pixel, so it shows the real fabric), framed on a plain ground with a small view of the whole
 * garment that marks where the crop comes from.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import {
  composeOnGround,
  fitGarment,
  garmentRegion,
  place,
  type Region,
} from './garment-layers.js';
import type { PreparedView } from './prepare-view.js';
import type { ShotContext } from './shot-context.js';
import { softShadow } from './soft-shadow.js';

/** Long side of the copy the texture is measured on. */
const SEARCH_SIDE = 240;
/** Share of the crop that must be garment (not backdrop). */
const MIN_COVERAGE = 0.97;

export async function fabricDetailShot(ctx: ShotContext): Promise<RawPixels> {
  return (await fabricDetailComposition(ctx)).pixels;
}

export async function fabricDetailComposition(ctx: ShotContext): Promise<{
  pixels: RawPixels;
  /** The crop, in the prepared photo's pixels. */
  crop: Region;
  /** Where the crop was placed in the frame (same size: 1:1). */
  placed: { left: number; top: number };
}> {
  const { width: W, height: H } = ctx;
  const [view, ground] = await Promise.all([ctx.view('front'), ctx.surface('plain-light')]);
  const card = view.cutout.method === 'card';
  const crop = await mostTexturedRegion(view, W, H);
  const swatch = await sharp(card && view.rgb ? view.rgb : view.rgba, {
    raw: { width: view.width, height: view.height, channels: card && view.rgb ? 3 : 4 },
  })
    .extract(crop)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer();
  const mat = Math.round(Math.min(W, H) * 0.016);
  const framed = await sharp(swatch, {
    raw: { width: crop.width, height: crop.height, channels: 3 },
  })
    .extend({ top: mat, bottom: mat, left: mat, right: mat, background: '#fdfcfa' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  const fw = crop.width + 2 * mat;
  const fh = crop.height + 2 * mat;
  const left = Math.round((W - fw) / 2);
  const top = Math.round(H * 0.44 - fh / 2);
  const framedPixels = { data: framed, width: fw, height: fh, channels: 4 as const };

  const layers: Parameters<typeof composeOnGround>[1] = [place(framedPixels, left, top)];
  const shades = [
    softShadow(framedPixels, left, top, { dx: 0, dy: H * 0.008, sigma: H * 0.01, opacity: 0.28 }),
  ];
  if (!card) {
    const small = await locator(view, crop, W, H);
    layers.push(...small.layers);
    shades.push(small.shadow);
  }
  const pixels = await composeOnGround(ground, layers, shades);
  return { pixels, crop, placed: { left: left + mat, top: top + mat } };
}

/** The whole garment, small, in the lower right corner, with the crop marked on it. */
async function locator(view: PreparedView, crop: Region, W: number, H: number) {
  const small = await fitGarment(view, W * 0.16, H * 0.13);
  const lx = Math.round(W * 0.96 - small.width);
  const ly = Math.round(H * 0.97 - small.height);
  const shown = garmentRegion(view);
  const sx = small.width / shown.width;
  const sy = small.height / shown.height;
  const line = Math.max(1, W * 0.0025);
  const mark = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${small.width}" height="${small.height}"><rect x="${((crop.left - shown.left) * sx).toFixed(1)}" y="${((crop.top - shown.top) * sy).toFixed(1)}" width="${(crop.width * sx).toFixed(1)}" height="${(crop.height * sy).toFixed(1)}" fill="none" stroke="#1f1f1f" stroke-width="${line.toFixed(1)}"/></svg>`,
  );
  return {
    shadow: softShadow(small, lx, ly, {
      dx: W * 0.003,
      dy: H * 0.004,
      sigma: H * 0.004,
      opacity: 0.18,
    }),
    layers: [
      place(small, lx, ly),
      sharp(mark)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({
          data,
          width: info.width,
          height: info.height,
          left: lx,
          top: ly,
        })),
    ],
  };
}

/**
 * The crop with the most texture: gradient energy summed over windows of the crop's size on
 * a small copy (integral images), among windows that lie on the garment. The crop's size is
 * a share of the garment, never more than fits the frame at 1:1.
 */
export async function mostTexturedRegion(
  view: PreparedView,
  W: number,
  H: number,
): Promise<Region> {
  const card = view.cutout.method === 'card';
  const area = card
    ? { left: 0, top: 0, width: view.width, height: view.height }
    : garmentRegion(view);
  // The crop keeps the frame's proportions.
  const aspect = W / H;
  let cw = Math.min(W * 0.74, area.width * 0.5);
  let ch = cw / aspect;
  if (ch > Math.min(H * 0.74, area.height * 0.5)) {
    ch = Math.min(H * 0.74, area.height * 0.5);
    cw = ch * aspect;
  }
  cw = Math.max(16, Math.min(view.width, Math.round(cw)));
  ch = Math.max(16, Math.min(view.height, Math.round(ch)));

  const scale = Math.max(1, Math.max(view.width, view.height) / SEARCH_SIDE);
  const sw = Math.max(4, Math.round(view.width / scale));
  const sh = Math.max(4, Math.round(view.height / scale));
  const small = await sharp(view.rgba, {
    raw: { width: view.width, height: view.height, channels: 4 },
  })
    .resize(sw, sh)
    .raw()
    .toBuffer();
  // Gradient energy of the luminance, and garment coverage, as integral images.
  const energy = new Float64Array((sw + 1) * (sh + 1));
  const cover = new Float64Array((sw + 1) * (sh + 1));
  for (let y = 0; y < sh; y++) {
    let rowE = 0;
    let rowC = 0;
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      const inside = card || small[i * 4 + 3]! >= 250;
      const gx = x + 1 < sw ? Math.abs(luma(small, i + 1) - luma(small, i)) : 0;
      const gy = y + 1 < sh ? Math.abs(luma(small, i + sw) - luma(small, i)) : 0;
      rowE += inside ? gx + gy : 0;
      rowC += inside ? 1 : 0;
      const k = (y + 1) * (sw + 1) + x + 1;
      energy[k] = energy[k - sw - 1]! + rowE;
      cover[k] = cover[k - sw - 1]! + rowC;
    }
  }
  const ww = Math.min(sw, Math.max(1, Math.round(cw / scale)));
  const wh = Math.min(sh, Math.max(1, Math.round(ch / scale)));
  let best: { x: number; y: number; score: number } | null = null;
  let fallback = { x: 0, y: 0, coverage: -1 };
  for (let y = 0; y + wh <= sh; y++) {
    for (let x = 0; x + ww <= sw; x++) {
      const coverage = windowSum(cover, sw + 1, x, y, ww, wh) / (ww * wh);
      if (coverage > fallback.coverage) fallback = { x, y, coverage };
      if (coverage < MIN_COVERAGE) continue;
      const score = windowSum(energy, sw + 1, x, y, ww, wh);
      if (!best || score > best.score) best = { x, y, score };
    }
  }
  const at = best ?? fallback;
  return {
    left: Math.min(view.width - cw, Math.round(at.x * scale)),
    top: Math.min(view.height - ch, Math.round(at.y * scale)),
    width: cw,
    height: ch,
  };
}

// Functions of the module rather than closures made per call, which V8 re-optimises each time.

function luma(rgba: Buffer, i: number): number {
  return 0.3 * rgba[i * 4]! + 0.59 * rgba[i * 4 + 1]! + 0.11 * rgba[i * 4 + 2]!;
}

/** Sum of a w x h window at (x, y) of an integral image `stride` values wide. */
function windowSum(
  t: Float64Array,
  stride: number,
  x: number,
  y: number,
  w: number,
  h: number,
): number {
  return (
    t[(y + h) * stride + x + w]! -
    t[y * stride + x + w]! -
    t[(y + h) * stride + x]! +
    t[y * stride + x]!
  );
}
