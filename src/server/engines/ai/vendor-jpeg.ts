import sharp, { type Sharp } from 'sharp';
import type { KeyedMessage } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';
import type { VendorImage } from './vendor-client.js';

/** The long side of a garment photo as vendors receive it. */
export const VENDOR_PHOTO_LONG_SIDE = 1536;

/**
 * The one recipe of a photo as vendors receive it: its long side at most `maxSide`, any
 * transparency on white, JPEG at quality 90. The upload makes the garment photos' copies with it
 * from its own decode (decision 212); `toVendorJpeg` makes them from stored bytes.
 */
export function asVendorJpeg(pipeline: Sharp, maxSide: number): Sharp {
  return pipeline
    .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 });
}

/**
 * A photo as vendors receive it (`asVendorJpeg`). One that does not decode is the seller's bad
 * input, said by `unreadable`.
 */
export async function toVendorJpeg(
  input: Buffer,
  name: string,
  maxSide: number,
  unreadable: KeyedMessage,
): Promise<VendorImage> {
  try {
    const data = await asVendorJpeg(sharp(input), maxSide).toBuffer();
    return { data, mimeType: 'image/jpeg', name };
  } catch (error) {
    throw new ShotFailureError({
      kind: 'bad-input',
      ...reasonOf(unreadable),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
