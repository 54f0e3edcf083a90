/**
 * How many pieces a set's flat photo shows (kurta, bottom, dupatta laid side by side): the
 * separate shapes that stand out from the backdrop. The cut-out keeps one piece, so the count is
 * made on the backdrop's difference instead; a shape is at least a small share of the frame (a
 * tassel or a shadow is no piece). Pieces that overlap count as one.
 */
import type { GarmentTypeId } from '../../../core/garments.js';
import { backdropRegion } from './backdrop-region.js';
import { countShapes } from './shapes.js';

const SIDE = 240;
/** A shape smaller than this share of the frame is no piece. */
const MIN_PIECE_SHARE = 0.015;

export async function countPieces(photo: Buffer): Promise<number> {
  const { mask, width, height } = await backdropRegion(photo, SIDE);
  return countShapes(mask, width, MIN_PIECE_SHARE * width * height);
}

/** The types sold as sets, whose pieces a flat photo can show side by side. */
export const SET_TYPES: ReadonlySet<GarmentTypeId> = new Set([
  'kurta-set',
  'anarkali',
  'co-ord-set',
  'lehenga',
  'sherwani',
]);

/**
 * A listing's pieces: the seller's count, else for a set the photo's when it shows two or more
 * (one shape is pieces laid over each other, not a set of one: left for the seller).
 */
export async function setPieces(input: {
  garmentType: GarmentTypeId;
  frontPhoto: Buffer;
  pieces?: number | null;
}): Promise<number | null> {
  if (input.pieces) return input.pieces;
  if (!SET_TYPES.has(input.garmentType)) return null;
  const counted = await countPieces(input.frontPhoto);
  return counted >= 2 ? counted : null;
}
