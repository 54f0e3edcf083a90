/**
 * How clean a cut garment's edges are (issue #30), measured on its RGBA pixels as they go to
 * compositing:
 * - halo: the mean CIEDE2000 difference between the pixels of a thin band along the alpha edge
 *   and the garment's inside near them (the mean colour of fully opaque pixels in a small window
 *   around each), weighted by opacity: backdrop colour left in the edge shows as a light or
 *   dark rim on a scene;
 * - specks: opaque components apart from the garment (the largest), which show as dots.
 */
import { deltaE2000, srgbToLab } from '../../src/server/engines/colour/cielab.js';

export interface EdgeMeasure {
  /** Mean ΔE00 of the edge band against the nearby inside, weighted by opacity. */
  halo: number;
  /** Pixels in the band. */
  bandPixels: number;
  /** Opaque (alpha >= 128) components other than the largest. */
  specks: number;
}

/** Pixels at most `band` px (Chebyshev) from a pixel that is not fully opaque, inside the cut. */
const BAND = 2;
/** Half-width of the window the inside's colour is taken from. */
const WINDOW = 8;

export function measureEdges(rgba: Buffer, width: number, height: number): EdgeMeasure {
  const n = width * height;
  const alpha = (i: number) => rgba[i * 4 + 3]!;
  // Distance to the nearest pixel that is not fully opaque, capped (two chamfer passes).
  const cap = BAND + WINDOW;
  const dist = new Uint8Array(n);
  for (let i = 0; i < n; i++) dist[i] = alpha(i) === 255 ? cap : 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      let d = dist[i]!;
      if (x > 0) d = Math.min(d, dist[i - 1]! + 1);
      if (y > 0) {
        d = Math.min(d, dist[i - width]! + 1);
        if (x > 0) d = Math.min(d, dist[i - width - 1]! + 1);
        if (x < width - 1) d = Math.min(d, dist[i - width + 1]! + 1);
      }
      dist[i] = d;
    }
  for (let y = height - 1; y >= 0; y--)
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x;
      let d = dist[i]!;
      if (x < width - 1) d = Math.min(d, dist[i + 1]! + 1);
      if (y < height - 1) {
        d = Math.min(d, dist[i + width]! + 1);
        if (x < width - 1) d = Math.min(d, dist[i + width + 1]! + 1);
        if (x > 0) d = Math.min(d, dist[i + width - 1]! + 1);
      }
      dist[i] = d;
    }

  // Summed-area tables of the inside's colour (pixels well away from the edge) and count.
  const inside = (i: number) => dist[i]! > BAND + 2;
  const w1 = width + 1;
  const sums = [0, 1, 2, 3].map(() => new Float64Array(w1 * (height + 1)));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const k = (y + 1) * w1 + x + 1;
      const ok = inside(i);
      for (let c = 0; c < 4; c++) {
        const v = ok ? (c === 3 ? 1 : rgba[i * 4 + c]!) : 0;
        sums[c]![k] = v + sums[c]![k - 1]! + sums[c]![k - w1]! - sums[c]![k - w1 - 1]!;
      }
    }
  const boxSum = (c: number, x0: number, y0: number, x1: number, y1: number) =>
    sums[c]![y1 * w1 + x1]! -
    sums[c]![y0 * w1 + x1]! -
    sums[c]![y1 * w1 + x0]! +
    sums[c]![y0 * w1 + x0]!;

  let weighted = 0;
  let weight = 0;
  let bandPixels = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const a = alpha(i);
      if (a === 0 || dist[i]! > BAND) continue;
      const x0 = Math.max(0, x - WINDOW);
      const y0 = Math.max(0, y - WINDOW);
      const x1 = Math.min(width, x + WINDOW + 1);
      const y1 = Math.min(height, y + WINDOW + 1);
      const count = boxSum(3, x0, y0, x1, y1);
      if (count < 4) continue; // a thread of cloth with no inside near it
      const ref = [0, 1, 2].map((c) => Math.round(boxSum(c, x0, y0, x1, y1) / count));
      const d = deltaE2000(
        srgbToLab(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!),
        srgbToLab(ref[0]!, ref[1]!, ref[2]!),
      );
      weighted += d * (a / 255);
      weight += a / 255;
      bandPixels++;
    }
  return {
    halo: weight ? weighted / weight : 0,
    bandPixels,
    specks: countSpecks(rgba, width, height),
  };
}

/** Opaque components (4-connected, alpha >= 128) other than the largest. */
function countSpecks(rgba: Buffer, width: number, height: number): number {
  const n = width * height;
  const label = new Int32Array(n);
  const sizes: number[] = [];
  const stack: number[] = [];
  for (let s = 0; s < n; s++) {
    if (label[s] || rgba[s * 4 + 3]! < 128) continue;
    const id = sizes.length + 1;
    let size = 0;
    label[s] = id;
    stack.push(s);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= n || label[j] || rgba[j * 4 + 3]! < 128) continue;
        label[j] = id;
        stack.push(j);
      }
    }
    sizes.push(size);
  }
  return Math.max(0, sizes.length - 1);
}
