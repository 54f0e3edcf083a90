/**
 * The garment as what differs from the backdrop (the photo's border colour): the region the
 * listing reads when the studio cut-out keeps one piece of several or is not trustworthy, as
 * with a set laid flat piece by piece.
 */
import sharp from 'sharp';
import { srgbToLab, type Lab } from '../colour/cielab.js';
import type { GarmentRegion } from '../colour/colour-fidelity.js';

/** ΔE76 from the backdrop beyond which a pixel is the garment. */
const FOREGROUND_DELTA = 12;

export async function backdropRegion(photo: Buffer, side: number): Promise<GarmentRegion> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const lab = (i: number): Lab => srgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
  const border: Lab[] = [];
  for (let x = 0; x < width; x++) border.push(lab(x), lab((height - 1) * width + x));
  for (let y = 0; y < height; y++) border.push(lab(y * width), lab(y * width + width - 1));
  const backdrop = [0, 1, 2].map((c) => median(border.map((p) => p[c]!))) as unknown as Lab;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    const p = lab(i);
    const far =
      Math.hypot(p[0] - backdrop[0], p[1] - backdrop[1], p[2] - backdrop[2]) > FOREGROUND_DELTA;
    mask[i] = far ? 255 : 0;
  }
  return { data, width, height, mask };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
