import sharp from 'sharp';
import { VENDOR_IMAGE_MAX_PIXELS } from '../../lib/image-input.js';

/** Re-encodes a vendor image as PNG (and drops whatever metadata it carried). */
export function toPng(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: VENDOR_IMAGE_MAX_PIXELS }).png().toBuffer();
}
