/**
 * A natural shadow for a garment placed on a scene: a soft ambient shadow of its silhouette,
 * dropped slightly down and to the right (key light from the upper left), and a darker
 * contact shadow where the hem meets the floor. Worked out at quarter size (shadows are soft,
 * so nothing is lost): the studio shots cast it on their ground as it is scaled up
 * (castShade); the marketplace export takes it as a full-size multiply layer.
 */
import sharp, { type OverlayOptions } from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import type { GroundShade } from './soft-shadow.js';
import { maskAt } from './worked-out-once.js';

const SCALE = 4;

export interface ShadowPlacement {
  /** The garment as placed: RGBA pixels and position in the frame. */
  garment: RawPixels;
  left: number;
  top: number;
  frameWidth: number;
  frameHeight: number;
  /** 0..1 overall strength. */
  strength: number;
  /** Adds the contact shadow at the hem (off for detail crops, which do not touch the floor). */
  contact: boolean;
}

/** A shadow layer placed in the frame: one band, to composite with blend 'multiply'. */
export interface ShadowLayer extends Omit<RawPixels, 'channels'> {
  channels: 1;
  left: number;
  top: number;
}

/**
 * The shadow at quarter size (white = no shadow), covering only the part of the frame it
 * darkens: the silhouette's blur reach and the contact ellipse.
 */
export async function contactShade(p: ShadowPlacement): Promise<GroundShade> {
  const sw = Math.ceil(p.frameWidth / SCALE);
  const sh = Math.ceil(p.frameHeight / SCALE);
  const gw = Math.max(1, Math.round(p.garment.width / SCALE));
  const gh = Math.max(1, Math.round(p.garment.height / SCALE));
  // The same quarter-size mask the soft shadows of the garment's other shots start from.
  const alpha = await maskAt(p.garment, gw, gh);

  // Contact: a flat ellipse under the hem, as wide as the garment's lowest part.
  let minX = gw;
  let maxX = -1;
  let bottom = -1;
  for (let y = gh - 1; y >= 0 && bottom < 0; y--)
    for (let x = 0; x < gw; x++) if (alpha[y * gw + x]! > 128) bottom = y;
  const band = Math.max(1, Math.round(gh * 0.04));
  for (let y = Math.max(0, bottom - band); y <= bottom; y++) {
    for (let x = 0; x < gw; x++) {
      if (alpha[y * gw + x]! > 128) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
    }
  }
  const contact = p.contact && bottom >= 0;
  const cx = p.left / SCALE + (minX + maxX) / 2;
  const cy = p.top / SCALE + bottom + gh * 0.004;
  const rx = Math.max(4, ((maxX - minX) / 2) * 1.12);
  const ry = Math.max(2, gh * 0.02);

  // The region (quarter scale) the shadow reaches: the offset silhouette grown by three
  // blur sigmas, and the ellipse out to where it fades below one level in 255.
  const sigma = Math.max(1, gh * 0.025);
  const ox = Math.round(p.left / SCALE + gh * 0.012);
  const oy = Math.round(p.top / SCALE + gh * 0.018);
  const reach = Math.ceil(3 * sigma);
  let x0 = ox - reach;
  let y0 = oy - reach;
  let x1 = ox + gw + reach;
  let y1 = oy + gh + reach;
  if (contact) {
    x0 = Math.min(x0, Math.floor(cx - 1.7 * rx));
    x1 = Math.max(x1, Math.ceil(cx + 1.7 * rx));
    y0 = Math.min(y0, Math.floor(cy - 1.7 * ry));
    y1 = Math.max(y1, Math.ceil(cy + 1.7 * ry));
  }
  x0 = Math.max(0, x0);
  y0 = Math.max(0, y0);
  x1 = Math.min(sw, x1);
  y1 = Math.min(sh, y1);
  const rw = Math.max(1, x1 - x0);
  const rh = Math.max(1, y1 - y0);

  // Ambient: the silhouette, offset and blurred.
  const ambient = new Uint8Array(rw * rh);
  for (let y = 0; y < gh; y++) {
    const ty = y + oy - y0;
    if (ty < 0 || ty >= rh) continue;
    for (let x = 0; x < gw; x++) {
      const tx = x + ox - x0;
      if (tx >= 0 && tx < rw) ambient[ty * rw + tx] = alpha[y * gw + x]!;
    }
  }
  const blurred = await sharp(ambient, { raw: { width: rw, height: rh, channels: 1 } })
    .blur(sigma)
    .toColourspace('b-w')
    .raw()
    .toBuffer();

  // The ellipse's Gaussian is separable: exp(-2.2 (dx^2 + dy^2)) = exp(-2.2 dx^2) exp(-2.2 dy^2),
  // one exponential per column and per row instead of one per pixel.
  const across = new Float64Array(rw);
  for (let x = 0; x < rw; x++) across[x] = Math.exp(-2.2 * ((x + x0 - cx) / rx) ** 2);
  const layer = Buffer.alloc(rw * rh);
  for (let y = 0; y < rh; y++) {
    const down = contact ? 0.5 * Math.exp(-2.2 * ((y + y0 - cy) / ry) ** 2) : 0;
    for (let x = 0; x < rw; x++) {
      const i = y * rw + x;
      const a = (blurred[i]! / 255) * 0.32;
      const c = down * across[x]!;
      const s = Math.min(0.7, (1 - (1 - a) * (1 - c)) * p.strength);
      layer[i] = Math.round(255 * (1 - s));
    }
  }
  return { data: layer, width: rw, height: rh, left: x0 * SCALE, top: y0 * SCALE, scale: SCALE };
}

/**
 * The shadow as a full-size one-band layer (white = no shadow) covering only the part of the
 * frame it darkens. Compositing a layer the size of the whole frame cost more than the rest.
 */
export async function contactShadow(p: ShadowPlacement): Promise<ShadowLayer> {
  const shade = await contactShade(p);
  const { left, top } = shade;
  const width = Math.min(shade.width * SCALE, p.frameWidth - left);
  const height = Math.min(shade.height * SCALE, p.frameHeight - top);
  // One band: libvips multiplies it into all three of the frame's (a third of the bytes).
  const grey = await sharp(shade.data, {
    raw: { width: shade.width, height: shade.height, channels: 1 },
  })
    .resize(shade.width * SCALE, shade.height * SCALE, { kernel: 'linear' })
    .extract({ left: 0, top: 0, width, height })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  return { data: grey, width, height, channels: 1, left, top };
}

/** The layer as a sharp composite step: multiplied onto the frame where it lies. */
export function shadowOverlay(layer: ShadowLayer): OverlayOptions {
  return {
    input: layer.data,
    raw: { width: layer.width, height: layer.height, channels: 1 },
    left: layer.left,
    top: layer.top,
    blend: 'multiply',
  };
}
