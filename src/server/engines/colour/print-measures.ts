/**
 * What the print check measures on the garment in an image, the shot and the photo alike
 * (decision 271): how many pixels each colour family covers, over how much of the garment it
 * is spread, and how much texture the garment has at the print's scale. Each is compared
 * between the shot and the photo, never where things are, so any pose or layout passes.
 */
import type { RawImage } from '../image-engine.js';
import { boxBlur, dilate, erode, fillHoles } from '../studio/mask-cleanup.js';

export interface PrintMeasures {
  /** Each family's pixels on the garment. */
  counts: number[];
  /** Each family's share of the garment's cells (0..1): a print is spread, a border is not. */
  spread: number[];
  /** Mean fine contrast on the garment, relative to its brightness. */
  texture: number;
}

export interface MeasureRules {
  /** Cells across the garment's size (its area's square root) the spread is counted in. */
  cellsAcross: number;
  /** A family is in a cell when it covers at least this share of the cell's garment. */
  cellPresence: number;
}

/**
 * The garment: the heaviest family's pixels closed over the print's gaps (`radius`), with the
 * holes the print leaves filled (a motif larger than the closing, a pallu across the body).
 */
export function garmentArea(
  labels: Int8Array,
  width: number,
  height: number,
  radius: number,
): Uint8Array {
  const heaviest = Uint8Array.from(labels, (label) => (label === 0 ? 1 : 0));
  const closed = erode(dilate(heaviest, width, height, radius), width, height, radius);
  return fillHoles(closed, width, height);
}

export function measurePrint(
  labels: Int8Array,
  image: RawImage,
  families: number,
  radius: number,
  rules: MeasureRules,
): PrintMeasures {
  const { width, height } = image;
  const garment = garmentArea(labels, width, height, radius);
  const counts = new Array<number>(families).fill(0);
  let area = 0;
  labels.forEach((label, i) => {
    if (!garment[i]) return;
    area++;
    if (label >= 0) counts[label]!++;
  });
  const cell = Math.max(3, Math.round(Math.sqrt(area) / rules.cellsAcross));
  return {
    counts,
    spread: spreadOf(labels, garment, width, height, families, cell, rules.cellPresence),
    texture: textureOf(image, garment),
  };
}

/** Each family's share of the cells (squares of `cell` px, at least half garment) it is in. */
function spreadOf(
  labels: Int8Array,
  garment: Uint8Array,
  width: number,
  height: number,
  families: number,
  cell: number,
  presence: number,
): number[] {
  let cells = 0;
  const present = new Array<number>(families).fill(0);
  const inCell = new Array<number>(families).fill(0);
  for (let y0 = 0; y0 < height; y0 += cell) {
    for (let x0 = 0; x0 < width; x0 += cell) {
      inCell.fill(0);
      let total = 0;
      let onGarment = 0;
      for (let y = y0; y < Math.min(height, y0 + cell); y++) {
        for (let x = x0; x < Math.min(width, x0 + cell); x++) {
          const i = y * width + x;
          total++;
          if (!garment[i]) continue;
          onGarment++;
          const label = labels[i]!;
          if (label >= 0) inCell[label] = inCell[label]! + 1;
        }
      }
      if (onGarment < total / 2) continue;
      cells++;
      for (let f = 0; f < families; f++)
        if (inCell[f]! >= Math.max(1, presence * onGarment)) present[f]!++;
    }
  }
  return present.map((count) => count / Math.max(1, cells));
}

/**
 * Fine contrast: the mean difference between the luminance blurred over 3 and over 7 pixels,
 * inside the garment away from its edge, over the mean luminance (so light and shade cancel).
 * A blurred or removed print loses it; folds and sensor noise barely make it.
 */
function textureOf(image: RawImage, garment: Uint8Array): number {
  const { width, height, data } = image;
  const luminance = new Float32Array(width * height);
  for (let i = 0; i < luminance.length; i++)
    luminance[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  const fine = boxBlur(luminance, width, height, 1);
  const coarse = boxBlur(luminance, width, height, 3);
  const inner = erode(
    Uint8Array.from(garment, (g) => (g ? 1 : 0)),
    width,
    height,
    4,
  );
  let contrast = 0;
  let brightness = 0;
  for (let i = 0; i < luminance.length; i++) {
    if (!inner[i]) continue;
    contrast += Math.abs(fine[i]! - coarse[i]!);
    brightness += luminance[i]!;
  }
  return brightness > 0 ? contrast / brightness : 0;
}
