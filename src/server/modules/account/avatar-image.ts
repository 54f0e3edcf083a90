import sharp from 'sharp';
import { AVATAR_SIZE_PX } from '../../../core/account.js';
import { MAX_PHOTO_PIXELS } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import { declaredPixels, decodeStrictly, readImageHeader } from '../../lib/image-input.js';
import { keyed } from '../../../core/server-messages.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif']);

export class NotAnAcceptedImage extends Error {}

/**
 * Re-encodes an uploaded avatar: JPG, PNG or GIF (first frame) in, a 256x256 centre-cropped
 * WebP out, turned upright by its EXIF orientation and with no metadata kept. As garment photos
 * (decision 175): the header is read first, so a pixel bomb is refused (413) before decoding,
 * and corrupt or cut-off pixel data is refused rather than stored as grey.
 */
export async function encodeAvatar(input: Uint8Array): Promise<Buffer> {
  let metadata;
  try {
    metadata = await readImageHeader(input);
  } catch (error) {
    throw new NotAnAcceptedImage('undecodable image', { cause: error });
  }
  const format = metadata.format;
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new NotAnAcceptedImage(`format ${format ?? 'unknown'}`);
  if (declaredPixels(metadata) > MAX_PHOTO_PIXELS)
    throw new AppError('PAYLOAD_TOO_LARGE', keyed('avatarTooManyPixels'));
  try {
    return await decodeStrictly((failOn) =>
      sharp(input, { failOn, limitInputPixels: MAX_PHOTO_PIXELS })
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
        .webp({ quality: 86 })
        .toBuffer(),
    );
  } catch (error) {
    throw new NotAnAcceptedImage('image failed to decode', { cause: error });
  }
}
