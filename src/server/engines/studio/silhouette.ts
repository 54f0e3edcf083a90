/**
 * The garment's outline read from a small copy of its mask: where its top edge runs (the
 * shoulders a hanger holds), where the neckline dips, and the mask itself for keeping props
 * clear. Geometry only, on at most a few tens of thousands of pixels; the pixel work of the
 * shots stays in libvips.
 */
import type { Subject } from './layer.js';
import { maskAt, onceFor } from './worked-out-once.js';

export interface Silhouette {
  /** The mask at `scale` of the subject (1 band, 0..255). */
  mask: Buffer;
  width: number;
  height: number;
  /** Subject pixels per mask pixel. */
  scale: number;
  /** First row (mask pixels) with garment in each column, or -1 for an empty column. */
  top: Int16Array;
}

/**
 * The subject's mask at about `longSide` pixels on its long side; worked out once per subject
 * (the Ghost mannequin and the hanger read the same one).
 */
export function silhouetteOf(subject: Subject, longSide = 200): Promise<Silhouette> {
  return onceFor(subject.data, `silhouette ${longSide}`, () => measure(subject, longSide));
}

async function measure(subject: Subject, longSide: number): Promise<Silhouette> {
  const scale = Math.max(1, Math.max(subject.width, subject.height) / longSide);
  const width = Math.max(1, Math.round(subject.width / scale));
  const height = Math.max(1, Math.round(subject.height / scale));
  const mask = await maskAt(subject, width, height);
  const top = new Int16Array(width).fill(-1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      if (mask[y * width + x]! >= 128) {
        top[x] = y;
        break;
      }
    }
  }
  return { mask, width, height, scale, top };
}

export interface Neckline {
  /** Subject pixels: the opening's left and right edges and its lowest point. */
  left: number;
  right: number;
  /** Where the shoulders on either side of the opening are (the higher of the two). */
  shoulderY: number;
  bottomY: number;
  centerX: number;
}

/**
 * The neck opening: the dip of the top edge around the middle of the garment. Null when the
 * top edge has no dip (a saree's straight top, a skirt's waistband).
 */
export function findNeckline(s: Silhouette): Neckline | null {
  const mid = Math.round(s.width / 2);
  const span = Math.round(s.width * 0.22);
  // The lowest point of the top edge near the middle.
  let bottom = -1;
  let bottomX = mid;
  for (let x = mid - span; x <= mid + span; x++) {
    const t = s.top[x] ?? -1;
    if (t > bottom) {
      bottom = t;
      bottomX = x;
    }
  }
  if (bottom < 0) return null;
  // The shoulders: the highest top edge on each side within a wider span.
  const wide = Math.round(s.width * 0.3);
  const highest = (from: number, to: number) => {
    let best = Infinity;
    for (let x = from; x <= to; x++) {
      const t = s.top[x] ?? -1;
      if (t >= 0 && t < best) best = t;
    }
    return best;
  };
  const leftShoulder = highest(Math.max(0, bottomX - wide), bottomX);
  const rightShoulder = highest(bottomX, Math.min(s.width - 1, bottomX + wide));
  const shoulder = Math.max(leftShoulder, rightShoulder);
  const depth = bottom - shoulder;
  if (!Number.isFinite(shoulder) || depth < s.height * 0.025) return null;
  // The opening's edges: where the top edge climbs back to the shoulders' level.
  const level = shoulder + depth * 0.2;
  let left = bottomX;
  while (left > 0 && (s.top[left - 1] ?? -1) > level) left--;
  let right = bottomX;
  while (right < s.width - 1 && (s.top[right + 1] ?? -1) > level) right++;
  if (right - left < s.width * 0.08) return null;
  return {
    left: left * s.scale,
    right: (right + 1) * s.scale,
    shoulderY: shoulder * s.scale,
    bottomY: bottom * s.scale,
    centerX: ((left + right + 1) / 2) * s.scale,
  };
}

/**
 * The top edge of the garment from `from` to `to` (subject pixels) as points every few
 * pixels, for a hanger to follow the shoulders.
 */
export function topEdge(s: Silhouette, from: number, to: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  const x0 = Math.max(0, Math.floor(from / s.scale));
  const x1 = Math.min(s.width - 1, Math.ceil(to / s.scale));
  for (let x = x0; x <= x1; x++) {
    const t = s.top[x] ?? -1;
    if (t >= 0) points.push({ x: (x + 0.5) * s.scale, y: t * s.scale });
  }
  return points;
}

/** Left and right extent (subject pixels) of the garment in the row `y` (subject pixels). */
export function rowExtent(s: Silhouette, y: number): { left: number; right: number } | null {
  const row = Math.min(s.height - 1, Math.max(0, Math.round(y / s.scale)));
  let left = -1;
  let right = -1;
  for (let x = 0; x < s.width; x++) {
    if (s.mask[row * s.width + x]! >= 128) {
      if (left < 0) left = x;
      right = x;
    }
  }
  return left < 0 ? null : { left: left * s.scale, right: (right + 1) * s.scale };
}
