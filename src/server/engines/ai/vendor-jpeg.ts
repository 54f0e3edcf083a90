import sharp from 'sharp';
import { ShotFailureError } from '../image-engine.js';
import type { VendorImage } from './vendor-client.js';

/**
 * A photo as vendors receive it: JPEG at quality 90, its long side at most `maxSide`, any
 * transparency on white. One that does not decode is the seller's bad input, named by `what`.
 */
export async function toVendorJpeg(
  input: Buffer,
  name: string,
  maxSide: number,
  what: string,
): Promise<VendorImage> {
  try {
    const data = await sharp(input)
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    return { data, mimeType: 'image/jpeg', name };
  } catch (error) {
    throw new ShotFailureError({
      kind: 'bad-input',
      reason: `${what} could not be read as an image.`,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
}
