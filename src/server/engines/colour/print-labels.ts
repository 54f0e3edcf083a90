/**
 * The print check's vocabulary (decision 271): the garment's colours grouped into families
 * (shades of one colour, a fold, are one family), and every pixel of an image labelled with
 * the family of the garment colour nearest to it.
 */
import type { RawImage } from '../image-engine.js';
import { deltaE2000, srgbToLab } from './cielab.js';
import type { PaletteColour } from './colour-fidelity.js';

export interface FamilyRules {
  /** Garment colours closer than this (ΔE00) are one family. */
  family: number;
  /** How close (ΔE00) a pixel must be to count as a garment colour. */
  tolerance: number;
  kL: number;
}

/** Each colour joins the first heavier colour's family within `family`, else starts one. */
export function familiesOf(colours: readonly PaletteColour[], rules: FamilyRules): number[] {
  const heads: PaletteColour[] = [];
  return colours.map((colour) => {
    const joined = heads.findIndex(
      (head) => deltaE2000(head.lab, colour.lab, rules.kL) < rules.family,
    );
    if (joined >= 0) return joined;
    heads.push(colour);
    return heads.length - 1;
  });
}

/**
 * The family of the nearest garment colour of every pixel within the tolerance, else -1 (and
 * outside `mask`). Each distinct RGB is measured once: a shot holds a few thousand.
 */
export function labelPixels(
  colours: readonly PaletteColour[],
  families: readonly number[],
  rules: FamilyRules,
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
      let nearest = rules.tolerance;
      colours.forEach((colour, c) => {
        const distance = deltaE2000(colour.lab, lab, rules.kL);
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

export function countOf(labels: Int8Array, label: number): number {
  let count = 0;
  for (const value of labels) if (value === label) count++;
  return count;
}
