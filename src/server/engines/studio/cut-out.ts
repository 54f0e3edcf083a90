/**
 * Separates a garment from the backdrop it was photographed on, in plain TypeScript on a
 * small working copy of the photo (pixels, no I/O):
 *
 * 1. Fit a backdrop model from the photo's border: a quadratic surface per channel, so a
 *    gradient or a lens vignette is part of the model rather than mistaken for the garment.
 *    Border pixels that do not fit (the garment touching the edge) are dropped and refitted.
 * 2. Flood-fill the backdrop inwards from the border. A pixel joins when it is close to the
 *    model, or when it is a gentle step from its neighbour and either near the model or
 *    shadow-like (a darker copy of the backdrop's colour, on a gentle slope even after a 3x3
 *    blur). Garment edges are sharp steps, so the fill stops there even when the garment is
 *    close in colour; soft shadows are crossed.
 * 3. The garment is the largest connected region the fill did not reach.
 * 4. Confidence: contrast across the found edge, how much of the border was backdrop, the
 *    garment's share of the frame and how fragmented the result is. Below the threshold the
 *    studio engine keeps the photo whole on a card instead of showing a broken cut-out.
 *
 * When the border shows a textured backdrop (a wooden floor, tiles, a printed sheet or cloth,
 * a painted wall: its colours spread more than a plain backdrop's noise), the garment is
 * separated by colour clusters instead (textured-cut-out.ts, decision 182). Either way the
 * mask is then tidied (one piece, no holes or specks, a smooth outline: mask-cleanup.ts) and
 * the garment's tilt measured (garment-tilt.ts) for the caller to straighten.
 */
import { estimateTilt } from './garment-tilt.js';
import { cleanMask } from './mask-cleanup.js';
import { cutOutTextured } from './textured-cut-out.js';
import { solveLinear } from './solve-linear.js';

export interface CutoutInput {
  /** RGB, 3 bytes per pixel, row-major. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface CutoutResult {
  /** 0 or 255 per pixel at the input's size. */
  mask: Uint8Array;
  width: number;
  height: number;
  /** 0..1. */
  confidence: number;
  /** Garment bounding box in input pixels; the whole frame when nothing was found. */
  bbox: { x: number; y: number; width: number; height: number };
  /** Measurements behind the confidence, for logs and tests. */
  stats: {
    borderFit: number;
    noise: number;
    threshold: number;
    edgeContrast: number;
    areaShare: number;
    fragmentation: number;
  };
  /** Why the confidence is low, in words. */
  note?: string;
  /** How the backdrop was modelled: one smooth colour, or colour clusters of a texture. */
  backdrop: 'plain' | 'textured';
  /**
   * Degrees clockwise the garment lies off upright, for the caller to turn back; 0 when it is
   * straight, or tilted so far that it was taken as deliberate (then `tiltNote` says so).
   */
  tilt: number;
  tiltNote?: string;
}

export const CUTOUT_CONFIDENCE_THRESHOLD = 0.5;

/** Border spread (noise) and fit beyond which the backdrop is taken as textured. */
const TEXTURED_NOISE = 4.5;
const TEXTURED_BORDER_FIT = 0.95;

/** How far from the model a pixel may be and still join the backdrop along a gentle slope. */
const LOOSE_FACTOR = 2.5;

type Coefficients = [number, number, number, number, number, number];

export function cutOut(input: CutoutInput): CutoutResult {
  const { width, height } = input;
  const model = fitBackdrop(input);
  const textured = model.noise > TEXTURED_NOISE || model.borderFit < TEXTURED_BORDER_FIT;
  const found = textured ? cutOutOnTexture(input, model) : cutOutPlain(input, model);
  const tilt =
    found.confidence >= CUTOUT_CONFIDENCE_THRESHOLD
      ? estimateTilt(found.mask, width, height)
      : { degrees: 0 };
  return {
    ...found,
    backdrop: textured ? 'textured' : 'plain',
    tilt: tilt.degrees,
    ...(tilt.note ? { tiltNote: tilt.note } : {}),
  };
}

type Found = Omit<CutoutResult, 'backdrop' | 'tilt' | 'tiltNote'>;

/** Radius (pixels) of the mask's cleanup at this size. */
function cleanupRadius(width: number, height: number): number {
  return Math.max(1, Math.round(Math.max(width, height) / 150));
}

function cutOutPlain(input: CutoutInput, model: BackdropModel): Found {
  const { data, width, height } = input;
  const n = width * height;
  const { noise, borderFit } = model;

  // Distances to the backdrop model, and whether each pixel looks like a shadow on it.
  const dist = new Float32Array(n);
  const shadowLike = new Uint8Array(n);
  for (let y = 0; y < height; y++) {
    const v = (2 * y) / (height - 1) - 1;
    for (let x = 0; x < width; x++) {
      const u = (2 * x) / (width - 1) - 1;
      const i = y * width + x;
      const mr = evaluate(model.r, u, v);
      const mg = evaluate(model.g, u, v);
      const mb = evaluate(model.b, u, v);
      const pr = data[i * 3]!;
      const pg = data[i * 3 + 1]!;
      const pb = data[i * 3 + 2]!;
      const dr = pr - mr;
      const dg = pg - mg;
      const db = pb - mb;
      dist[i] = Math.sqrt(dr * dr + dg * dg + db * db);
      // A shadow is the backdrop scaled down: project the pixel on the model colour.
      const mm = mr * mr + mg * mg + mb * mb;
      if (mm > 400) {
        const s = (pr * mr + pg * mg + pb * mb) / mm;
        if (s > 0.45 && s < 0.97) {
          const cr = pr - s * mr;
          const cg = pg - s * mg;
          const cb = pb - s * mb;
          if (Math.sqrt(cr * cr + cg * cg + cb * cb) < 6 + 2 * noise) shadowLike[i] = 1;
        }
      }
    }
  }

  const threshold = Math.max(10, 3.5 * noise + 4);
  // Neighbour-to-neighbour step below which the fill may follow a slope (a shadow, a
  // vignette the model did not catch); garment outlines are steeper.
  // Neighbour-to-neighbour steps below which the fill may follow a slope; shadow slopes are
  // also judged on a 3x3 box-blurred copy, where noise shrinks threefold.
  const smooth = boxBlur3(input);
  const step = Math.max(5, 2.2 * noise);
  const shadowStep = Math.max(7, 3 * noise);
  const loose = threshold * LOOSE_FACTOR;

  // Flood fill of the backdrop from every border pixel that matches the model.
  const fill: BackdropFill = {
    data,
    dist,
    shadowLike,
    smooth,
    threshold,
    loose,
    step,
    shadowStep,
    background: new Uint8Array(n),
    queue: new Int32Array(n),
    tail: 0,
  };
  for (let x = 0; x < width; x++) {
    seedBackdrop(fill, x);
    seedBackdrop(fill, (height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    seedBackdrop(fill, y * width);
    seedBackdrop(fill, y * width + width - 1);
  }
  for (let head = 0; head < fill.tail; head++) {
    const i = fill.queue[head]!;
    const x = i % width;
    if (x > 0) visitBackdrop(fill, i, i - 1);
    if (x < width - 1) visitBackdrop(fill, i, i + 1);
    if (i >= width) visitBackdrop(fill, i, i - width);
    if (i < n - width) visitBackdrop(fill, i, i + width);
  }
  const { background, queue } = fill;

  // The garment: the largest 4-connected region the fill did not reach.
  const { mask: piece, size, foreground } = largestComponent(background, width, height, queue);
  const fragmentation = foreground > 0 ? 1 - size / foreground : 1;
  const edgeContrast = size > 0 ? meanEdgeDistance(piece, dist, width, height) / threshold : 0;
  // Holes filled and the outline smoothed; no opening, which would round a plain cut's corners.
  const mask = size > 0 ? cleanMask(piece, width, height, 0) : piece;
  const areaShare = countSet(mask) / n;

  return judge(mask, width, height, {
    borderFit,
    noise,
    threshold,
    edgeContrast,
    areaShare,
    fragmentation,
  });
}

/** The textured backdrop's cut (textured-cut-out.ts), judged by the same factors. */
function cutOutOnTexture(input: CutoutInput, model: BackdropModel): Found {
  const { data, width, height } = input;
  const n = width * height;
  const cut = cutOutTextured(data, width, height);
  // The graph cut already joined the garment along the photo's edges: opened, not closed.
  const mask = cleanMask(cut.mask, width, height, cleanupRadius(width, height), { close: false });
  let raw = 0;
  let kept = 0;
  for (let i = 0; i < n; i++) {
    if (!cut.mask[i]) continue;
    raw++;
    if (mask[i]) kept++;
  }
  const areaShare = countSet(mask) / n;
  // Garment found where the backdrop model saw none, or specks of backdrop taken away.
  const fragmentation = raw > 0 ? 1 - kept / raw : 1;
  const edgeContrast =
    areaShare > 0 ? meanEdgeDistance(mask, cut.backdropDistance, width, height) / cut.threshold : 0;
  const stats = {
    borderFit: Math.max(model.borderFit, 1 - borderCovered(mask, width, height)),
    noise: model.noise,
    threshold: cut.threshold,
    edgeContrast,
    areaShare,
    fragmentation,
  };
  return judge(mask, width, height, stats);
}

/** Share of the frame's edge pixels that are garment. */
function borderCovered(mask: Uint8Array, width: number, height: number): number {
  let on = 0;
  for (let x = 0; x < width; x++)
    on += (mask[x] ? 1 : 0) + (mask[(height - 1) * width + x] ? 1 : 0);
  for (let y = 0; y < height; y++)
    on += (mask[y * width] ? 1 : 0) + (mask[y * width + width - 1] ? 1 : 0);
  return on / (2 * (width + height));
}

function countSet(mask: Uint8Array): number {
  let count = 0;
  for (let i = 0; i < mask.length; i++) if (mask[i]) count++;
  return count;
}

function judge(
  mask: Uint8Array,
  width: number,
  height: number,
  stats: CutoutResult['stats'],
): Found {
  const { borderFit, edgeContrast, areaShare, fragmentation } = stats;
  // Each factor maps a measurement to 0..1; the weakest one decides.
  const factors = {
    contrast: clamp01((edgeContrast - 1.2) / 1.6),
    border: clamp01((borderFit - 0.45) / 0.35),
    area:
      areaShare < 0.03
        ? 0
        : areaShare > 0.92
          ? 0
          : areaShare > 0.85
            ? (0.92 - areaShare) / 0.07
            : 1,
    fragments: clamp01((0.5 - fragmentation) / 0.35),
  };
  const confidence = Math.min(factors.contrast, factors.border, factors.area, factors.fragments);
  const note = confidence < CUTOUT_CONFIDENCE_THRESHOLD ? explain(factors) : undefined;

  return {
    mask,
    width,
    height,
    confidence: Math.round(confidence * 100) / 100,
    bbox: boundingBox(mask, width, height),
    stats,
    ...(note ? { note } : {}),
  };
}

/**
 * The flood fill's state. Its steps are functions of the module, not closures made per call:
 * optimised code made for one call's closures was thrown away at the next call (V8's "wrong
 * call target"), which made the cut-out 2-4 times slower in a server's first catalogues.
 */
interface BackdropFill {
  data: Uint8Array;
  dist: Float32Array;
  shadowLike: Uint8Array;
  smooth: Float32Array;
  threshold: number;
  loose: number;
  step: number;
  shadowStep: number;
  background: Uint8Array;
  queue: Int32Array;
  tail: number;
}

function seedBackdrop(f: BackdropFill, i: number): void {
  if (!f.background[i] && f.dist[i]! < f.threshold) {
    f.background[i] = 1;
    f.queue[f.tail++] = i;
  }
}

function visitBackdrop(f: BackdropFill, from: number, to: number): void {
  if (!f.background[to] && joinsBackdrop(f, from, to)) {
    f.background[to] = 1;
    f.queue[f.tail++] = to;
  }
}

function joinsBackdrop(f: BackdropFill, from: number, to: number): boolean {
  const { data, smooth } = f;
  const d = f.dist[to]!;
  if (d < f.threshold) return true;
  if (d >= f.loose && f.shadowLike[to] !== 1) return false;
  const dr = data[to * 3]! - data[from * 3]!;
  const dg = data[to * 3 + 1]! - data[from * 3 + 1]!;
  const db = data[to * 3 + 2]! - data[from * 3 + 2]!;
  if (Math.sqrt(dr * dr + dg * dg + db * db) >= f.step) return false;
  if (d < f.loose) return true;
  // A shadow-like pixel must also sit on a gentle slope once noise is averaged away:
  // a dark neutral garment's outline is a step, a shadow's edge is not.
  const sr = smooth[to * 3]! - smooth[from * 3]!;
  const sg = smooth[to * 3 + 1]! - smooth[from * 3 + 1]!;
  const sb = smooth[to * 3 + 2]! - smooth[from * 3 + 2]!;
  return Math.sqrt(sr * sr + sg * sg + sb * sb) < f.shadowStep;
}

function explain(factors: Record<'contrast' | 'border' | 'area' | 'fragments', number>): string {
  const weakest = (Object.entries(factors) as [keyof typeof factors, number][]).sort(
    (a, b) => a[1] - b[1],
  )[0]![0];
  switch (weakest) {
    case 'contrast':
      return 'The garment is too close in colour to its backdrop to cut out cleanly.';
    case 'border':
      return 'The backdrop is busy or the garment touches the edges of the photo.';
    case 'area':
      return 'No garment of a sensible size stood out from the backdrop.';
    case 'fragments':
      return 'The garment did not separate from the backdrop as one piece.';
  }
}

interface BackdropModel {
  r: Coefficients;
  g: Coefficients;
  b: Coefficients;
  /** Robust spread of border residuals: sensor noise plus texture of the backdrop. */
  noise: number;
  /** Share of border samples the model explains. */
  borderFit: number;
}

/** Quadratic surface per channel fitted to the border band, refitted without outliers. */
function fitBackdrop({ data, width, height }: CutoutInput): BackdropModel {
  const band = Math.max(2, Math.round(Math.min(width, height) * 0.015));
  const stride = Math.max(1, Math.round(Math.max(width, height) / 400));
  const samples: number[] = [];
  for (let y = 0; y < height; y += stride) {
    for (let x = 0; x < width; x += stride) {
      if (x >= band && x < width - band && y >= band && y < height - band) continue;
      samples.push(y * width + x);
    }
  }
  const frame = { data, width, height };
  let inliers = samples;
  let fit = solveChannels(inliers, frame);
  let residuals = residualsOf(fit, samples, frame);
  let noise = robustSpread(residuals);
  for (let round = 0; round < 2; round++) {
    const cut = Math.max(8, 3 * noise);
    const kept: number[] = [];
    for (let k = 0; k < samples.length; k++) if (residuals[k]! < cut) kept.push(samples[k]!);
    inliers = kept;
    if (inliers.length < 12) break;
    fit = solveChannels(inliers, frame);
    residuals = residualsOf(fit, samples, frame);
    noise = robustSpread(residualsOf(fit, inliers, frame));
  }
  const cut = Math.max(8, 3 * noise);
  const borderFit = residuals.filter((r) => r < cut).length / Math.max(1, residuals.length);
  return { ...fit, noise: Math.max(1, noise), borderFit };
}

/** A sample's position in the model's coordinates, -1..1 across and down the frame. */
function sampleU(i: number, width: number): number {
  return (2 * (i % width)) / (width - 1) - 1;
}

function sampleV(i: number, width: number, height: number): number {
  return (2 * Math.floor(i / width)) / (height - 1) - 1;
}

function solveChannels(
  indices: number[],
  { data, width, height }: CutoutInput,
): Pick<BackdropModel, 'r' | 'g' | 'b'> {
  // Normal equations A^T A c = A^T y for the six quadratic terms, one right-hand side per channel.
  const ata = Array.from({ length: 6 }, () => new Array<number>(6).fill(0));
  const aty = [
    new Array<number>(6).fill(0),
    new Array<number>(6).fill(0),
    new Array<number>(6).fill(0),
  ];
  for (const i of indices) {
    const x = sampleU(i, width);
    const y = sampleV(i, width, height);
    const f = [1, x, y, x * x, x * y, y * y];
    for (let a = 0; a < 6; a++) {
      for (let b = 0; b < 6; b++) ata[a]![b]! += f[a]! * f[b]!;
      for (let c = 0; c < 3; c++) aty[c]![a]! += f[a]! * data[i * 3 + c]!;
    }
  }
  // A little ridge keeps the system solvable when the border covers few distinct points.
  for (let a = 0; a < 6; a++) ata[a]![a]! += 1e-3 * indices.length;
  return {
    r: solveLinear(ata, aty[0]!) as Coefficients,
    g: solveLinear(ata, aty[1]!) as Coefficients,
    b: solveLinear(ata, aty[2]!) as Coefficients,
  };
}

function evaluate(c: Coefficients, x: number, y: number): number {
  return c[0] + c[1] * x + c[2] * y + c[3] * x * x + c[4] * x * y + c[5] * y * y;
}

/** Distance of each sample's colour from the fitted model. */
function residualsOf(
  fit: Pick<BackdropModel, 'r' | 'g' | 'b'>,
  indices: number[],
  { data, width, height }: CutoutInput,
): number[] {
  const out = new Array<number>(indices.length);
  for (let k = 0; k < indices.length; k++) {
    const i = indices[k]!;
    const x = sampleU(i, width);
    const y = sampleV(i, width, height);
    const dr = data[i * 3]! - evaluate(fit.r, x, y);
    const dg = data[i * 3 + 1]! - evaluate(fit.g, x, y);
    const db = data[i * 3 + 2]! - evaluate(fit.b, x, y);
    out[k] = Math.sqrt(dr * dr + dg * dg + db * db);
  }
  return out;
}

/** Median of the residual distances, scaled to behave like a standard deviation. */
function robustSpread(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.floor(sorted.length / 2)]! * 1.1;
}

function largestComponent(
  background: Uint8Array,
  width: number,
  height: number,
  queue: Int32Array,
): { mask: Uint8Array; size: number; foreground: number } {
  const n = width * height;
  const s: Labelling = { background, label: new Int32Array(n), queue, next: 0, tail: 0 };
  let best = 0;
  let bestSize = 0;
  let foreground = 0;
  for (let start = 0; start < n; start++) {
    if (background[start] || s.label[start]) continue;
    s.next++;
    s.tail = 0;
    queue[s.tail++] = start;
    s.label[start] = s.next;
    for (let head = 0; head < s.tail; head++) {
      const i = queue[head]!;
      const x = i % width;
      if (x > 0) labelPixel(s, i - 1);
      if (x < width - 1) labelPixel(s, i + 1);
      if (i >= width) labelPixel(s, i - width);
      if (i < n - width) labelPixel(s, i + width);
    }
    foreground += s.tail;
    if (s.tail > bestSize) {
      bestSize = s.tail;
      best = s.next;
    }
  }
  const mask = new Uint8Array(n);
  if (best) for (let i = 0; i < n; i++) if (s.label[i] === best) mask[i] = 255;
  return { mask, size: bestSize, foreground };
}

/** Regions labelled so far; a function of the module visits pixels (see BackdropFill). */
interface Labelling {
  background: Uint8Array;
  label: Int32Array;
  queue: Int32Array;
  next: number;
  tail: number;
}

function labelPixel(s: Labelling, j: number): void {
  if (!s.background[j] && !s.label[j]) {
    s.label[j] = s.next;
    s.queue[s.tail++] = j;
  }
}

function boundingBox(mask: Uint8Array, width: number, height: number) {
  let minX = width;
  let minY = height;
  let maxX = -1;
  let maxY = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
  }
  if (maxX < 0) return { x: 0, y: 0, width, height };
  return { x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1 };
}

/** Mean distance to the backdrop model of garment pixels on the garment's outline. */
function meanEdgeDistance(
  mask: Uint8Array,
  dist: Float32Array,
  width: number,
  height: number,
): number {
  let sum = 0;
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!mask[i]) continue;
      if (mask[i - 1] && mask[i + 1] && mask[i - width] && mask[i + width]) continue;
      // Look one pixel further in, past the blend of garment and backdrop at the outline.
      let d = -Infinity;
      for (const j of [i - 2, i + 2, i - 2 * width, i + 2 * width])
        if (j >= 0 && j < mask.length && mask[j] && dist[j]! > d) d = dist[j]!;
      sum += d === -Infinity ? dist[i]! : d;
      count++;
    }
  }
  return count ? sum / count : 0;
}

/** A 3x3 box blur of the RGB pixels (separable, edges clamped). */
function boxBlur3({ data, width, height }: CutoutInput): Float32Array {
  const rows = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const l = (y * width + Math.max(0, x - 1)) * 3;
      const c = (y * width + x) * 3;
      const r = (y * width + Math.min(width - 1, x + 1)) * 3;
      for (let k = 0; k < 3; k++) rows[c + k] = (data[l + k]! + data[c + k]! + data[r + k]!) / 3;
    }
  }
  const out = new Float32Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) {
      const c = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        out[c + k] = (rows[(up + x) * 3 + k]! + rows[c + k]! + rows[(down + x) * 3 + k]!) / 3;
      }
    }
  }
  return out;
}

const clamp01 = (value: number) => Math.max(0, Math.min(1, value));

/** Intersection over union of two masks (non-zero = inside); used by tests and the bench. */
export function maskIoU(a: Uint8Array, b: Uint8Array, threshold = 128): number {
  let inter = 0;
  let union = 0;
  for (let i = 0; i < a.length; i++) {
    const ia = a[i]! >= threshold;
    const ib = b[i]! >= threshold;
    if (ia && ib) inter++;
    if (ia || ib) union++;
  }
  return union === 0 ? 1 : inter / union;
}
