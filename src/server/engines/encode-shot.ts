/**
 * Turns a finished shot into what is stored: a full-size PNG for downloads and a small
 * preview. Both are encoded from pixels, so no metadata of any input survives.
 */
import sharp from 'sharp';
import { VENDOR_IMAGE_MAX_PIXELS } from '../lib/image-input.js';
import type { OutputOptions, ShotImage } from './image-engine.js';

export interface RawPixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * zlib level 3 without adaptive filtering: measured on a 2048x2560 shot (docs/benchmarks.md),
 * 2.4x faster to encode than level 6 for files about 8% larger. Downloads stay lossless.
 */
export const SHOT_PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

export async function encodeShot(pixels: RawPixels, output: OutputOptions): Promise<ShotImage> {
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } };
  const longSide = Math.max(pixels.width, pixels.height);
  const scale = Math.min(1, output.previewLongSide / longSide);
  const pw = Math.round(pixels.width * scale);
  const ph = Math.round(pixels.height * scale);
  const [png, preview] = await Promise.all([
    sharp(pixels.data, raw).png(SHOT_PNG_OPTIONS).toBuffer(),
    output.previewFormat === 'webp'
      ? sharp(pixels.data, raw).resize(pw, ph).webp({ quality: 80 }).toBuffer()
      : sharp(pixels.data, raw).resize(pw, ph).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
  ]);
  return {
    png,
    preview,
    previewMime: output.previewFormat === 'webp' ? 'image/webp' : 'image/jpeg',
    width: pixels.width,
    height: pixels.height,
  };
}

/** An image an AI vendor returned, fitted to the requested output (cover crop) and re-encoded. */
export async function encodeVendorImage(image: Buffer, output: OutputOptions): Promise<ShotImage> {
  const { data, info } = await sharp(image, { limitInputPixels: VENDOR_IMAGE_MAX_PIXELS })
    .resize(output.width, output.height, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeShot({ data, width: info.width, height: info.height, channels: 3 }, output);
}
