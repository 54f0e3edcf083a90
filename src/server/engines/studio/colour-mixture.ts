/**
 * A colour model as a mixture of round Gaussians, one per k-means cluster (colour-clusters.ts):
 * each with its share of the samples and its own spread. Its cost for a colour is the
 * negative log of the likelihood, the unary term of a graph cut: a colour the model holds
 * often costs little, one it holds rarely (a thin stroke of the print, a few per cent of the
 * backdrop) costs more, even when it lies near one of its clusters.
 */
import { kMeans } from './colour-clusters.js';

export interface ColourMixture {
  /** k x 3 means. */
  means: Float32Array;
  /** Per cluster: log(weight) - 1.5 log(2 pi variance). */
  logScale: Float64Array;
  /** Per cluster: 1 / (2 variance). */
  inverseSpread: Float64Array;
  /** Scratch for one colour's per-cluster terms (no allocation per pixel). */
  terms: Float64Array;
}

/**
 * Least variance per channel (5 grey levels squared). A garment's colours vary with shading
 * and weave beyond the samples a model is fitted to; a tighter model (3 levels, about the
 * noise) charged a shaded edge a few levels darker than any sample so much that no pairwise
 * term kept it with the garment.
 */
const MIN_VARIANCE = 25;

/** Fits `k` clusters to `samples` (3 values each). */
export function fitMixture(samples: Float32Array, k: number): ColourMixture {
  const { centres } = kMeans(samples, k);
  const count = centres.length / 3;
  const sums = new Float64Array(count * 2);
  for (let s = 0; s < samples.length; s += 3) {
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < count; c++) {
      const d = squaredDistance(samples, s, centres, c * 3);
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    sums[best * 2]! += 1;
    sums[best * 2 + 1]! += bestD;
  }
  const total = samples.length / 3;
  const logScale = new Float64Array(count);
  const inverseSpread = new Float64Array(count);
  for (let c = 0; c < count; c++) {
    const members = sums[c * 2]!;
    const variance = Math.max(MIN_VARIANCE, members ? sums[c * 2 + 1]! / (3 * members) : 0);
    // An empty cluster keeps a tiny weight rather than -Infinity.
    const weight = Math.max(members, 0.5) / total;
    logScale[c] = Math.log(weight) - 1.5 * Math.log(2 * Math.PI * variance);
    inverseSpread[c] = 1 / (2 * variance);
  }
  return { means: centres, logScale, inverseSpread, terms: new Float64Array(count) };
}

/** -log likelihood of the colour at `values[at..at+2]`. */
export function mixtureCost(values: ArrayLike<number>, at: number, model: ColourMixture): number {
  const { means, logScale, inverseSpread, terms } = model;
  const count = logScale.length;
  // Log-sum-exp over the clusters, led by the largest term so nothing underflows.
  let top = -Infinity;
  for (let c = 0; c < count; c++) {
    const t = logScale[c]! - squaredDistance(values, at, means, c * 3) * inverseSpread[c]!;
    terms[c] = t;
    if (t > top) top = t;
  }
  let sum = 0;
  for (let c = 0; c < count; c++) sum += Math.exp(terms[c]! - top);
  return -(top + Math.log(sum));
}

function squaredDistance(a: ArrayLike<number>, i: number, b: ArrayLike<number>, j: number): number {
  const d0 = a[i]! - b[j]!;
  const d1 = a[i + 1]! - b[j + 1]!;
  const d2 = a[i + 2]! - b[j + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
}
