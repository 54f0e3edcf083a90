/**
 * Does a shot still show the garment's print and border (issue 40)? The colour check
 * (colour-fidelity.ts) asks whether the garment's main colours are there; a print that is
 * dropped, blurred or recoloured keeps the main colour and passes it. This check asks three
 * things of the garment in the shot against the seller's photo (print-measures.ts): are the
 * print's minor colours there in the photo's proportions, are they spread over as much of the
 * garment, and has the garment kept its fine texture?
 *
 * The photo is clustered finer than for the colour check (eight clusters), and every pixel of
 * the shot and of the photo is labelled with the family of the garment colour it is nearest to
 * (print-labels.ts). The garment in the shot is found without knowing the layout: the pixels
 * of its heaviest colour, closed over the print's gaps, holes filled; only pixels inside count,
 * so a scene that holds a print colour (a blue sky beside checks) does not. The photo is
 * measured the same way at the same garment size. Like the colour check it never asks where
 * things are, so any pose or layout passes.
 * Thresholds: decision 271, measured by `npm run bench:print`.
 */
import sharp from 'sharp';
import type { RawImage } from '../image-engine.js';
import {
  garmentRegion,
  regionPalette,
  type GarmentRegion,
  type PaletteColour,
} from './colour-fidelity.js';
import { countOf, familiesOf, labelPixels } from './print-labels.js';
import { measurePrint, type PrintMeasures } from './print-measures.js';

export const PRINT_RULES = {
  /** Clusters the garment's pixels fall into: enough for a print's minor colours. */
  clusters: 8,
  /**
   * A colour with at least this share of the garment labels pixels: a print colour's lighter
   * or darker shade joins its family, so a softened shot's print keeps its label.
   */
  minWeight: 0.015,
  /** A family is judged when one of its colours covers at least this share of the garment. */
  judgedWeight: 0.03,
  /** How close (ΔE00, kL = 2) a pixel must be to count as a garment colour. */
  tolerance: 12,
  kL: 2,
  /** The gap closed between the heaviest colour's pixels, as a share of the garment's size. */
  closing: 0.04,
  /** The long side the shot is judged at: a print's motifs must still be a few pixels. */
  side: 320,
  /** Garment colours closer than this (ΔE00, kL = 2) are one colour family: a shade, a fold. */
  family: 20,
  /** Cells across the garment's size its spread is counted in (a motif or two per cell). */
  cellsAcross: 10,
  /** A family is in a cell when it covers at least this share of the cell's garment. */
  cellPresence: 0.03,
  /** A family in fewer of the photo's cells than this (a mark, a hem) is not judged by spread. */
  spreadFrom: 0.1,
  /** The share of the photo's proportion a print colour must keep. */
  minShare: 0.1,
  /** The share of the photo's cells a print colour must still be in. */
  minSpread: 0.5,
  /** The share of the photo's fine texture the garment must keep. */
  minTexture: 0.4,
} as const;

/** The seller's photo as the check needs it, worked out once per catalogue. */
export interface PrintSignature {
  /** The garment's colours, heaviest first. */
  colours: PaletteColour[];
  /** Each colour's family (0: the heaviest colour's): the print is judged family by family. */
  families: number[];
  /** Whether each family is judged (one of its colours is heavy enough to be print). */
  judged: boolean[];
  /** The photo at the colour check's working size, with the garment's mask. */
  photo: RawImage;
  mask: Uint8Array;
  /** How many of the photo's pixels are the heaviest colour. */
  heaviestPixels: number;
}

export interface PrintVerdict {
  /**
   * The worst measure as a share of its threshold: below 1 fails. The measures, each the
   * shot's against the photo's (0..1): the worst print colour's proportion, the worst print
   * colour's spread, the garment's texture.
   */
  score: number;
  passed: boolean;
  share: number;
  spread: number;
  texture: number;
}

/**
 * The print's signature from the seller's photo; null when the cut-out is not trustworthy or
 * the garment has no minor colours (a plain garment: nothing for this check to judge).
 */
export async function printSignature(photo: Buffer): Promise<PrintSignature | null> {
  const region = await garmentRegion(photo);
  return region ? printSignatureOf(region) : null;
}

/** The same from the photo's cut-out, when the colour check has already made it. */
export function printSignatureOf(region: GarmentRegion): PrintSignature | null {
  const palette = regionPalette(region, PRINT_RULES.clusters);
  if (!palette) return null;
  const colours = palette.filter((colour) => colour.weight >= PRINT_RULES.minWeight);
  const families = familiesOf(colours, PRINT_RULES);
  const judged = new Array<boolean>(Math.max(...families) + 1).fill(false);
  colours.forEach((colour, c) => {
    if (colour.weight >= PRINT_RULES.judgedWeight) judged[families[c]!] = true;
  });
  if (!judged.some((isJudged, family) => isJudged && family > 0)) return null;
  const image: RawImage = {
    data: region.data,
    width: region.width,
    height: region.height,
    channels: 3,
  };
  const labels = labelPixels(colours, families, PRINT_RULES, image, region.mask);
  const heaviestPixels = countOf(labels, 0);
  return { colours, families, judged, photo: image, mask: region.mask, heaviestPixels };
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
  const shotLabels = labelPixels(signature.colours, signature.families, PRINT_RULES, shot);
  const familyCount = Math.max(...signature.families) + 1;
  const heaviest = countOf(shotLabels, 0);
  if (heaviest === 0) return { score: 0, passed: false, share: 0, spread: 0, texture: 0 };
  const radius = Math.max(1, Math.round(PRINT_RULES.closing * Math.sqrt(heaviest)));
  const inShot = measurePrint(shotLabels, shot, familyCount, radius, PRINT_RULES);
  const inPhoto = await photoAtShotSize(signature, heaviest, radius, familyCount);
  return verdictOf(inShot, inPhoto, signature.judged);
}

/** The shot's measures against the photo's, each worst print colour's. */
function verdictOf(
  inShot: PrintMeasures,
  inPhoto: PrintMeasures,
  judged: readonly boolean[],
): PrintVerdict {
  let share = 1;
  let spread = 1;
  for (let f = 1; f < inPhoto.counts.length; f++) {
    if (!judged[f]) continue;
    const expected = inPhoto.counts[f]! / Math.max(1, inPhoto.counts[0]!);
    if (expected > 0)
      share = Math.min(share, inShot.counts[f]! / Math.max(1, inShot.counts[0]!) / expected);
    if (inPhoto.spread[f]! >= PRINT_RULES.spreadFrom)
      spread = Math.min(spread, inShot.spread[f]! / inPhoto.spread[f]!);
  }
  const texture = inPhoto.texture > 0 ? Math.min(1, inShot.texture / inPhoto.texture) : 1;
  const score = Math.min(
    share / PRINT_RULES.minShare,
    spread / PRINT_RULES.minSpread,
    texture / PRINT_RULES.minTexture,
  );
  return { score, passed: score >= 1, share, spread, texture };
}

/** The photo resized so its garment is as large as the shot's, measured as the shot is. */
async function photoAtShotSize(
  signature: PrintSignature,
  shotHeaviest: number,
  radius: number,
  familyCount: number,
): Promise<PrintMeasures> {
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
  const image: RawImage = { data: pixels, width, height, channels: 3 };
  const labels = labelPixels(
    signature.colours,
    signature.families,
    PRINT_RULES,
    image,
    Uint8Array.from(shrunkMask, (m) => (m >= 128 ? 1 : 0)),
  );
  return measurePrint(labels, image, familyCount, radius, PRINT_RULES);
}
