/**
 * The colour check judges a shot by the sample made while its PNG was encoded
 * (`ShotImage.colourSample`) instead of decoding the PNG again: it must see exactly the pixels
 * the PNG holds, so every verdict is the same either way.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeShot, encodeVendorImage } from '../encode-shot.js';
import { HD_OUTPUT, type OutputOptions } from '../image-engine.js';
import { colourSample, COLOUR_SAMPLE_SIDE } from './colour-sample.js';
import { shotColours } from './colour-fidelity.js';

const OUTPUT: OutputOptions = { ...HD_OUTPUT, width: 640, height: 800, previewLongSide: 320 };

/** A vendor's answer with detail everywhere: noise over a hue gradient. */
async function busyAnswer(width: number, height: number): Promise<Buffer> {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b0122b"/><stop offset="0.5" stop-color="#d4a843"/><stop offset="1" stop-color="#1b4f8a"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: noise, blend: 'soft-light' }])
    .png()
    .toBuffer();
}

describe('the colour sample made while encoding', () => {
  it('holds the pixels of the stored PNG at the check size (a vendor answer, resized)', async () => {
    const image = await encodeVendorImage(await busyAnswer(384, 480), OUTPUT);
    expect(image.colourSample).toBeDefined();
    const fromPng = await colourSample(image.png);
    expect(image.colourSample!.width).toBe(fromPng.width);
    expect(image.colourSample!.height).toBe(fromPng.height);
    expect(Math.max(fromPng.width, fromPng.height)).toBe(COLOUR_SAMPLE_SIDE);
    expect(image.colourSample!.data.equals(fromPng.data)).toBe(true);
    expect(await shotColours(image.colourSample!)).toEqual(await shotColours(image.png));
  });

  it('holds the pixels of the stored PNG for pixels with transparency (flattened on white)', async () => {
    const { data, info } = await sharp(await busyAnswer(500, 400))
      .ensureAlpha(0.4)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image = await encodeShot(
      { data, width: info.width, height: info.height, channels: 4 },
      OUTPUT,
    );
    expect(image.colourSample!.data.equals((await colourSample(image.png)).data)).toBe(true);
    expect(await shotColours(image.colourSample!)).toEqual(await shotColours(image.png));
  });
});
