/**
 * A few colours that stand for many: k-means on 3-channel samples, started from spread-out
 * samples (farthest first, so the same input always gives the same clusters), for modelling a
 * textured backdrop or a printed garment as a handful of colours rather than one.
 */

export interface Clusters {
  /** k x 3 centres. */
  centres: Float32Array;
  /** Share of the samples nearest each centre. */
  weights: number[];
}

/** `samples` holds 3 values per sample. */
export function kMeans(samples: Float32Array, k: number, rounds = 8): Clusters {
  const count = samples.length / 3;
  const kk = Math.max(1, Math.min(k, count));
  const centres = new Float32Array(kk * 3);
  // Farthest-first start: the mean, then each next the sample farthest from those chosen.
  const nearest = new Float32Array(count).fill(Infinity);
  let pick = 0;
  for (let c = 0; c < kk; c++) {
    centres.set(samples.subarray(pick * 3, pick * 3 + 3), c * 3);
    let far = -1;
    for (let s = 0; s < count; s++) {
      const d = dist2(samples, s * 3, centres, c * 3);
      if (d < nearest[s]!) nearest[s] = d;
      if (nearest[s]! > far) {
        far = nearest[s]!;
        pick = s;
      }
    }
  }
  const assign = new Int32Array(count);
  const sums = new Float64Array(kk * 4);
  for (let round = 0; round < rounds; round++) {
    sums.fill(0);
    for (let s = 0; s < count; s++) {
      const c = nearestCentre(samples, s * 3, centres, kk);
      assign[s] = c;
      sums[c * 4]! += samples[s * 3]!;
      sums[c * 4 + 1]! += samples[s * 3 + 1]!;
      sums[c * 4 + 2]! += samples[s * 3 + 2]!;
      sums[c * 4 + 3]! += 1;
    }
    for (let c = 0; c < kk; c++) {
      const w = sums[c * 4 + 3]!;
      if (!w) continue;
      for (let ch = 0; ch < 3; ch++) centres[c * 3 + ch] = sums[c * 4 + ch]! / w;
    }
  }
  const weights = new Array<number>(kk).fill(0);
  for (let s = 0; s < count; s++) weights[assign[s]!]! += 1 / count;
  return { centres, weights };
}

/** Distance from the colour at `values[at..at+2]` to the nearest centre. */
export function distanceToClusters(
  values: ArrayLike<number>,
  at: number,
  centres: Float32Array,
): number {
  let best = Infinity;
  for (let c = 0; c < centres.length; c += 3) {
    const d = dist2(values, at, centres, c);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/**
 * `distanceToClusters` for every pixel of `values` (3 per pixel) at once: one tight loop over
 * typed arrays instead of a call per pixel.
 */
export function distancesToClusters(values: Float32Array, centres: Float32Array): Float32Array {
  const count = values.length / 3;
  const out = new Float32Array(count);
  const k = centres.length;
  for (let s = 0, i = 0; s < count; s++, i += 3) {
    const r = values[i]!;
    const g = values[i + 1]!;
    const b = values[i + 2]!;
    let best = Infinity;
    for (let c = 0; c < k; c += 3) {
      const d0 = r - centres[c]!;
      const d1 = g - centres[c + 1]!;
      const d2 = b - centres[c + 2]!;
      const d = d0 * d0 + d1 * d1 + d2 * d2;
      if (d < best) best = d;
    }
    out[s] = Math.sqrt(best);
  }
  return out;
}

/** The clusters that carry at least `minWeight` of the samples. */
export function keepHeavy(clusters: Clusters, minWeight: number): Float32Array {
  const kept: number[] = [];
  clusters.weights.forEach((w, c) => {
    if (w >= minWeight) kept.push(...clusters.centres.subarray(c * 3, c * 3 + 3));
  });
  return Float32Array.from(kept);
}

function nearestCentre(
  values: ArrayLike<number>,
  at: number,
  centres: Float32Array,
  k: number,
): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < k; c++) {
    const d = dist2(values, at, centres, c * 3);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

function dist2(a: ArrayLike<number>, i: number, b: ArrayLike<number>, j: number): number {
  const d0 = a[i]! - b[j]!;
  const d1 = a[i + 1]! - b[j + 1]!;
  const d2 = a[i + 2]! - b[j + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
}
