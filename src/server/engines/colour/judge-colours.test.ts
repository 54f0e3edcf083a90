/**
 * judgeColours measures each distinct colour of a shot once and counts it as often as it occurs
 * (decision 210): its score must be exactly the pixel-by-pixel share, whatever the shot.
 */
import { describe, expect, it } from 'vitest';
import { deltaE2000, srgbToLab } from './cielab.js';
import { COLOUR_RULES, judgeColours, shotColours, type PaletteColour } from './colour-fidelity.js';

/**
 * A 160x200 shot: a red garment with a gold band on a light backdrop, grain on every third
 * pixel (some of it beyond the tolerance), the same every run.
 */
function sample() {
  const width = 160;
  const height = 200;
  const data = Buffer.alloc(width * height * 3);
  let state = 11;
  const grain = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return ((state >>> 16) % 31) - 15;
  };
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const base =
      x > 40 && x < 100 ? [192, 24, 43] : x >= 100 && x < 120 ? [212, 168, 67] : [231, 228, 221];
    const noisy = i % 3 === 0;
    for (let c = 0; c < 3; c++)
      data[i * 3 + c] = Math.max(0, Math.min(255, base[c]! + (noisy ? grain() * 2 : 0)));
  }
  return { data, width, height, channels: 3 as const };
}

const PALETTE: PaletteColour[] = [
  { lab: srgbToLab(0xc0, 0x18, 0x2b), weight: 0.6 },
  { lab: srgbToLab(0xd4, 0xa8, 0x43), weight: 0.3 },
  { lab: srgbToLab(0x1b, 0x4f, 0x8a), weight: 0.1 },
];

describe('judging a shot by its distinct colours', () => {
  it('gives the pixel-by-pixel score', async () => {
    const image = sample();
    const pixels = await shotColours(image);
    expect(new Set(pixels).size).toBeLessThan(pixels.length / 2);
    let worst = 1;
    for (const colour of PALETTE.filter((c) => c.weight >= COLOUR_RULES.mainWeight)) {
      let near = 0;
      for (let i = 0; i < image.data.length; i += 3) {
        const lab = srgbToLab(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
        if (deltaE2000(colour.lab, lab, COLOUR_RULES.kL) <= COLOUR_RULES.tolerance) near++;
      }
      worst = Math.min(worst, near / (image.width * image.height));
    }
    const verdict = judgeColours(PALETTE, pixels);
    expect(verdict.score).toBe(worst);
    // The gold band is the worst main colour, some of its grainy pixels beyond the tolerance.
    expect(verdict.score).toBeGreaterThan(0);
    expect(verdict.score).toBeLessThan(20 / 160);
  });
});
