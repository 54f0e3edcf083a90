/**
 * Solid or printed, from the garment's own pixels (never the backdrop's), and the garment's
 * colour as lit. The ground is the garment's heaviest colour with its shades (CIEDE2000 with
 * lightness forgiven, as the colour check judges fabric); what is not ground inside the garment
 * falls into shapes, counted in the garment's core (its box without the outer 18% on each side).
 * A print scatters many small shapes there; a saree's border bands and hem, a kurta's neck
 * embroidery or a pallu are at the edges or few, so a bordered solid stays solid.
 */
import { deltaE2000, srgbToLab, type Lab } from '../colour/cielab.js';
import { COLOUR_RULES, type GarmentRegion } from '../colour/colour-fidelity.js';
import { countShapes } from './shapes.js';

/** Pixels this far inside the outline only: seams and the outline's blend are not the print. */
const INSET = 5;
/** A pixel this far (ΔE00, kL = 2) from the ground colour is another colour. */
const GROUND_DELTA = 15;
/** A shape smaller than this share of the garment is a speck of weave or noise. */
const MIN_SHAPE_SHARE = 0.0001;
/** The share of the garment's box on each side that is edge (borders, hems), not core. */
const EDGE_SHARE = 0.18;
/** This many shapes of another colour make a print (measured on the drawn set: bench/listings). */
export const PRINTED_SHAPES = 8;

export interface GarmentTexture {
  /** Shapes of colours other than the ground inside the garment. */
  shapes: number;
  printed: boolean;
  /** The ground colour as the light shows it: the brighter half of its pixels, in Lab. */
  litGround: Lab;
}

export function garmentTexture(region: GarmentRegion, ground: Lab): GarmentTexture {
  const { data, width, height, mask } = region;
  const labs = new Map<number, { lab: Lab; isGround: boolean }>();
  const other = new Uint8Array(width * height);
  const groundLightness: number[] = [];
  const groundLabs: Lab[] = [];
  const box = maskBox(mask, width, height);
  const x0 = Math.max(INSET, Math.round(box.x0 + EDGE_SHARE * (box.x1 - box.x0)));
  const x1 = Math.min(width - INSET, Math.round(box.x1 - EDGE_SHARE * (box.x1 - box.x0)));
  const y0 = Math.max(INSET, Math.round(box.y0 + EDGE_SHARE * (box.y1 - box.y0)));
  const y1 = Math.min(height - INSET, Math.round(box.y1 - EDGE_SHARE * (box.y1 - box.y0)));
  let inside = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      const i = y * width + x;
      if (!mask[i] || !mask[i - INSET] || !mask[i + INSET]) continue;
      if (!mask[i - INSET * width] || !mask[i + INSET * width]) continue;
      inside++;
      const key = (data[i * 3]! << 16) | (data[i * 3 + 1]! << 8) | data[i * 3 + 2]!;
      let known = labs.get(key);
      if (!known) {
        const lab = srgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
        known = { lab, isGround: deltaE2000(lab, ground, COLOUR_RULES.kL) <= GROUND_DELTA };
        labs.set(key, known);
      }
      if (!known.isGround) other[i] = 1;
      else if ((x + y) % 3 === 0) {
        groundLightness.push(known.lab[0]);
        groundLabs.push(known.lab);
      }
    }
  const shapes = countShapes(other, width, Math.max(10, MIN_SHAPE_SHARE * inside));
  return { shapes, printed: shapes >= PRINTED_SHAPES, litGround: brighterHalf(groundLabs, ground) };
}

/** Shade darkens what a photo shows; the brighter half of the ground is the fabric's colour. */
function brighterHalf(labs: readonly Lab[], fallback: Lab): Lab {
  if (labs.length === 0) return fallback;
  const sorted = [...labs].sort((p, q) => p[0] - q[0]);
  const upper = sorted.slice(Math.floor(sorted.length / 2));
  const sum = upper.reduce((s, p) => [s[0] + p[0], s[1] + p[1], s[2] + p[2]], [0, 0, 0]);
  return [sum[0] / upper.length, sum[1] / upper.length, sum[2] / upper.length];
}

function maskBox(mask: Uint8Array, width: number, height: number) {
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i]) continue;
    const x = i % width;
    const y = (i - x) / width;
    x0 = Math.min(x0, x);
    x1 = Math.max(x1, x + 1);
    y0 = Math.min(y0, y);
    y1 = Math.max(y1, y + 1);
  }
  return x1 > x0 ? { x0, y0, x1, y1 } : { x0: 0, y0: 0, x1: width, y1: height };
}
