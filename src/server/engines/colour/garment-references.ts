/**
 * What the shot checks compare every shot of a catalogue with, worked out once per catalogue
 * from the seller's photos: the colour check's palette (decision 120) and the print check's
 * signature (decision 271) of each uploaded view. Both come from one cut-out of each photo, the
 * costly part (0.2-0.7 s of the main thread), so the print check adds no second cut-out.
 */
import type { GarmentViews } from '../image-engine.js';
import {
  garmentRegion,
  regionPalette,
  type GarmentRegion,
  type PaletteColour,
} from './colour-fidelity.js';
import { printSignatureOf, type PrintSignature } from './print-fidelity.js';

export interface GarmentReferences {
  /** Each view's main colours; a back-view shot may match only the back photo. */
  palettes: PaletteColour[][];
  /** Each view's print; none for a plain garment (nothing for the print check to judge). */
  prints: PrintSignature[];
}

interface ViewReference {
  palette: PaletteColour[] | null;
  print: PrintSignature | null;
}

/** A photo's references; nothing when its cut-out is not trustworthy or fails. */
async function referenceOf(photo: Buffer, withPrint: boolean): Promise<ViewReference> {
  const region = await garmentRegion(photo).catch(() => null);
  if (!region) return { palette: null, print: null };
  return { palette: regionPalette(region), print: withPrint ? readPrint(region) : null };
}

/** A print that cannot be read leaves the colour check its palette. */
function readPrint(region: GarmentRegion): PrintSignature | null {
  try {
    return printSignatureOf(region);
  } catch {
    return null;
  }
}

/** The references of each uploaded view; without `print`, no print signature (nothing judged). */
export async function garmentReferences(
  views: GarmentViews,
  { print }: { print: boolean },
): Promise<GarmentReferences> {
  const photos = [views.front, views.back, views.side].filter((v): v is Buffer => !!v);
  const references = await Promise.all(photos.map((photo) => referenceOf(photo, print)));
  return {
    palettes: references.flatMap(({ palette }) => (palette && palette.length > 0 ? [palette] : [])),
    prints: references.flatMap(({ print }) => (print ? [print] : [])),
  };
}
