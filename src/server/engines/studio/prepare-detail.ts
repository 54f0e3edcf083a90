/**
 * The seller's Detail photo (decision 178), made ready for the Detail close-up: decoded straight
 * to the output's size (covering it, centred: a close-up has no garment outline to keep), then
 * enhanced with the same levels, saturation and sharpening as the garment photos, measured on
 * the whole photo (a close-up is all cloth). libvips does all of it; no JavaScript pass.
 */
import sharp from 'sharp';
import type { RawPixels } from '../encode-shot.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';
import { measureEnhancement, sharpenKernel } from './enhance.js';

/** Long side of the copy the enhancement is measured on. */
const MEASURE_SIDE = 360;

export async function prepareDetailPhoto(
  input: Buffer,
  width: number,
  height: number,
): Promise<RawPixels> {
  let fitted: Buffer;
  try {
    fitted = await sharp(input, { limitInputPixels: 100_000_000 })
      .resize(width, height, { fit: 'cover', position: 'centre', kernel: 'lanczos3' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer();
  } catch (error) {
    throw new ShotFailureError({
      kind: 'bad-input',
      ...reasonOf(keyed('photoUnreadable', 'detail')),
      detail: error instanceof Error ? error.message : String(error),
    });
  }
  const raw = { raw: { width, height, channels: 3 as const } };
  const scale = Math.min(1, MEASURE_SIDE / Math.max(width, height));
  const small = await sharp(fitted, raw)
    .resize(Math.max(8, Math.round(width * scale)), Math.max(8, Math.round(height * scale)))
    .raw()
    .toBuffer();
  const enhance = measureEnhancement(small, null);
  const data = await sharp(fitted, raw)
    .linear(enhance.gain, enhance.offset)
    .modulate({ saturation: enhance.saturation })
    .convolve(sharpenKernel(enhance.sharpenSigma))
    .raw()
    .toBuffer();
  return { data, width, height, channels: 3 };
}
