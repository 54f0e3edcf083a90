/**
 * Waistband detail (lower wear, decision 178): the fabric detail's framed swatch, taken along
 * the garment's top edge, where the waistband, its fastening and the belt loops are.
 */
import type { RawPixels } from '../encode-shot.js';
import { fabricDetailComposition } from './fabric-detail-shot.js';
import type { ShotContext } from './shot-context.js';

export async function waistbandDetailShot(ctx: ShotContext): Promise<RawPixels> {
  return (await fabricDetailComposition(ctx, 'top')).pixels;
}
