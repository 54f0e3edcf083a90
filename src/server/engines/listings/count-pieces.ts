/**
 * How many pieces a set's flat photo shows (kurta, bottom, dupatta laid side by side): the
 * separate shapes that stand out from the backdrop. The cut-out keeps one piece, so the count is
 * made on the backdrop's difference instead; a shape is at least a small share of the frame (a
 * tassel or a shadow is no piece). Pieces that overlap count as one.
 */
import { backdropRegion } from './backdrop-region.js';
import { countShapes } from './shapes.js';

const SIDE = 240;
/** A shape smaller than this share of the frame is no piece. */
const MIN_PIECE_SHARE = 0.015;

export async function countPieces(photo: Buffer): Promise<number> {
  const { mask, width, height } = await backdropRegion(photo, SIDE);
  return countShapes(mask, width, MIN_PIECE_SHARE * width * height);
}
