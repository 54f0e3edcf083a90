/**
 * What the colour and print measurements share (scripts/measure-colour-fidelity.ts,
 * bench/print.bench.ts): the studio engine with its backgrounds in a temporary folder, a drawn
 * garment photographed on paper (a light garment on a darker backdrop, so its edge shows), and
 * the changes light makes to a good shot, which no check may flag.
 */
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BackgroundLibrary } from '../../src/server/engines/backgrounds/background-library.js';
import { StudioEngine } from '../../src/server/engines/studio/studio-engine.js';
import { drawGarmentPhoto, type GarmentStyle } from '../../tests/support/garments.js';

const paper = { color: '#e7e4dd', vignette: 0.28, gradient: 0.12, shadow: 0.3, noise: 3 };
const darkBackdrop = { color: '#6b6660', vignette: 0.2, noise: 2 };

export function measuringStudioEngine(): StudioEngine {
  return new StudioEngine({
    backgrounds: new BackgroundLibrary(path.join(os.tmpdir(), 'vastra-sample-backgrounds')),
  });
}

/** The seller's photo of a drawn garment, 900x1125; `onDark` for a light garment. */
export async function photographed(garment: GarmentStyle, onDark: boolean): Promise<Buffer> {
  const drawn = await drawGarmentPhoto(garment, onDark ? darkBackdrop : paper, {
    width: 900,
    height: 1125,
  });
  return drawn.photo;
}

/** A good shot as light changes it: none of these is a different garment. */
export const LIGHT_CHANGES: { name: string; make: (png: Buffer) => Promise<Buffer> }[] = [
  { name: 'darker', make: (png) => sharp(png).modulate({ brightness: 0.75 }).png().toBuffer() },
  { name: 'lighter', make: (png) => sharp(png).modulate({ brightness: 1.2 }).png().toBuffer() },
  { name: 'flatter', make: (png) => sharp(png).modulate({ saturation: 0.8 }).png().toBuffer() },
];
