/**
 * A vendor's answer is cropped by attention only when the crop cuts off enough to matter
 * (decision 210): at the output's aspect ratio the plain scale gives the very pixels the
 * attention crop gave; within ATTENTION_CROP_MIN_SHARE of it the crop is centred; beyond, it
 * still follows the attention.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTENTION_CROP_MIN_SHARE, encodeVendorImage } from './encode-shot.js';
import { HD_OUTPUT, type OutputOptions } from './image-engine.js';

const OUTPUT: OutputOptions = { ...HD_OUTPUT, width: 400, height: 500, previewLongSide: 200 };

/** An answer with its subject off centre: a small bright disc near the left edge, on grey. */
function answer(width: number, height: number): Promise<Buffer> {
  const r = Math.round(height / 8);
  return sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#6e6e6e"/><circle cx="${r + 2}" cy="${height / 2}" r="${r}" fill="#e8c020"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
}

async function pixelsOf(png: Buffer) {
  return sharp(png).removeAlpha().raw().toBuffer();
}

function fitted(image: Buffer, position: 'attention' | 'centre') {
  return sharp(image)
    .resize(OUTPUT.width, OUTPUT.height, { fit: 'cover', position })
    .removeAlpha()
    .raw()
    .toBuffer();
}

describe('a vendor answer fitted to the output', () => {
  it('at the output aspect ratio, holds the pixels the attention crop gave', async () => {
    const image = await answer(160, 200);
    const encoded = await encodeVendorImage(image, OUTPUT);
    expect([encoded.width, encoded.height]).toEqual([400, 500]);
    expect((await pixelsOf(encoded.png)).equals(await fitted(image, 'attention'))).toBe(true);
  });

  it('a little wider than the output (4:5 as 928x1152), is cropped at the centre', async () => {
    const image = await answer(464, 576);
    expect(1 - 0.8 / (464 / 576)).toBeLessThan(ATTENTION_CROP_MIN_SHARE);
    const pixels = await pixelsOf((await encodeVendorImage(image, OUTPUT)).png);
    expect(pixels.equals(await fitted(image, 'centre'))).toBe(true);
    // The attention would have moved it: this answer tells the two apart.
    expect(pixels.equals(await fitted(image, 'attention'))).toBe(false);
  });

  it('at another aspect ratio, is cropped where the attention is, not at the centre', async () => {
    const image = await answer(300, 200);
    const encoded = await encodeVendorImage(image, OUTPUT);
    const pixels = await pixelsOf(encoded.png);
    expect(pixels.equals(await fitted(image, 'attention'))).toBe(true);
    expect(pixels.equals(await fitted(image, 'centre'))).toBe(false);
  });
});
