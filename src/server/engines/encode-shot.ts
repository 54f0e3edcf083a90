/**
 * Turns a finished shot into what is stored: a full-size PNG for downloads and a small
 * preview. Both are encoded from pixels, so no metadata of any input survives.
 */
import sharp from 'sharp';
import { VENDOR_IMAGE_MAX_PIXELS } from '../lib/image-input.js';
import { colourSample } from './colour/colour-sample.js';
import type { OutputOptions, RawImage, ShotImage } from './image-engine.js';

export type RawPixels = RawImage;

/**
 * zlib level 3 without adaptive filtering: measured on a 2048x2560 shot (docs/benchmarks.md),
 * 2.4x faster to encode than level 6 for files about 8% larger. Downloads stay lossless.
 */
export const SHOT_PNG_OPTIONS = { compressionLevel: 3, adaptiveFiltering: false } as const;

/**
 * The preview's WebP at quality 80, effort 2 rather than libwebp's default 4: measured on the
 * bench's 2048x2560 shot, its 819x1024 preview took a third to a half of the time for about 3%
 * more bytes, and is as close to the resized pixels (PSNR 39.2 dB against 38.9;
 * encode-shot.test.ts keeps it within 0.25 dB): the extra effort only buys bytes.
 */
export const PREVIEW_WEBP_OPTIONS = { quality: 80, effort: 2 } as const;

export async function encodeShot(pixels: RawPixels, output: OutputOptions): Promise<ShotImage> {
  const raw = { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } };
  const longSide = Math.max(pixels.width, pixels.height);
  const scale = Math.min(1, output.previewLongSide / longSide);
  const pw = Math.round(pixels.width * scale);
  const ph = Math.round(pixels.height * scale);
  // From the same pixels at once: the PNG, the preview and the colour check's sample.
  const [png, preview, sample] = await Promise.all([
    sharp(pixels.data, raw).png(SHOT_PNG_OPTIONS).toBuffer(),
    output.previewFormat === 'webp'
      ? sharp(pixels.data, raw).resize(pw, ph).webp(PREVIEW_WEBP_OPTIONS).toBuffer()
      : sharp(pixels.data, raw).resize(pw, ph).jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
    colourSample(pixels),
  ]);
  return {
    png,
    preview,
    previewMime: output.previewFormat === 'webp' ? 'image/webp' : 'image/jpeg',
    width: pixels.width,
    height: pixels.height,
    colourSample: sample,
  };
}

/**
 * Below this share of a side cut off by the cover crop, the crop is centred: the attention crop
 * could move it by no more (26 px of 2560 at most). A vendor's 4:5 rounded to its own size grid
 * (928x1152, 0.7% too wide) stays under it.
 */
export const ATTENTION_CROP_MIN_SHARE = 0.01;

/**
 * An image an AI vendor returned, fitted to the requested output (cover crop) and re-encoded.
 * The crop centres on what draws the eye (libvips' attention) only when it cuts off enough to
 * matter: sharp holds the whole upscaled image in memory (15 MB at 2048x2560) to choose it,
 * then copies it again, and an answer at or near the asked aspect ratio is only scaled.
 */
export async function encodeVendorImage(image: Buffer, output: OutputOptions): Promise<ShotImage> {
  const input = sharp(image, { limitInputPixels: VENDOR_IMAGE_MAX_PIXELS });
  const { width, height } = await input.metadata();
  const aspect = width / height;
  const target = output.width / output.height;
  const cutOff = 1 - Math.min(aspect, target) / Math.max(aspect, target);
  const { data, info } = await input
    .resize(output.width, output.height, {
      fit: 'cover',
      position: cutOff < ATTENTION_CROP_MIN_SHARE ? 'centre' : 'attention',
    })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return encodeShot({ data, width: info.width, height: info.height, channels: 3 }, output);
}
