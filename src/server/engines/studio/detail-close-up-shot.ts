/**
 * Detail close-up (decision 178): the seller's own Detail photo of the print, embroidery,
 * border or pallu, filling the frame at the output's full resolution, enhanced like the other
 * photos. Made only when a Detail photo was uploaded.
 */
import type { RawPixels } from '../encode-shot.js';
import type { ShotContext } from './shot-context.js';

export function detailCloseUpShot(ctx: ShotContext): Promise<RawPixels> {
  return ctx.closeUp();
}
