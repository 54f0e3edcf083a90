/**
 * Border detail (sarees, drapes and sets, decision 178): the fabric detail's framed swatch,
 * taken along the garment's bottom edge, where a saree's border or a lehenga's hem work runs.
 */
import type { RawPixels } from '../encode-shot.js';
import { fabricDetailComposition } from './fabric-detail-shot.js';
import type { ShotContext } from './shot-context.js';

export async function borderDetailShot(ctx: ShotContext): Promise<RawPixels> {
  return (await fabricDetailComposition(ctx, 'bottom')).pixels;
}
