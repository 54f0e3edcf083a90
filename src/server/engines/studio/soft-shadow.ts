/**
 * A soft shadow of a subject's silhouette, offset from it (a wall or a table under soft
 * light): the mask at quarter size, padded, blurred and inverted by libvips, then scaled up
 * as a multiply layer that covers only the part of the frame it darkens.
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { Layer } from './garment-layers.js';

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

export async function softShadow(
  subject: Layer,
  left: number,
  top: number,
  frame: { width: number; height: number },
  o: SoftShadowOptions,
): Promise<OverlayOptions> {
  const sw = Math.max(1, Math.round(subject.width / SCALE));
  const sh = Math.max(1, Math.round(subject.height / SCALE));
  const sigma = Math.max(0.5, o.sigma / SCALE);
  const pad = Math.ceil(3 * sigma);
  const alpha = await sharp(subject.data, {
    raw: { width: subject.width, height: subject.height, channels: subject.channels },
  })
    .extractChannel(subject.channels === 4 ? 3 : 0)
    .resize(sw, sh)
    .toColourspace('b-w')
    .raw()
    .toBuffer()
    // Padded apart: in one pipeline sharp extends before it extracts the alpha band.
    .then((mask) =>
      sharp(mask, { raw: { width: sw, height: sh, channels: 1 } })
        .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#000000' })
        .toColourspace('b-w')
        .raw()
        .toBuffer(),
    );
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

  // Where it lands in the frame, clipped.
  const x = Math.round(left + o.dx) - pad * SCALE;
  const y = Math.round(top + o.dy) - pad * SCALE;
  const fullW = pw * SCALE;
  const fullH = ph * SCALE;
  const x0 = Math.max(0, x);
  const y0 = Math.max(0, y);
  const x1 = Math.min(frame.width, x + fullW);
  const y1 = Math.min(frame.height, y + fullH);
  if (x1 <= x0 || y1 <= y0) {
    return { input: Buffer.from([255]), raw: { width: 1, height: 1, channels: 1 } };
  }
  const data = await sharp(inverted, { raw: { width: pw, height: ph, channels: 1 } })
    .resize(fullW, fullH, { kernel: 'linear' })
    .extract({ left: x0 - x, top: y0 - y, width: x1 - x0, height: y1 - y0 })
    // One band: libvips multiplies it into all three of the frame's (a third of the bytes).
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return {
    input: data,
    raw: { width: x1 - x0, height: y1 - y0, channels: 1 },
    left: x0,
    top: y0,
    blend: 'multiply',
  };
}
