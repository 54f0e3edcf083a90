/**
 * A natural shadow for a garment placed on a scene: a soft ambient shadow of its silhouette,
 * dropped slightly down and to the right (key light from the upper left), and a darker
 * contact shadow where the hem meets the floor. Worked out at quarter size (shadows are soft,
 * so nothing is lost) and returned as a full-size multiply layer.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';

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

/** A 3-channel layer to composite with blend 'multiply' (white = no shadow). */
export async function contactShadow(p: ShadowPlacement): Promise<RawPixels> {
  const sw = Math.ceil(p.frameWidth / SCALE);
  const sh = Math.ceil(p.frameHeight / SCALE);
  const gw = Math.max(1, Math.round(p.garment.width / SCALE));
  const gh = Math.max(1, Math.round(p.garment.height / SCALE));
  const alpha = await sharp(p.garment.data, {
    raw: { width: p.garment.width, height: p.garment.height, channels: p.garment.channels },
  })
    .extractChannel(3)
    .resize(gw, gh)
    .toColourspace('b-w')
    .raw()
    .toBuffer();

  // Ambient: the silhouette, offset and blurred.
  const ambient = new Uint8Array(sw * sh);
  const ox = Math.round(p.left / SCALE + gh * 0.012);
  const oy = Math.round(p.top / SCALE + gh * 0.018);
  for (let y = 0; y < gh; y++) {
    const ty = y + oy;
    if (ty < 0 || ty >= sh) continue;
    for (let x = 0; x < gw; x++) {
      const tx = x + ox;
      if (tx >= 0 && tx < sw) ambient[ty * sw + tx] = alpha[y * gw + x]!;
    }
  }
  const blurred = await sharp(ambient, { raw: { width: sw, height: sh, channels: 1 } })
    .blur(Math.max(1, gh * 0.025))
    .toColourspace('b-w')
    .raw()
    .toBuffer();

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
  const layer = Buffer.alloc(sw * sh);
  const cx = p.left / SCALE + (minX + maxX) / 2;
  const cy = p.top / SCALE + bottom + gh * 0.004;
  const rx = Math.max(4, ((maxX - minX) / 2) * 1.12);
  const ry = Math.max(2, gh * 0.02);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      const a = (blurred[i]! / 255) * 0.32;
      let c = 0;
      if (p.contact && bottom >= 0) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        c = 0.5 * Math.exp(-2.2 * (dx * dx + dy * dy));
      }
      const s = Math.min(0.7, (1 - (1 - a) * (1 - c)) * p.strength);
      layer[i] = Math.round(255 * (1 - s));
    }
  }
  // A single-band image comes back from libvips as sRGB: the 3-band layer composite wants.
  const rgb = await sharp(layer, { raw: { width: sw, height: sh, channels: 1 } })
    .resize(p.frameWidth, p.frameHeight, { kernel: 'linear' })
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  return { data: rgb, width: p.frameWidth, height: p.frameHeight, channels: 3 };
}
