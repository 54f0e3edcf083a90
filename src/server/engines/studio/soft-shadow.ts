/**
 * A soft shadow of a subject's silhouette, offset from it (a wall or a table under soft
 * light): the mask at quarter size, padded, blurred and inverted by libvips. It is cast on
 * the ground before anything is laid on it (composeOnGround's shades): multiplied into a copy
 * of the ground as it is scaled up, which costs a third of scaling it up in libvips and
 * blending it as a multiply layer over the frame (decision 101).
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { columnTaps, mixRow } from './bilinear-sampling.js';
import type { Layer, PlacedLayer } from './layer.js';
import { maskAt } from './worked-out-once.js';

const SCALE = 4;

export interface SoftShadowOptions {
  /** Offset of the shadow from the subject, in frame pixels. */
  dx: number;
  dy: number;
  /** Blur sigma in frame pixels. */
  sigma: number;
  /** Darkness where the shadow is full, 0..1. */
  opacity: number;
}

/** A shadow at a quarter of its size, and where its top-left corner falls in the frame. */
export interface GroundShade {
  /** 1 band: 255 = no shadow, 255 x (1 - opacity) under the full shadow. */
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
  /** Frame pixels per pixel of `data`. */
  scale: number;
}

export async function softShadow(
  subject: Layer,
  left: number,
  top: number,
  o: SoftShadowOptions,
): Promise<GroundShade> {
  const sw = Math.max(1, Math.round(subject.width / SCALE));
  const sh = Math.max(1, Math.round(subject.height / SCALE));
  const sigma = Math.max(0.5, o.sigma / SCALE);
  const pad = Math.ceil(3 * sigma);
  // The quarter-size mask is the one the garment's other shots start from (worked out once).
  // Padded apart: in one pipeline sharp extends before it extracts the alpha band.
  const alpha = await sharp(await maskAt(subject, sw, sh), {
    raw: { width: sw, height: sh, channels: 1 },
  })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#000000' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const pw = sw + 2 * pad;
  const ph = sh + 2 * pad;
  const blurred = await sharp(alpha, { raw: { width: pw, height: ph, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  // White where there is no shadow, 255 x (1 - opacity) under the full shadow.
  const inverted = await sharp(blurred, { raw: { width: pw, height: ph, channels: 1 } })
    .linear(-o.opacity, 255)
    .toColourspace('b-w')
    .raw()
    .toBuffer();

  return {
    data: inverted,
    width: pw,
    height: ph,
    left: Math.round(left + o.dx) - pad * SCALE,
    top: Math.round(top + o.dy) - pad * SCALE,
    scale: SCALE,
  };
}

/**
 * Multiplies a shade into RGB pixels in place, scaled up bilinearly (bilinear-sampling.ts) and
 * clipped to the frame. Pixels where `cover` (an RGBA layer laid over the frame
 * afterwards) is opaque are left alone: the layer replaces them, and under a garment that is
 * about half of its shadow.
 */
export function castShade(frame: RawPixels, shade: GroundShade, cover?: PlacedLayer): void {
  const { data, width: W, height: H, channels } = frame;
  const x0 = Math.max(0, shade.left);
  const y0 = Math.max(0, shade.top);
  const x1 = Math.min(W, shade.left + shade.width * shade.scale);
  const y1 = Math.min(H, shade.top + shade.height * shade.scale);
  if (x1 <= x0 || y1 <= y0) return;
  const columns = x1 - x0;
  // A shade's scale is frame pixels per map pixel.
  const step = 1 / shade.scale;
  const { lo, hi, weight } = columnTaps(columns, 0, columns, x0 - shade.left, step, shade.width);
  const row = new Float32Array(shade.width);
  for (let y = y0; y < y1; y++) {
    mixRow(shade, y - shade.top, step, 1, row);
    // The map columns of this row with something of the shadow, first to last.
    let first = -1;
    let lastDark = -1;
    for (let k = 0; k < shade.width; k++) {
      if (row[k]! < 254.7) {
        if (first < 0) first = k;
        lastDark = k;
      }
    }
    if (first < 0) continue; // nothing of the shadow on this row
    // Frame columns that mix one of them in (their neighbours' pixels mix it in too).
    const from = Math.max(0, Math.floor(shade.left + (first - 1) * shade.scale - x0));
    const to = Math.min(columns, Math.ceil(shade.left + (lastDark + 2) * shade.scale - x0));
    // Columns [ca, cb) of this row lie on the cover; its alpha for column ca is at `alphaAt`.
    let ca = columns;
    let cb = columns;
    let alphaAt = 0;
    if (cover && y >= cover.top && y < cover.top + cover.height) {
      ca = Math.min(columns, Math.max(0, cover.left - x0));
      cb = Math.min(columns, Math.max(ca, cover.left + cover.width - x0));
      alphaAt = ((y - cover.top) * cover.width + x0 + ca - cover.left) * 4 + 3;
    }
    const alpha = cover?.data;
    for (let i = from, p = (y * W + x0 + from) * channels; i < to; i++, p += channels) {
      if (i >= ca && i < cb && alpha![alphaAt + (i - ca) * 4] === 255) continue;
      const a = row[lo[i]!]!;
      const factor = (a + (row[hi[i]!]! - a) * weight[i]!) / 255;
      if (factor >= 0.999) continue;
      // A Buffer rounds towards zero when it stores a fraction: + 0.5 rounds to nearest.
      data[p] = data[p]! * factor + 0.5;
      data[p + 1] = data[p + 1]! * factor + 0.5;
      data[p + 2] = data[p + 2]! * factor + 0.5;
    }
  }
}
