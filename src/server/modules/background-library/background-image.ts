/**
 * What is stored of a generated background: the engine's image fitted to the HD catalogue size
 * (2048x2560 PNG, as the engines compose on) and the library grid's small WebP thumbnail.
 */
import sharp from 'sharp';
import { VENDOR_IMAGE_MAX_PIXELS } from '../../lib/image-input.js';
import { THUMBNAIL_SIZE } from '../../engines/backgrounds/background-library.js';
import { HD_OUTPUT } from '../../engines/image-engine.js';
import { SHOT_PNG_OPTIONS } from '../../engines/encode-shot.js';
import type { EncodedBackground } from './background-library-service.js';

export const BACKGROUND_SIZE = { width: HD_OUTPUT.width, height: HD_OUTPUT.height } as const;

/** Fits any decodable image to 2048x2560 (cover) as PNG, with a 320x400 WebP beside it. */
export async function encodeBackground(image: Buffer): Promise<EncodedBackground> {
  const { width, height } = BACKGROUND_SIZE;
  const { data, info } = await sharp(image, {
    failOn: 'error',
    limitInputPixels: VENDOR_IMAGE_MAX_PIXELS,
  })
    .resize(width, height, { fit: 'cover', position: 'centre' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [png, thumbnail] = await Promise.all([
    sharp(data, raw).png(SHOT_PNG_OPTIONS).toBuffer(),
    sharp(data, raw)
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height)
      .webp({ quality: 80 })
      .toBuffer(),
  ]);
  return { png, thumbnail, width: info.width, height: info.height };
}
