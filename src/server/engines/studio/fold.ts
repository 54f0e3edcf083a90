/**
 * What the folded and draped shots share (decision 178): a band of the garment's rows (no
 * copy: rows of a subject lie one after another) and the shade of a fold, which darkens the
 * cloth towards the edge where it turns under. Both are cheap: the shade is a small map that
 * layShaded scales as it lays the garment.
 */
import type { ShadeMap, Subject } from './layer.js';

/** Rows from..to (fractions of its height) of a subject, sharing its pixels. */
export function rowsOf(subject: Subject, from: number, to: number): Subject {
  const r0 = Math.max(0, Math.min(subject.height - 1, Math.round(subject.height * from)));
  const r1 = Math.max(r0 + 1, Math.min(subject.height, Math.round(subject.height * to)));
  const stride = subject.width * 4;
  return {
    data: subject.data.subarray(r0 * stride, r1 * stride),
    width: subject.width,
    height: r1 - r0,
    channels: 4,
  };
}

/**
 * A vertical shade: untouched in the middle, darkening to `depth` (0..1 of the light kept) over
 * the last `share` of the height at the bottom (and at the top when `top` is given).
 */
export function foldShade(
  bottom: { share: number; depth: number },
  top?: { share: number; depth: number },
): ShadeMap {
  const height = 64;
  const data = Buffer.alloc(2 * height);
  for (let y = 0; y < height; y++) {
    const t = (y + 0.5) / height;
    let light = 1;
    const fromBottom = (1 - t) / bottom.share;
    if (fromBottom < 1) light *= bottom.depth + (1 - bottom.depth) * Math.sqrt(fromBottom);
    if (top) {
      const fromTop = t / top.share;
      if (fromTop < 1) light *= top.depth + (1 - top.depth) * Math.sqrt(fromTop);
    }
    data[2 * y] = data[2 * y + 1] = Math.round(255 * light);
  }
  return { data, width: 2, height };
}

/** A flat shade: the whole layer darkened to `light` (0..1). */
export function evenShade(light: number): ShadeMap {
  return { data: Buffer.alloc(4, Math.round(255 * light)), width: 2, height: 2 };
}
