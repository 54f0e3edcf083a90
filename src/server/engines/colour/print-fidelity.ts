/**
 * Does a shot still show the garment's print and border (issue 40)? The colour check
 * (colour-fidelity.ts) asks whether the garment's main colours are there; a print that is
 * dropped, blurred or recoloured keeps the main colour and passes it. This check asks whether
 * the print's minor colours are there, on the garment, in the proportions the seller's photo
 * has them.
 *
 * The photo is clustered finer than for the colour check (eight clusters), and every pixel of
 * the shot and of the photo is labelled with the family of the garment colour it is nearest to
 * (shades of one colour are one family). The garment in the shot is found without knowing the
 * layout: the pixels of its heaviest colour, closed over the print's gaps; only pixels inside
 * count, so a scene that holds a print colour (a blue sky beside checks) does not. The photo
 * is measured the same way at the same garment size, and each print family's share of the
 * heaviest is compared with the photo's. Like the colour check it never asks where things are,
 * so any pose or layout passes.
 * Thresholds: decision 271, measured by `npm run bench:print`.
 */
import sharp from 'sharp';
import { dilate, erode } from '../studio/mask-cleanup.js';
import type { RawImage } from '../image-engine.js';
import { deltaE2000, srgbToLab } from './cielab.js';
import { garmentRegion, regionPalette, type PaletteColour } from './colour-fidelity.js';

export const PRINT_RULES = {
  /** Clusters the garment's pixels fall into: enough for a print's minor colours. */
  clusters: 8,
  /** A colour with at least this share of the garment is part of its print or border. */
  minWeight: 0.03,
  /** How close (ΔE00, kL = 2) a pixel must be to count as a garment colour. */
  tolerance: 12,
  kL: 2,
  /** The gap closed between the heaviest colour's pixels, as a share of the garment's size. */
  closing: 0.04,
  /** The long side the shot is judged at: a print's motifs must still be a few pixels. */
  side: 320,
  /** Garment colours closer than this (ΔE00, kL = 2) are one colour family: a shade, a fold. */
  family: 20,
  /** The share of the photo's proportion a print colour must keep. */
  minShare: 0.2,
} as const;

/** The seller's photo as the check needs it, worked out once per catalogue. */
export interface PrintSignature {
  /** The garment's colours, heaviest first. */
  colours: PaletteColour[];
  /** Each colour's family (0: the heaviest colour's): the print is judged family by family. */
  families: number[];
  /** The photo at the colour check's working size, with the garment's mask. */
  photo: RawImage;
  mask: Uint8Array;
  /** How many of the photo's pixels are the heaviest colour. */
  heaviestPixels: number;
}

export interface PrintVerdict {
  /** The worst print colour's proportion as a share of the photo's (0..1). */
  score: number;
  passed: boolean;
}

/**
 * The print's signature from the seller's photo; null when the cut-out is not trustworthy or
 * the garment has no minor colours (a plain garment: nothing for this check to judge).
 */
export async function printSignature(photo: Buffer): Promise<PrintSignature | null> {
  const region = await garmentRegion(photo);
  const palette = region && regionPalette(region, PRINT_RULES.clusters);
  if (!region || !palette) return null;
  const colours = palette.filter((colour) => colour.weight >= PRINT_RULES.minWeight);
  const families = familiesOf(colours);
  if (Math.max(...families) < 1) return null;
  const image: RawImage = {
    data: region.data,
    width: region.width,
    height: region.height,
    channels: 3,
  };
  const signature = { colours, families, photo: image, mask: region.mask, heaviestPixels: 0 };
  signature.heaviestPixels = countOf(labelPixels(signature, image, region.mask), 0);
  return signature;
}

/** Each colour joins the first heavier colour's family within PRINT_RULES.family, else starts one. */
function familiesOf(colours: readonly PaletteColour[]): number[] {
  const heads: PaletteColour[] = [];
  return colours.map((colour) => {
    const joined = heads.findIndex(
      (head) => deltaE2000(head.lab, colour.lab, PRINT_RULES.kL) < PRINT_RULES.family,
    );
    if (joined >= 0) return joined;
    heads.push(colour);
    return heads.length - 1;
  });
}

/**
 * Whether the print check judges a shot: not the close-ups (a fabric, border or waistband
 * detail, the seller's Detail photo), which show part of the garment in other proportions.
 */
export function printJudgesShot(shotId: string): boolean {
  return !/detail/.test(shotId);
}

/** The shot (a PNG) judged against the photo's print. */
export async function judgePrint(
  signature: PrintSignature,
  shotPng: Buffer,
): Promise<PrintVerdict> {
  const { data, info } = await sharp(shotPng)
    .resize(PRINT_RULES.side, PRINT_RULES.side, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const shot: RawImage = { data, width: info.width, height: info.height, channels: 3 };
  const shotLabels = labelPixels(signature, shot);
  const familyCount = Math.max(...signature.families) + 1;
  const heaviest = countOf(shotLabels, 0);
  if (heaviest === 0) return { score: 0, passed: false };
  const radius = Math.max(1, Math.round(PRINT_RULES.closing * Math.sqrt(heaviest)));
  const inShot = colourCounts(shotLabels, shot.width, shot.height, radius, familyCount);
  const inPhoto = await photoCountsAtShotSize(signature, heaviest, radius, familyCount);
  let score = 1;
  for (let i = 1; i < familyCount; i++) {
    const expected = inPhoto[i]! / Math.max(1, inPhoto[0]!);
    if (expected <= 0) continue;
    score = Math.min(score, inShot[i]! / Math.max(1, inShot[0]!) / expected);
  }
  return { score, passed: score >= PRINT_RULES.minShare };
}

/** The photo resized so its garment is as large as the shot's, measured as the shot is. */
async function photoCountsAtShotSize(
  signature: PrintSignature,
  shotHeaviest: number,
  radius: number,
  familyCount: number,
): Promise<number[]> {
  const { photo, mask } = signature;
  const scale = Math.min(1, Math.sqrt(shotHeaviest / Math.max(1, signature.heaviestPixels)));
  const width = Math.max(8, Math.round(photo.width * scale));
  const height = Math.max(8, Math.round(photo.height * scale));
  const raw = { width: photo.width, height: photo.height };
  const [pixels, shrunkMask] = await Promise.all([
    sharp(photo.data, { raw: { ...raw, channels: 3 } })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer(),
    sharp(Buffer.from(mask), { raw: { ...raw, channels: 1 } })
      .resize(width, height, { fit: 'fill' })
      .raw()
      .toBuffer(),
  ]);
  const labels = labelPixels(
    signature,
    { data: pixels, width, height, channels: 3 },
    Uint8Array.from(shrunkMask, (m) => (m >= 128 ? 1 : 0)),
  );
  return colourCounts(labels, width, height, radius, familyCount);
}

/**
 * Each family's pixels on the garment: inside the heaviest colour's closing (the print's gaps
 * filled). Counting a band around it too (a border at the hem) let scenes that share a print
 * colour pass a shot whose print was gone (decision 271).
 */
function colourCounts(
  labels: Int8Array,
  width: number,
  height: number,
  radius: number,
  colours: number,
): number[] {
  const heaviest = Uint8Array.from(labels, (label) => (label === 0 ? 1 : 0));
  const closed = erode(dilate(heaviest, width, height, radius), width, height, radius);
  const counts = new Array<number>(colours).fill(0);
  labels.forEach((label, i) => {
    if (label < 0) return;
    if (closed[i]) counts[label]!++;
  });
  return counts;
}

/**
 * The family of the nearest garment colour of every pixel within the tolerance, else -1 (and
 * outside `mask`).
 */
function labelPixels(
  { colours, families }: Pick<PrintSignature, 'colours' | 'families'>,
  image: RawImage,
  mask?: Uint8Array,
): Int8Array {
  const labels = new Int8Array(image.width * image.height).fill(-1);
  const known = new Map<number, number>();
  for (let i = 0; i < labels.length; i++) {
    if (mask && !mask[i]) continue;
    const r = image.data[i * 3]!;
    const g = image.data[i * 3 + 1]!;
    const b = image.data[i * 3 + 2]!;
    const rgb = (r << 16) | (g << 8) | b;
    let label = known.get(rgb);
    if (label === undefined) {
      const lab = srgbToLab(r, g, b);
      label = -1;
      let nearest: number = PRINT_RULES.tolerance;
      colours.forEach((colour, c) => {
        const distance = deltaE2000(colour.lab, lab, PRINT_RULES.kL);
        if (distance <= nearest) {
          label = families[c]!;
          nearest = distance;
        }
      });
      known.set(rgb, label);
    }
    labels[i] = label;
  }
  return labels;
}

function countOf(labels: Int8Array, label: number): number {
  let count = 0;
  for (const value of labels) if (value === label) count++;
  return count;
}
