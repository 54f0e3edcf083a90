/**
 * Light and shade laid over a flat garment, so it reads as a garment with a body inside
 * (ghost mannequin) or hanging from its shoulders (hanger). Each map is worked out small
 * (the shading is soft) by libvips and multiplied into the garment's own pixels as it is laid
 * on the ground (layShaded): it only
 * darkens, and darkens red, green and blue by the same factor, so the garment's colours keep
 * their hue and chroma ratio (decision 100).
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { columnTaps, mixRow } from './bilinear-sampling.js';
import type { PlacedLayer, ShadeMap, Subject } from './layer.js';
import { maskAt, onceFor } from './worked-out-once.js';

/** Long side of the working maps. */
const MAP_SIDE = 128;

function mapSize(subject: Subject) {
  const scale = Math.max(1, Math.max(subject.width, subject.height) / MAP_SIDE);
  return {
    width: Math.max(8, Math.round(subject.width / scale)),
    height: Math.max(8, Math.round(subject.height / scale)),
  };
}

/**
 * Body volume from the silhouette: the mask blurred is a height map (high in the middle of
 * the body, falling towards every edge, lower in the narrow sleeves), lit from the upper left.
 * One 3x3 convolution of the height map gives the light: a share of the height itself
 * (edges turn away from the camera), its slope towards the light (the left flank lit, the
 * right in shade) and how far it lies below its surroundings (where the sleeves meet the
 * body the surface folds in and darkens).
 */
export function volumeShade(subject: Subject): Promise<ShadeMap> {
  // The Ghost mannequin and the hanger light the same garment: worked out once.
  return onceFor(subject.data, 'volume', () => lightVolume(subject));
}

async function lightVolume(subject: Subject): Promise<ShadeMap> {
  const { width, height } = mapSize(subject);
  const sigma = Math.max(1.5, Math.min(width, height) * 0.07);
  const pad = Math.ceil(3 * sigma);
  // Padded apart: in one pipeline sharp extends before it extracts the alpha band.
  const mask = await sharp(await maskAt(subject, width, height), {
    raw: { width, height, channels: 1 },
  })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#000000' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const pw = width + 2 * pad;
  const ph = height + 2 * pad;
  const heightMap = await sharp(mask, { raw: { width: pw, height: ph, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer();

  const kernel = lightingKernel(sigma);
  const data = await sharp(heightMap, { raw: { width: pw, height: ph, channels: 1 } })
    .convolve(kernel)
    .extract({ left: pad, top: pad, width, height })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Share of the light that follows the height, the slope and the folds. */
const HEIGHT = 0.34;
const SLOPE_X = 1.5;
const SLOPE_Y = 0.8;
const FOLD = 1.4;

/**
 * shade = 255 (1 - HEIGHT) + HEIGHT h + SLOPE_X dh/dx + SLOPE_Y dh/dy - FOLD (blur(h) - h)
 * as one kernel. Slopes are taken over a few pixels and the fold term is a difference of
 * Gaussians, so the 8-bit height map's steps are not amplified into noise. libvips drops an
 * offset that is not a whole number.
 */
function lightingKernel(sigma: number) {
  const foldSigma = sigma * 0.6;
  const r = Math.ceil(2 * foldSigma);
  const size = 2 * r + 1;
  const kernel = new Array<number>(size * size).fill(0);
  let total = 0;
  for (let y = -r; y <= r; y++)
    for (let x = -r; x <= r; x++) total += Math.exp(-(x * x + y * y) / (2 * foldSigma ** 2));
  for (let y = -r; y <= r; y++)
    for (let x = -r; x <= r; x++)
      kernel[(y + r) * size + x + r] =
        (-FOLD * Math.exp(-(x * x + y * y) / (2 * foldSigma ** 2))) / total;
  const at = (x: number, y: number) => (y + r) * size + x + r;
  kernel[at(0, 0)]! += HEIGHT + FOLD;
  const step = Math.max(1, Math.round(sigma * 0.3));
  kernel[at(step, 0)]! += SLOPE_X / (2 * step);
  kernel[at(-step, 0)]! -= SLOPE_X / (2 * step);
  kernel[at(0, step)]! += SLOPE_Y / (2 * step);
  kernel[at(0, -step)]! -= SLOPE_Y / (2 * step);
  return { width: size, height: size, kernel, scale: 1, offset: Math.round(255 * (1 - HEIGHT)) };
}

/**
 * A garment hanging from its shoulders: soft vertical folds that start at the shoulders and
 * deepen towards the hem, drawn small as an SVG gradient. `seed` varies where they fall.
 */
export async function drapeShade(subject: Subject, seed: number): Promise<ShadeMap> {
  const { width, height } = mapSize(subject);
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const folds = 6 + Math.floor(random() * 3);
  const stops: string[] = [];
  for (let i = 0; i <= folds * 2; i++) {
    const t = Math.min(1, Math.max(0, (i + (random() - 0.5) * 0.6) / (folds * 2)));
    // Ridges catch the light, valleys fall into shade.
    const grey = i % 2 === 0 ? 255 : Math.round(196 + random() * 22);
    stops.push(`<stop offset="${t.toFixed(3)}" stop-color="rgb(${grey},${grey},${grey})"/>`);
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><linearGradient id="f" x1="0" y1="0" x2="1" y2="0">${stops.join('')}</linearGradient>` +
    `<linearGradient id="v" x1="0" y1="0" x2="0" y2="1"><stop offset="0.08" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient>` +
    `<mask id="m"><rect width="${width}" height="${height}" fill="url(#v)"/></mask></defs>` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<rect width="${width}" height="${height}" fill="url(#f)" mask="url(#m)"/></svg>`;
  const data = await sharp(Buffer.from(svg))
    .extractChannel(0)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Two shade maps of the same size multiplied into one. */
export async function combineShades(first: ShadeMap, second: ShadeMap): Promise<ShadeMap> {
  const raw = { width: first.width, height: first.height, channels: 1 as const };
  const data = await sharp(first.data, { raw })
    .composite([{ input: second.data, raw, blend: 'multiply' }])
    .extractChannel(0)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { ...first, data };
}

/**
 * Lays a garment over RGB pixels in place ('over', clipped to the frame) with the map's light
 * and shade multiplied into its red, green and blue as it goes: no multiply layer over the
 * whole frame, and no shaded copy of the garment to write and read again (decision 101). The
 * map is sampled bilinearly (bilinear-sampling.ts).
 */
export function layShaded(frame: RawPixels, layer: PlacedLayer, map: ShadeMap): void {
  const { data: dst, width: W, height: H } = frame;
  const { data: src, width, height } = layer;
  const fromX = Math.max(0, -layer.left);
  const toX = Math.min(width, W - layer.left);
  const fx = map.width / width;
  const fy = map.height / height;
  const { lo, hi, weight } = columnTaps(width, fromX, toX, 0, fx, map.width);
  const row = new Float32Array(map.width);
  for (let y = Math.max(0, -layer.top); y < Math.min(height, H - layer.top); y++) {
    mixRow(map, y, fy, 255, row);
    let p = (y * width + fromX) * 4;
    let q = ((layer.top + y) * W + layer.left + fromX) * 3;
    for (let x = fromX; x < toX; x++, p += 4, q += 3) {
      const alpha = src[p + 3]!;
      if (alpha === 0) continue;
      const a = row[lo[x]!]!;
      const factor = a + (row[hi[x]!]! - a) * weight[x]!;
      // Rounded to the nearest level (| 0 truncates), then laid.
      const r = (src[p]! * factor + 0.5) | 0;
      const g = (src[p + 1]! * factor + 0.5) | 0;
      const b = (src[p + 2]! * factor + 0.5) | 0;
      if (alpha === 255) {
        dst[q] = r;
        dst[q + 1] = g;
        dst[q + 2] = b;
        continue;
      }
      const f = alpha / 255;
      // A Buffer rounds towards zero when it stores a fraction: + 0.5 rounds to nearest.
      dst[q] = dst[q]! + (r - dst[q]!) * f + 0.5;
      dst[q + 1] = dst[q + 1]! + (g - dst[q + 1]!) * f + 0.5;
      dst[q + 2] = dst[q + 2]! + (b - dst[q + 2]!) * f + 0.5;
    }
  }
}
