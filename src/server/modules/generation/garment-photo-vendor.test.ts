import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { toVendorJpeg } from '../../engines/ai/vendor-jpeg.js';
import { normaliseGarmentPhoto } from './garment-photo.js';
import { keyed } from '../../../core/server-messages.js';

/** A photo with detail in every pixel, so a copy made from other pixels would differ. */
const noisy = (width: number, height: number, channels: 3 | 4) =>
  sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 150, g: 40, b: 60, alpha: 0.6 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  });

/** The pixels of a photo as decoded for storing: EXIF orientation applied, losslessly kept. */
const decodedPixels = (upload: Buffer) =>
  sharp(upload).rotate().png({ compressionLevel: 0 }).toBuffer();

async function psnr(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  let squares = 0;
  for (let i = 0; i < x.length; i++) squares += (x[i]! - y[i]!) ** 2;
  return 10 * Math.log10((255 * 255 * x.length) / squares);
}

describe("the upload's vendor copy (decision 212)", () => {
  it('is byte for byte what toVendorJpeg makes of the decoded pixels', async () => {
    const upload = await noisy(1800, 2200, 3).jpeg({ quality: 92 }).toBuffer();
    const photo = await normaliseGarmentPhoto(upload, { vendorJpeg: true });

    const expected = await toVendorJpeg(
      await decodedPixels(upload),
      'front',
      1536,
      keyed('photoUnreadable', 'front'),
    );
    expect(photo.vendorJpeg?.equals(expected.data)).toBe(true);
    // What is stored is the same as without the copy.
    const plain = await normaliseGarmentPhoto(upload);
    expect(plain.vendorJpeg).toBeUndefined();
    expect(photo.data.equals(plain.data)).toBe(true);
  });

  it('is byte for byte what the engine would make of a stored photo with transparency', async () => {
    const upload = await noisy(1600, 2000, 4).png().toBuffer();
    const photo = await normaliseGarmentPhoto(upload, { vendorJpeg: true });

    expect(photo.contentType).toBe('image/png');
    const fromStored = await toVendorJpeg(
      photo.data,
      'front',
      1536,
      keyed('photoUnreadable', 'front'),
    );
    expect(photo.vendorJpeg?.equals(fromStored.data)).toBe(true);
  });

  it('is turned by the EXIF orientation, scaled before it is turned', async () => {
    // sharp scales first and turns the smaller image: the same picture, rounded differently.
    const garment = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="2200" height="1800">
        <rect width="2200" height="1800" fill="#e7e4dd"/>
        <circle cx="900" cy="800" r="600" fill="#b0122b"/>
        <rect x="300" y="300" width="500" height="1200" fill="#d4a843"/>
      </svg>`,
    );
    const upload = await sharp(garment)
      .jpeg({ quality: 92 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await normaliseGarmentPhoto(upload, { vendorJpeg: true });

    const meta = await sharp(photo.vendorJpeg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1257, 1536]);
    const turnedFirst = await toVendorJpeg(
      await decodedPixels(upload),
      'front',
      1536,
      keyed('photoUnreadable', 'front'),
    );
    // 63 dB here: rounding, far below what the JPEG itself changes.
    expect(await psnr(photo.vendorJpeg!, turnedFirst.data)).toBeGreaterThan(55);
  });
});
