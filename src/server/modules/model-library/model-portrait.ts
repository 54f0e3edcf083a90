/**
 * What is stored of a model's portrait: any decodable image the engine gave, fitted to the
 * library's 512x640 PNG (cover, kept to the top where the face is).
 */
import sharp from 'sharp';
import { VENDOR_IMAGE_MAX_PIXELS } from '../../lib/image-input.js';
import { PORTRAIT_SIZE } from '../../../core/model-library.js';

export async function encodePortrait(image: Buffer): Promise<Buffer> {
  return sharp(image, { failOn: 'error', limitInputPixels: VENDOR_IMAGE_MAX_PIXELS })
    .resize(PORTRAIT_SIZE.width, PORTRAIT_SIZE.height, { fit: 'cover', position: 'north' })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}
