/**
 * How far a garment lies off straight in its photo, read from its mask: the angle at which
 * the rectangle around the garment's outline is smallest (a minimum-area rectangle, searched
 * a few degrees either way). A garment laid or hung a little crooked has its smallest box
 * when it is upright; a drape laid diagonally on purpose has it beyond the search, and is
 * left as it is.
 */

/** Degrees either way the search looks; a larger tilt is taken as deliberate. */
export const MAX_STRAIGHTEN_DEGREES = 10;
/** Below this the photo is straight enough: rotating would only soften it. */
const MIN_TILT_DEGREES = 1;
/** The best angle must shrink the box by at least this share to count. */
const MIN_GAIN = 0.004;

export interface Tilt {
  /** Degrees clockwise the garment lies off upright; 0 when it is left as photographed. */
  degrees: number;
  /** Why a tilt was left alone. */
  note?: string;
}

export function estimateTilt(mask: Uint8Array, width: number, height: number): Tilt {
  const points = outlinePoints(mask, width, height);
  if (points.length < 16) return { degrees: 0 };
  const step = 0.25;
  const reach = MAX_STRAIGHTEN_DEGREES + 4;
  let best = 0;
  let bestArea = Infinity;
  for (let deg = -reach; deg <= reach + 1e-9; deg += step) {
    const area = boxArea(points, deg);
    if (area < bestArea - 1e-6) {
      bestArea = area;
      best = deg;
    }
  }
  const level = boxArea(points, 0);
  if (Math.abs(best) < MIN_TILT_DEGREES || bestArea > level * (1 - MIN_GAIN)) return { degrees: 0 };
  if (Math.abs(best) > MAX_STRAIGHTEN_DEGREES)
    return {
      degrees: 0,
      note: `Lies more than ${MAX_STRAIGHTEN_DEGREES}° off straight: taken as a deliberate drape, not straightened.`,
    };
  return { degrees: Math.round(best * 4) / 4 };
}

/** Area of the axis-aligned box around the points after turning them back by `deg`. */
function boxArea(points: Float32Array, deg: number): number {
  const a = (-deg * Math.PI) / 180;
  const c = Math.cos(a);
  const s = Math.sin(a);
  let minU = Infinity;
  let maxU = -Infinity;
  let minV = Infinity;
  let maxV = -Infinity;
  for (let k = 0; k < points.length; k += 2) {
    const x = points[k]!;
    const y = points[k + 1]!;
    const u = x * c - y * s;
    const v = x * s + y * c;
    if (u < minU) minU = u;
    if (u > maxU) maxU = u;
    if (v < minV) minV = v;
    if (v > maxV) maxV = v;
  }
  return (maxU - minU) * (maxV - minV);
}

/** The leftmost and rightmost garment pixel of every row (enough for a bounding box). */
function outlinePoints(mask: Uint8Array, width: number, height: number): Float32Array {
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) out.push(left, y, right + 1, y);
  }
  // The top and bottom of every column too, so rows alone do not miss a slanted top edge.
  for (let x = 0; x < width; x++) {
    let top = -1;
    let bottom = -1;
    for (let y = 0; y < height; y++) {
      if (!mask[y * width + x]) continue;
      if (top < 0) top = y;
      bottom = y;
    }
    if (top >= 0) out.push(x, top, x, bottom + 1);
  }
  return Float32Array.from(out);
}
