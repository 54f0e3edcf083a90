/**
 * How close a cut-out's mask is to the true silhouette: the mean distance between their
 * outlines, in pixels (the IoU is `maskIoU` in cut-out.ts). Used by the tests and the
 * measuring script, never at run time.
 */
import { distanceTo } from './distance-transform.js';

/**
 * Mean distance from each outline pixel of one mask to the nearest outline pixel of the other,
 * averaged over both directions (symmetric). Masks are non-zero inside, `width` pixels a row.
 */
export function boundaryError(a: Uint8Array, b: Uint8Array, width: number, height: number): number {
  const ea = outline(a, width, height);
  const eb = outline(b, width, height);
  const da = distanceTo(ea, width, height);
  const db = distanceTo(eb, width, height);
  if (!ea.includes(1) || !eb.includes(1)) return Infinity;
  let sum = 0;
  let count = 0;
  for (let i = 0; i < ea.length; i++) {
    if (ea[i]) {
      sum += db[i]!;
      count++;
    }
    if (eb[i]) {
      sum += da[i]!;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/** Inside pixels with an outside 4-neighbour (the frame's edge counts as outside). */
function outline(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      if (
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !mask[i - 1] ||
        !mask[i + 1] ||
        !mask[i - width] ||
        !mask[i + width]
      )
        out[i] = 1;
    }
  }
  return out;
}
