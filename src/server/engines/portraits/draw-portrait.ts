/**
 * Renders the drawn avatar (avatar-svg.ts) to the stored portrait size as PNG with sharp. The
 * outcome says plainly that it is drawn, not made by an AI.
 */
import sharp from 'sharp';
import { PORTRAIT_SIZE } from '../../../core/model-library.js';
import type { PortraitOutcome, PortraitRequest } from '../image-engine.js';
import { avatarSvg } from './avatar-svg.js';

export const DRAWN_PORTRAIT_NOTE = 'A drawn avatar made from the model’s attributes (no AI).';

export async function drawPortrait(request: PortraitRequest): Promise<PortraitOutcome> {
  const svg = avatarSvg({ name: request.name, ...request.persona });
  const image = await sharp(Buffer.from(svg), { density: 96 })
    .resize(PORTRAIT_SIZE.width, PORTRAIT_SIZE.height)
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { ok: true, image, mime: 'image/png', method: 'drawn', note: DRAWN_PORTRAIT_NOTE };
}
