/**
 * Colour decontamination along the cut (issue #30): the pixels of a thin band inside the
 * garment's alpha edge still carry the backdrop's colour (the photo's own antialiasing, and a
 * mask made at the cut-out's working size, a few photo pixels off), which shows as a light rim
 * on a darker scene. Their colour is replaced by the garment's own from just inside: the
 * opaque inside, eroded past the band, is spread outwards by a blur weighted by that inside
 * (libvips premultiplies by the alpha band before blurring, so the blur of [rgb, inside] is the
 * inside's mean colour near each pixel). The alpha channel is left as it is: the shape is the
 * cut-out's.
 */
import sharp from 'sharp';

export interface EdgeBand {
  /** Pixels from the alpha edge inwards whose colour is replaced (the band's width). */
  width: number;
}

/**
 * The band for a cut whose mask was made `maskScale` times smaller than the photo: one mask
 * pixel's error, plus the feather.
 */
export function edgeBandFor(maskScale: number): EdgeBand {
  return { width: Math.max(2, Math.ceil(maskScale) + 1) };
}

/** A copy of `rgba` whose edge band takes its colour from the garment's inside. */
export async function cleanEdges(
  rgba: Buffer,
  width: number,
  height: number,
  band: EdgeBand,
): Promise<Buffer> {
  const raw = { width, height, channels: 1 as const };
  const alpha = Buffer.alloc(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = rgba[i * 4 + 3]! === 255 ? 255 : 0;
  // The inside: fully opaque and at least the band's width from anything that is not.
  // sharp's morphology takes black as the foreground: its dilate shrinks white regions.
  const inside = await sharp(alpha, { raw })
    .dilate(band.width)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const weighted = Buffer.from(rgba);
  for (let i = 0; i < inside.length; i++) weighted[i * 4 + 3] = inside[i]!;
  const rgbaRaw = { width, height, channels: 4 as const };
  // Near the inside a small blur keeps the colour local; a wide one reaches narrow parts (a
  // strap, a thin sleeve) whose inside the erosion took whole.
  const spread = (sigma: number) => sharp(weighted, { raw: rgbaRaw }).blur(sigma).raw().toBuffer();
  const [near, far] = await Promise.all([spread(band.width), spread(band.width * 4)]);
  const out = Buffer.from(rgba);
  for (let i = 0, p = 0; i < inside.length; i++, p += 4) {
    if (inside[i] === 255 || rgba[p + 3] === 0) continue;
    // Enough of the inside under the small blur to trust its mean, else the wide one's.
    const from = near[p + 3]! >= 24 ? near : far[p + 3]! > 0 ? far : null;
    if (!from) continue;
    out[p] = from[p]!;
    out[p + 1] = from[p + 1]!;
    out[p + 2] = from[p + 2]!;
  }
  return out;
}
