import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawGarmentPhoto,
  type BackdropStyle,
  type GarmentStyle,
} from '../../../../tests/support/garments.js';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut, maskIoU } from './cut-out.js';

async function run(garment: GarmentStyle, backdrop: BackdropStyle) {
  const photo = await drawGarmentPhoto(garment, backdrop, { width: 480, height: 600 });
  const { data, info } = await sharp(photo.photo).raw().toBuffer({ resolveWithObject: true });
  const result = cutOut({ data, width: info.width, height: info.height });
  return { result, iou: maskIoU(result.mask, photo.truth) };
}

// Cases where the garment stands out from its backdrop: the cut-out must match the drawn
// silhouette closely and say it is confident.
const clear: [string, GarmentStyle, BackdropStyle][] = [
  [
    'light on light: ivory kurta on pale grey',
    { kind: 'kurta', color: '#f4f1ea', accent: '#e2d6b8', pattern: 'buti' },
    { color: '#cfcfcc', vignette: 0.15 },
  ],
  [
    'white t-shirt on off-white paper',
    { kind: 't-shirt', color: '#fbfbfb' },
    { color: '#e6e6e4', vignette: 0.1, noise: 2 },
  ],
  [
    'dark on dark: black shirt on charcoal',
    { kind: 'shirt', color: '#141414' },
    { color: '#4a4a4c', vignette: 0.3, noise: 4 },
  ],
  [
    'patterned: checked shirt with white lines on white',
    { kind: 'shirt', color: '#3b5b92', accent: '#f2f2f2', pattern: 'checks' },
    { color: '#f2f1ee' },
  ],
  [
    'with shadow and vignette: floral dress',
    { kind: 'dress', color: '#c2185b', accent: '#ffd1e0', pattern: 'floral' },
    { color: '#e8e4dc', vignette: 0.45, gradient: 0.3, shadow: 0.45, noise: 4 },
  ],
  [
    'saree with a gold border and a cast shadow',
    { kind: 'saree', color: '#b0122b', accent: '#d4a843', border: true },
    { color: '#eceae4', shadow: 0.3 },
  ],
  [
    'lehenga on a vignetted backdrop',
    { kind: 'lehenga', color: '#6a1b9a', accent: '#e0b04a', border: true, pattern: 'buti' },
    { color: '#d9d4cc', vignette: 0.3 },
  ],
];

describe('cutOut', () => {
  it.each(clear)('%s: IoU >= 0.95 and confident', async (_name, garment, backdrop) => {
    const { result, iou } = await run(garment, backdrop);
    expect(iou).toBeGreaterThanOrEqual(0.95);
    expect(result.confidence).toBeGreaterThanOrEqual(CUTOUT_CONFIDENCE_THRESHOLD);
  });

  it('reports low confidence when the garment is the colour of its backdrop', async () => {
    const { result } = await run(
      { kind: 't-shirt', color: '#cdcdca', flat: true },
      { color: '#cfcfcc' },
    );
    expect(result.confidence).toBeLessThan(CUTOUT_CONFIDENCE_THRESHOLD);
    expect(result.note).toBeTruthy();
  });

  it('reports low confidence for navy on charcoal under a vignette, where contrast does not allow a clean cut', async () => {
    const { result, iou } = await run(
      { kind: 'shirt', color: '#1d2440' },
      { color: '#3a3a3c', vignette: 0.3, noise: 4 },
    );
    // Never confident and wrong: either it is right, or it says it is unsure.
    expect(result.confidence < CUTOUT_CONFIDENCE_THRESHOLD || iou >= 0.95).toBe(true);
  });

  it('reports low confidence on a busy backdrop that fills the border', async () => {
    const width = 200;
    const height = 250;
    const data = new Uint8Array(width * height * 3);
    let seed = 7;
    for (let i = 0; i < data.length; i++)
      data[i] = (seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 256;
    const result = cutOut({ data, width, height });
    expect(result.confidence).toBeLessThan(CUTOUT_CONFIDENCE_THRESHOLD);
  });

  it('computes IoU', () => {
    expect(maskIoU(Uint8Array.from([255, 255, 0, 0]), Uint8Array.from([255, 0, 0, 0]))).toBe(0.5);
  });
});
