/**
 * A small one-band map (a shade, a shadow) scaled up over frame pixels bilinearly, pixel
 * centres as libvips resizes, without making the scaled-up map: the map columns and weights
 * of every frame column are worked out once, each frame row mixes two map rows once, and each
 * pixel then mixes two entries of that row (`lo`, `hi`, `weight`).
 */

/** The map columns either side of each frame column, and the weight of the right one. */
export interface ColumnTaps {
  lo: Int32Array;
  hi: Int32Array;
  weight: Float32Array;
}

/**
 * Where frame pixel `p` falls on a map of `size` pixels, `step` map pixels per frame pixel.
 * The shadows' steps are 1/4 and 1: a power of two, so multiplying by it is dividing by their
 * scale exactly.
 */
function mapAt(p: number, step: number, size: number): number {
  return Math.min(size - 1, Math.max(0, (p + 0.5) * step - 0.5));
}

/**
 * Taps for `length` frame columns, of which [from, to) are filled; column i lies at frame
 * position `offset + i` from the map's left edge.
 */
export function columnTaps(
  length: number,
  from: number,
  to: number,
  offset: number,
  step: number,
  mapWidth: number,
): ColumnTaps {
  const lo = new Int32Array(length);
  const hi = new Int32Array(length);
  const weight = new Float32Array(length);
  for (let i = from; i < to; i++) {
    const at = mapAt(offset + i, step, mapWidth);
    lo[i] = Math.floor(at);
    hi[i] = Math.min(mapWidth - 1, lo[i]! + 1);
    weight[i] = at - lo[i]!;
  }
  return { lo, hi, weight };
}

/**
 * The map's row at frame position `p` from its top edge, mixed from the two map rows either
 * side into `row`, each value divided by `divisor` (255 gives factors, 1 keeps levels).
 */
export function mixRow(
  map: { data: Buffer; width: number; height: number },
  p: number,
  step: number,
  divisor: number,
  row: Float32Array,
): void {
  const { data, width, height } = map;
  const at = mapAt(p, step, height);
  const row0 = Math.floor(at) * width;
  const row1 = Math.min(height - 1, Math.floor(at) + 1) * width;
  const wy = at - Math.floor(at);
  for (let k = 0; k < width; k++)
    row[k] = (data[row0 + k]! + (data[row1 + k]! - data[row0 + k]!) * wy) / divisor;
}
