/**
 * Does a shot show the garment's colours (issue 13; thresholds measured in decision 120)? The
 * garment's main colours come from the seller's photo: the cut-out's pixels clustered in
 * CIELAB (k-means), each cluster weighted by its share of the garment. A shot passes when
 * every colour covering a large part of the garment appears in it over a meaningful area
 * within a CIEDE2000 tolerance. Lightness is weighted as textiles are judged (kL = 2), so
 * shading and a brighter or darker scene pass; a hue shift or recolour does not. The check
 * is about colours only, never layout: any shot design that shows the garment passes.
 */
import sharp from 'sharp';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut } from '../studio/cut-out.js';
import type { RawImage } from '../image-engine.js';
import { deltaE2000, srgbToLab, type Lab } from './cielab.js';
import { colourSample } from './colour-sample.js';

/** Decision 120: the measured thresholds. */
export const COLOUR_RULES = {
  /** Clusters the garment's pixels fall into. */
  clusters: 5,
  /** Clusters closer than this (ΔE00, kL = 2) are one colour with shading. */
  mergeBelow: 9,
  /** A colour covering at least this share of the garment must be found in the shot. */
  mainWeight: 0.2,
  /** How close (ΔE00, kL = 2) a shot's pixel must be to count as that colour. */
  tolerance: 12,
  /** The share of the shot's pixels a main colour must cover. */
  minCoverage: 0.02,
  kL: 2,
} as const;

export interface PaletteColour {
  lab: Lab;
  /** Share of the garment's pixels, 0..1. */
  weight: number;
}

export interface ColourVerdict {
  /** The worst main colour's coverage of the shot (0..1); compared with minCoverage. */
  score: number;
  passed: boolean;
}

const WORK_SIDE = 720;
const MAX_SAMPLES = 12_000;

/** The garment's colours, heaviest first; null when the photo's cut-out is not trustworthy. */
export async function garmentPalette(photo: Buffer): Promise<PaletteColour[] | null> {
  const region = await garmentRegion(photo);
  return region ? regionPalette(region) : null;
}

/** The photo's pixels at the working size and the garment's mask (0 or 255 per pixel). */
export interface GarmentRegion {
  data: Buffer;
  width: number;
  height: number;
  mask: Uint8Array;
}

/**
 * The garment in the seller's photo, cut out as the studio engine cuts it; null when the cut-out
 * is not trustworthy. Shared with the listing's offline filler, which measures the same region.
 */
export async function garmentRegion(photo: Buffer): Promise<GarmentRegion | null> {
  const { data, info } = await sharp(photo)
    .rotate()
    .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cut = cutOut({ data, width: info.width, height: info.height });
  if (cut.confidence < CUTOUT_CONFIDENCE_THRESHOLD) return null;
  return { data, width: info.width, height: info.height, mask: cut.mask };
}

/**
 * The region's colours: its pixels clustered in Lab, shades of one colour merged. The print
 * check asks for more clusters than the colour check, so a print's minor colours get their own.
 */
export function regionPalette(
  region: GarmentRegion,
  clusters: number = COLOUR_RULES.clusters,
): PaletteColour[] | null {
  const { data, mask } = region;
  let inside = 0;
  for (const m of mask) if (m) inside++;
  if (inside === 0) return null;
  const stride = Math.max(1, Math.floor(inside / MAX_SAMPLES));
  const samples: Lab[] = [];
  let seen = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    if (seen++ % stride === 0)
      samples.push(srgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!));
  }
  return mergeClose(kMeans(samples, clusters));
}

/**
 * The shot's pixels in Lab, at a small size (colours, not detail, are compared): from its PNG,
 * or from the colour sample made as it was encoded (`ShotImage.colourSample`), which is the same.
 * Pixels of one colour share one Lab value (the same object), so judgeColours weighs each
 * colour once: a shot's 32,000 pixels hold a few thousand colours.
 */
export async function shotColours(shot: Buffer | RawImage): Promise<Lab[]> {
  const { data } = Buffer.isBuffer(shot) ? await colourSample(shot) : shot;
  const known = new Map<number, Lab>();
  const pixels: Lab[] = [];
  for (let i = 0; i + 2 < data.length; i += 3) {
    const rgb = (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;
    let lab = known.get(rgb);
    if (!lab) known.set(rgb, (lab = srgbToLab(data[i]!, data[i + 1]!, data[i + 2]!)));
    pixels.push(lab);
  }
  return pixels;
}

/**
 * How much of the shot each main colour covers; the worst one is the score. Each distinct Lab
 * value (by identity, as shotColours shares them) is measured once and counted as many times
 * as it occurs: the same sums as pixel by pixel, a fifth of the ΔE00 work on the main thread.
 */
export function judgeColours(
  palette: readonly PaletteColour[],
  shot: readonly Lab[],
): ColourVerdict {
  const main = palette.filter((colour) => colour.weight >= COLOUR_RULES.mainWeight);
  // No colour dominates (a busy print): the heaviest one stands for the garment.
  const checked = main.length > 0 ? main : palette.slice(0, 1);
  const occurrences = new Map<Lab, number>();
  for (const pixel of shot) occurrences.set(pixel, (occurrences.get(pixel) ?? 0) + 1);
  let score = 1;
  for (const colour of checked) {
    let near = 0;
    for (const [pixel, count] of occurrences)
      if (deltaE2000(colour.lab, pixel, COLOUR_RULES.kL) <= COLOUR_RULES.tolerance) near += count;
    score = Math.min(score, near / Math.max(1, shot.length));
  }
  return { score, passed: score >= COLOUR_RULES.minCoverage };
}

/** k-means in Lab (Euclidean, i.e. ΔE76, as clustering goes), seeded by farthest points. */
export function kMeans(samples: readonly Lab[], k: number): PaletteColour[] {
  if (samples.length === 0) return [];
  const dist2 = (p: Lab, q: Lab) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;
  // Deterministic seeds: the mean's nearest sample, then each time the sample farthest from all.
  const mean = average(samples);
  const centres: Lab[] = [
    samples.reduce((best, s) => (dist2(s, mean) < dist2(best, mean) ? s : best)),
  ];
  const nearest = samples.map((s) => dist2(s, centres[0]!));
  while (centres.length < Math.min(k, samples.length)) {
    let far = 0;
    for (let i = 1; i < samples.length; i++) if (nearest[i]! > nearest[far]!) far = i;
    if (nearest[far] === 0) break;
    centres.push(samples[far]!);
    for (let i = 0; i < samples.length; i++)
      nearest[i] = Math.min(nearest[i]!, dist2(samples[i]!, samples[far]!));
  }
  const assignment = new Array<number>(samples.length).fill(0);
  for (let iteration = 0; iteration < 15; iteration++) {
    let moved = false;
    for (let i = 0; i < samples.length; i++) {
      let best = 0;
      for (let c = 1; c < centres.length; c++)
        if (dist2(samples[i]!, centres[c]!) < dist2(samples[i]!, centres[best]!)) best = c;
      if (assignment[i] !== best) moved = true;
      assignment[i] = best;
    }
    for (let c = 0; c < centres.length; c++) {
      const members = samples.filter((_, i) => assignment[i] === c);
      if (members.length > 0) centres[c] = average(members);
    }
    if (!moved && iteration > 0) break;
  }
  const counts = centres.map((_, c) => assignment.filter((a) => a === c).length);
  return centres
    .map((lab, c) => ({ lab, weight: counts[c]! / samples.length }))
    .filter((colour) => colour.weight > 0)
    .sort((a, b) => b.weight - a.weight);
}

/** Clusters that are one colour in light and shade become one, weights added. */
function mergeClose(colours: PaletteColour[]): PaletteColour[] {
  const merged: PaletteColour[] = [];
  for (const colour of colours) {
    const twin = merged.find(
      (m) => deltaE2000(m.lab, colour.lab, COLOUR_RULES.kL) < COLOUR_RULES.mergeBelow,
    );
    if (!twin) {
      merged.push({ ...colour });
      continue;
    }
    const total = twin.weight + colour.weight;
    twin.lab = [0, 1, 2].map(
      (i) => (twin.lab[i]! * twin.weight + colour.lab[i]! * colour.weight) / total,
    ) as unknown as Lab;
    twin.weight = total;
  }
  return merged.sort((a, b) => b.weight - a.weight);
}

function average(points: readonly Lab[]): Lab {
  let l = 0;
  let a = 0;
  let b = 0;
  for (const p of points) {
    l += p[0];
    a += p[1];
    b += p[2];
  }
  return [l / points.length, a / points.length, b / points.length];
}
