/**
 * The print check (decision 271) on drawn garments: a "shot" is the same garment drawn smaller
 * on another backdrop, so size and scene change as they do between a photo and a shot.
 */
import { describe, expect, it } from 'vitest';
import {
  drawGarmentPhoto,
  type BackdropStyle,
  type GarmentStyle,
} from '../../../../tests/support/garments.js';
import { judgePrint, printJudgesShot, printSignature } from './print-fidelity.js';

const KURTA: GarmentStyle = {
  kind: 'kurta',
  color: '#b0122b',
  accent: '#e8c15a',
  pattern: 'buti',
};
const PAPER: BackdropStyle = { color: '#e7e4dd', vignette: 0.2, shadow: 0.3, noise: 3 };

async function photo(garment: GarmentStyle) {
  return (await drawGarmentPhoto(garment, PAPER, { width: 720, height: 900, format: 'png' })).photo;
}

async function shot(garment: GarmentStyle, backdrop: BackdropStyle) {
  const drawn = await drawGarmentPhoto(garment, backdrop, {
    width: 640,
    height: 800,
    scale: 0.6,
    format: 'png',
  });
  return drawn.photo;
}

describe('the print check', () => {
  it('has nothing to judge on a plain garment', async () => {
    expect(await printSignature(await photo({ kind: 'kurta', color: '#b0122b' }))).toBeNull();
  });

  it('passes the same print smaller on another backdrop', async () => {
    const signature = (await printSignature(await photo(KURTA)))!;
    expect(signature).not.toBeNull();
    const verdict = await judgePrint(signature, await shot(KURTA, { color: '#3d4a5c' }));
    expect(verdict.passed).toBe(true);
    expect(verdict.score).toBeGreaterThan(0.5);
  });

  it.each([
    ['removed', { ...KURTA, pattern: 'solid' }],
    ['recoloured', { ...KURTA, accent: '#2a7fd4' }],
    ['blurred', { ...KURTA, printBlur: 14 }],
  ] as const)('fails a print %s', async (_name, changed) => {
    const signature = (await printSignature(await photo(KURTA)))!;
    const verdict = await judgePrint(signature, await shot(changed, { color: '#3d4a5c' }));
    expect(verdict.passed).toBe(false);
  });

  it('leaves the close-ups to the colour check', () => {
    expect(printJudgesShot('fabric-detail')).toBe(false);
    expect(printJudgesShot('detail-close-up')).toBe(false);
    expect(printJudgesShot('styled-flat-lay')).toBe(true);
    expect(printJudgesShot('standing-front')).toBe(true);
  });
});
