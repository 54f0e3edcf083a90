/**
 * Fabric detail: the part of the garment with the most texture (print, embroidery, weave),
 * shown large, framed on a plain ground with a small view of the whole garment that marks where
 * the crop comes from. The swatch always fills the same share of the frame, so the shot looks
 * the same whatever the photo's size; a crop smaller than that is enlarged (decision 100).
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
/** The swatch's share of the frame's width and height (it keeps the frame's proportions). */
export const SWATCH_SHARE = 0.62;
/** A detail is at most this share of the garment's width and height... */
const DETAIL_SHARE = 0.5;
/** ...unless the swatch would enlarge it more than this: a small photo gives more of it... */
const MAX_ZOOM_OF_A_DETAIL = 2;
/** ...up to this share, where a window that lies on the garment is still found. */
const WIDER_SHARE = 0.65;

/**
 * Where the crop is looked for: anywhere on the garment (the most textured part), or along its
 * top edge (a waistband) or its bottom edge (a hem or saree border), decision 178.
 */
export type DetailBand = 'anywhere' | 'top' | 'bottom';

export async function fabricDetailShot(ctx: ShotContext): Promise<RawPixels> {
  return (await fabricDetailComposition(ctx)).pixels;
}

export async function fabricDetailComposition(
  ctx: ShotContext,
  band: DetailBand = 'anywhere',
): Promise<{
  pixels: RawPixels;
  /** The crop, in the prepared photo's pixels. */
  crop: Region;
  /** Where the crop was placed in the frame, and its size there (swatchSize). */
  placed: { left: number; top: number; width: number; height: number };
}> {
  const { width: W, height: H } = ctx;
  const [view, ground] = await Promise.all([ctx.view('front'), ctx.surface('plain-light')]);
  const card = view.cutout.method === 'card';
  const crop = await mostTexturedRegion(view, W, H, band);
  const shown = swatchSize(W, H);
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
    .resize(shown.width, shown.height, { fit: 'fill', kernel: 'lanczos3' })
    .extend({ top: mat, bottom: mat, left: mat, right: mat, background: '#fdfcfa' })
    .ensureAlpha()
    .raw()
    .toBuffer();
  const fw = shown.width + 2 * mat;
  const fh = shown.height + 2 * mat;
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
  return { pixels, crop, placed: { left: left + mat, top: top + mat, ...shown } };
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

/** The swatch's size in a W x H frame. */
export function swatchSize(W: number, H: number): { width: number; height: number } {
  return { width: Math.round(W * SWATCH_SHARE), height: Math.round(H * SWATCH_SHARE) };
}

/**
 * The crop sizes to try, largest first, in the photo's pixels and the frame's proportions: at
 * most the swatch (never reduced) and half the garment, so that it is a detail. When the swatch
 * would enlarge half the garment more than twice (a small photo), a wider share is tried first,
 * which blurs less, as long as a window of that size lies on the garment.
 */
export function detailCropSizes(
  area: { width: number; height: number },
  W: number,
  H: number,
): { width: number; height: number }[] {
  const shown = swatchSize(W, H);
  const aspect = W / H;
  const size = (share: number) => {
    const cw = Math.min(area.width * share, area.height * share * aspect);
    if (cw >= shown.width) return shown;
    return { width: Math.max(16, Math.round(cw)), height: Math.max(16, Math.round(cw / aspect)) };
  };
  const detail = size(DETAIL_SHARE);
  if (shown.width / detail.width <= MAX_ZOOM_OF_A_DETAIL) return [detail];
  return [size(WIDER_SHARE), detail];
}

/**
 * The crop with the most texture: gradient energy summed over windows of the crop's size on
 * a small copy (integral images), among windows that lie on the garment; of the sizes to try,
 * the first that has such a window.
 */
export async function mostTexturedRegion(
  view: PreparedView,
  W: number,
  H: number,
  band: DetailBand = 'anywhere',
): Promise<Region> {
  const card = view.cutout.method === 'card';
  const area = card
    ? { left: 0, top: 0, width: view.width, height: view.height }
    : garmentRegion(view);
  const scale = Math.max(1, Math.max(view.width, view.height) / SEARCH_SIDE);
  const maps = await textureMaps(view, scale, card);
  const sizes = detailCropSizes(area, W, H).map((size) => ({
    width: Math.min(view.width, size.width),
    height: Math.min(view.height, size.height),
  }));
  let found: { at: { x: number; y: number }; size: { width: number; height: number } } | null =
    null;
  for (const size of sizes) {
    const wh = Math.round(size.height / scale);
    // A band's windows lie in one row: just inside the garment's top or bottom edge.
    const inset = Math.max(1, Math.round((view.bbox.height * 0.015) / scale));
    const row =
      band === 'top'
        ? Math.round(view.bbox.y / scale) + inset
        : band === 'bottom'
          ? Math.round((view.bbox.y + view.bbox.height) / scale) - wh - inset
          : null;
    const window = bestWindow(maps, Math.round(size.width / scale), wh, row);
    found = { at: window.best ?? window.fallback, size };
    if (window.best) break;
  }
  const { at, size } = found!;
  return {
    left: Math.min(view.width - size.width, Math.round(at.x * scale)),
    top: Math.min(view.height - size.height, Math.round(at.y * scale)),
    ...size,
  };
}

interface TextureMaps {
  /** Integral images of the gradient energy and of the garment's coverage, (sw+1) x (sh+1). */
  energy: Float64Array;
  cover: Float64Array;
  sw: number;
  sh: number;
}

/** Gradient energy of the luminance, and garment coverage, on a copy 1/scale the size. */
async function textureMaps(view: PreparedView, scale: number, card: boolean): Promise<TextureMaps> {
  const sw = Math.max(4, Math.round(view.width / scale));
  const sh = Math.max(4, Math.round(view.height / scale));
  const small = await sharp(view.rgba, {
    raw: { width: view.width, height: view.height, channels: 4 },
  })
    .resize(sw, sh)
    .raw()
    .toBuffer();
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
  return { energy, cover, sw, sh };
}

/**
 * The window of w x h (on the small copy) with the most energy among those that lie on the
 * garment (null when none does), and the one with the most garment as the fallback.
 */
function bestWindow(maps: TextureMaps, w: number, h: number, row: number | null = null) {
  const { energy, cover, sw, sh } = maps;
  const ww = Math.min(sw, Math.max(1, w));
  const wh = Math.min(sh, Math.max(1, h));
  let best: { x: number; y: number; score: number } | null = null;
  let fallback = { x: 0, y: 0, coverage: -1 };
  const only = row === null ? null : Math.max(0, Math.min(sh - wh, row));
  for (let y = only ?? 0; y + wh <= sh && (only === null || y === only); y++) {
    for (let x = 0; x + ww <= sw; x++) {
      const coverage = windowSum(cover, sw + 1, x, y, ww, wh) / (ww * wh);
      if (coverage > fallback.coverage) fallback = { x, y, coverage };
      if (coverage < MIN_COVERAGE) continue;
      const score = windowSum(energy, sw + 1, x, y, ww, wh);
      if (!best || score > best.score) best = { x, y, score };
    }
  }
  return { best, fallback };
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
