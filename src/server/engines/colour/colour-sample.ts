/**
 * The pixels the colour check judges a shot by (colour-fidelity.ts): the shot fitted inside
 * 200x200, on white, without alpha. Colours, not detail, are compared, so a small copy is enough.
 * Made from the shot's raw pixels while its PNG is encoded (encode-shot.ts), it spares the check
 * decoding that PNG again: the PNG is lossless, so both ways give the same pixels.
 */
import sharp from 'sharp';
import type { RawImage } from '../image-engine.js';

export const COLOUR_SAMPLE_SIDE = 200;

/** The colour sample of an encoded image (a PNG) or of raw pixels. */
export async function colourSample(image: Buffer | RawImage): Promise<RawImage> {
  const input = Buffer.isBuffer(image)
    ? sharp(image)
    : sharp(image.data, {
        raw: { width: image.width, height: image.height, channels: image.channels },
      });
  const { data, info } = await input
    .resize(COLOUR_SAMPLE_SIDE, COLOUR_SAMPLE_SIDE, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}
