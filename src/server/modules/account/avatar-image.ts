import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../../../core/account.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);

export class NotAnAcceptedImage extends Error {}

/**
 * Re-encodes an uploaded avatar: JPG, PNG or GIF (first frame) in, a 256x256 centre-cropped
 * WebP out, turned upright by its EXIF orientation and with no metadata kept.
 */
export async function encodeAvatar(input: Uint8Array): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input).metadata()).format;
  } catch (error) {
    throw new NotAnAcceptedImage('undecodable image', { cause: error });
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new NotAnAcceptedImage(`format ${format ?? 'unknown'}`);
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 86 })
      .toBuffer();
  } catch (error) {
    throw new NotAnAcceptedImage('image failed to decode', { cause: error });
  }
}
