/**
 * The cut-out for a textured backdrop (a wooden floor, a printed sheet, tiles, a busy cloth, a
 * painted wall), where one backdrop colour and a flood fill fail: the grain, grout and print
 * are as sharp as the garment's outline.
 *
 * 1. Work on a lightly blurred copy with the lighting taken out: a quadratic surface per
 *    channel fitted to the border is subtracted, so a soft light falloff is not a colour.
 * 2. The backdrop is the border's colours, clustered (k-means): grain, grout and print each
 *    get a cluster. Every pixel's distance to the nearest backdrop cluster says how unlike the
 *    backdrop it is; the border's own distances set the threshold.
 * 3. The garment's colours are clustered the same way from the pixels clearly unlike the
 *    backdrop. Each pixel goes to the nearer model, the difference averaged over a small
 *    neighbourhood (lone pixels follow their neighbours, while an outline where the two
 *    models swap stays put).
 * 4. The largest piece found is refined by a graph cut in a band along its outline
 *    (graph-cut-mask.ts, decision 200): a garment's shaded edge whose colour resembles the
 *    print's blurred mixtures stays with the garment, since no edge in the photo parts them.
 * The caller tidies the result (mask-cleanup.ts).
 */
import { distancesToClusters, distanceToClusters, keepHeavy, kMeans } from './colour-clusters.js';
import { distanceTo } from './distance-transform.js';
import { graphCutMask } from './graph-cut-mask.js';
import { boxBlur, fillHoles, largestPiece } from './mask-cleanup.js';
import { solveLinear } from './solve-linear.js';

export interface TexturedCut {
  /** 0 or 255 per pixel, before cleanup. */
  mask: Uint8Array;
  /** Distance of each pixel's (blurred, detrended) colour to the backdrop's clusters. */
  backdropDistance: Float32Array;
  /** Distance above which a pixel is unlike every backdrop cluster. */
  threshold: number;
}

const BACKDROP_CLUSTERS = 10;
const GARMENT_CLUSTERS = 8;

export function cutOutTextured(data: Uint8Array, width: number, height: number): TexturedCut {
  const n = width * height;
  const long = Math.max(width, height);
  const coarseRadius = Math.max(2, Math.round(long / 110));

  // The coarse pass sees a print or a weave as its average colour; only its sure inside is kept.
  // It blurs by several pixels anyway, so it runs at half size (a quarter of the work) and its
  // sure inside, two radii in from its outline, is read back per 2 x 2 block.
  const half = halve(data, width, height);
  const coarse = separate(
    detrended(half.data, half.width, half.height, Math.max(1, Math.floor(coarseRadius / 2))),
    borderBand(half.width, half.height),
    half.width,
    half.height,
  );
  const sureHalf = sureInside(coarse.mask, half.width, half.height, coarseRadius);
  const features = detrended(data, width, height, 1);
  const fine = separate(features, borderBand(width, height), width, height);
  const sure = new Uint8Array(n);
  const combined = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const halfRow = Math.min(half.height - 1, y >> 1) * half.width;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      sure[i] = sureHalf[halfRow + Math.min(half.width - 1, x >> 1)]!;
      combined[i] = sure[i] || fine.mask[i] ? 255 : 0;
    }
  }
  // The outline moved onto the photo's edges in a band around the piece found (decision 200).
  const found = fillHoles(largestPiece(combined, width, height), width, height);
  const band = Math.max(3, Math.round(long / 60));
  const mask = graphCutMask({ features, width, height, mask: found, sureInside: sure, band });
  return { mask, backdropDistance: fine.backdropDistance, threshold: fine.threshold };
}

/** 1 in the band along the frame's edge where the backdrop is sampled. */
function borderBand(width: number, height: number): Uint8Array {
  const band = Math.max(3, Math.round(Math.min(width, height) * 0.03));
  const inBorder = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (x < band || y < band || x >= width - band || y >= height - band)
        inBorder[y * width + x] = 1;
  return inBorder;
}

/** RGB at half size, each pixel the mean of a 2 x 2 block (the last row or column repeated). */
function halve(data: Uint8Array, width: number, height: number) {
  const hw = Math.ceil(width / 2);
  const hh = Math.ceil(height / 2);
  const out = new Uint8Array(hw * hh * 3);
  for (let y = 0; y < hh; y++) {
    const y0 = 2 * y * width;
    const y1 = Math.min(height - 1, 2 * y + 1) * width;
    for (let x = 0; x < hw; x++) {
      const x0 = 2 * x;
      const x1 = Math.min(width - 1, 2 * x + 1);
      const o = (y * hw + x) * 3;
      for (let c = 0; c < 3; c++)
        out[o + c] =
          (data[(y0 + x0) * 3 + c]! +
            data[(y0 + x1) * 3 + c]! +
            data[(y1 + x0) * 3 + c]! +
            data[(y1 + x1) * 3 + c]! +
            2) >>
          2;
    }
  }
  return { data: out, width: hw, height: hh };
}

/** One scale's decision: border clusters for the backdrop, unlike pixels' for the garment. */
function separate(
  features: Float32Array,
  inBorder: Uint8Array,
  width: number,
  height: number,
): TexturedCut {
  const n = width * height;
  const borderSamples = sample(features, inBorder, 6000);
  const backdrop = keepHeavy(kMeans(borderSamples, BACKDROP_CLUSTERS), 0.01);
  const borderDist: number[] = [];
  for (let s = 0; s < borderSamples.length; s += 3)
    borderDist.push(distanceToClusters(borderSamples, s, backdrop));
  borderDist.sort((a, b) => a - b);
  const threshold = Math.max(6, 1.3 * borderDist[Math.floor(borderDist.length * 0.97)]!);
  const backdropDistance = distancesToClusters(features, backdrop);
  const unlike = new Uint8Array(n);
  for (let i = 0; i < n; i++) unlike[i] = backdropDistance[i]! > 1.5 * threshold ? 1 : 0;
  const garmentSamples = sample(features, unlike, 6000);
  if (garmentSamples.length < 90) return { mask: new Uint8Array(n), backdropDistance, threshold };
  const garment = kMeans(garmentSamples, GARMENT_CLUSTERS).centres;
  const margin = distancesToClusters(features, garment);
  for (let i = 0; i < n; i++) {
    const g = margin[i]!;
    margin[i] = Math.min(backdropDistance[i]!, 3 * threshold) - Math.max(g, 0.5 * threshold);
  }
  const smooth = boxBlur(
    margin,
    width,
    height,
    Math.max(1, Math.round(Math.max(width, height) / 360)),
  );
  const mask = new Uint8Array(n);
  for (let i = 0; i < n; i++) mask[i] = smooth[i]! > 0 ? 255 : 0;
  return { mask, backdropDistance, threshold };
}

/** Pixels of `features` where `where` is set, at most about `max` of them, 3 values each. */
function sample(features: Float32Array, where: Uint8Array, max: number): Float32Array {
  let count = 0;
  for (let i = 0; i < where.length; i++) if (where[i]) count++;
  const step = Math.max(1, Math.floor(count / max));
  const out: number[] = [];
  let k = 0;
  for (let i = 0; i < where.length; i++) {
    if (!where[i]) continue;
    if (k++ % step === 0) out.push(features[i * 3]!, features[i * 3 + 1]!, features[i * 3 + 2]!);
  }
  return Float32Array.from(out);
}

/** Pixels farther than `distance` inside the mask's outline (one distance transform). */
function sureInside(mask: Uint8Array, width: number, height: number, distance: number) {
  const outBits = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (!mask[i]) outBits[i] = 1;
  const toOutside = distanceTo(outBits, width, height);
  const inside = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) if (toOutside[i]! > distance) inside[i] = 1;
  return inside;
}

/**
 * A box-blurred copy of the RGB pixels with a quadratic surface per channel (fitted by least
 * squares to the border) subtracted, plus the surface's mean, so colours stay recognisable.
 */
function detrended(data: Uint8Array, width: number, height: number, radius: number): Float32Array {
  const n = width * height;
  const blurred = new Float32Array(n * 3);
  const channel = new Float32Array(n);
  for (let c = 0; c < 3; c++) {
    for (let i = 0; i < n; i++) channel[i] = data[i * 3 + c]!;
    const b = boxBlur(channel, width, height, radius);
    for (let i = 0; i < n; i++) blurred[i * 3 + c] = b[i]!;
  }
  const band = Math.max(3, Math.round(Math.min(width, height) * 0.03));
  const stride = Math.max(1, Math.round(Math.max(width, height) / 200));
  const ata = Array.from({ length: 6 }, () => new Float64Array(6));
  const aty = [new Float64Array(6), new Float64Array(6), new Float64Array(6)];
  let count = 0;
  for (let y = 0; y < height; y += stride)
    for (let x = 0; x < width; x += stride) {
      if (x >= band && y >= band && x < width - band && y < height - band) continue;
      const f = terms(x, y, width, height);
      const i = y * width + x;
      for (let a = 0; a < 6; a++) {
        for (let b = 0; b < 6; b++) ata[a]![b]! += f[a]! * f[b]!;
        for (let c = 0; c < 3; c++) aty[c]![a]! += f[a]! * blurred[i * 3 + c]!;
      }
      count++;
    }
  for (let a = 0; a < 6; a++) ata[a]![a]! += 1e-3 * count;
  const coefficients = aty.map((rhs) => solveLinear(ata, rhs));
  // Per pixel without allocating: the terms are inlined (same sums, same order as terms()).
  const k = new Float64Array(18);
  for (let c = 0; c < 3; c++) for (let a = 0; a < 6; a++) k[c * 6 + a] = coefficients[c]![a]!;
  const out = blurred;
  for (let y = 0; y < height; y++) {
    const v = (2 * y) / (height - 1) - 1;
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / (width - 1) - 1;
      const uu = u * u;
      const uv = u * v;
      const vv = v * v;
      const i3 = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        const o = c * 6;
        // Only the variation is removed: the constant term stays.
        let trend = 0;
        trend += k[o + 1]! * u;
        trend += k[o + 2]! * v;
        trend += k[o + 3]! * uu;
        trend += k[o + 4]! * uv;
        trend += k[o + 5]! * vv;
        out[i3 + c] = blurred[i3 + c]! - trend;
      }
    }
  }
  return out;
}

function terms(x: number, y: number, width: number, height: number): number[] {
  const u = (2 * x) / (width - 1) - 1;
  const v = (2 * y) / (height - 1) - 1;
  return [1, u, v, u * u, u * v, v * v];
}
