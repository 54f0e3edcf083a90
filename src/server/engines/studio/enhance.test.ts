import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { measureEnhancement, sharpenKernel } from './enhance.js';

describe('enhance', () => {
  it('sharpens edges and leaves flat areas as they are', async () => {
    const kernel = sharpenKernel(0.8);
    expect(kernel.kernel.reduce((a, b) => a + b, 0)).toBe(kernel.scale);
    // A vertical step from 100 to 160: the unsharp mask overshoots on both sides of it.
    const width = 16;
    const step = Buffer.alloc(width * 8, 0).map((_, i) => (i % width < 8 ? 100 : 160));
    const out = await sharp(step, { raw: { width, height: 8, channels: 1 } })
      .convolve(kernel)
      .toColourspace('b-w')
      .raw()
      .toBuffer();
    const row = [...out.subarray(4 * width, 5 * width)];
    expect(row[2]).toBe(100);
    expect(row[13]).toBe(160);
    expect(row[7]).toBeLessThan(100);
    expect(row[8]).toBeGreaterThan(160);
  });

  it('measures its levels on the garment only, and never compresses the range', () => {
    // A garment of greys (30..230) on a white backdrop the mask leaves out.
    const pixels = 100 * 100;
    const rgb = new Uint8Array(pixels * 3);
    const mask = new Uint8Array(pixels);
    for (let i = 0; i < pixels; i++) {
      const inside = i % 100 >= 25 && i % 100 < 75;
      const value = inside ? 30 + (i % 201) : 255;
      rgb.fill(value, i * 3, i * 3 + 3);
      mask[i] = inside ? 255 : 0;
    }
    const masked = measureEnhancement(rgb, mask);
    expect(masked.gain[0]).toBeGreaterThan(1.2);
    expect(masked.offset[0]).toBeLessThan(0);
    // With the backdrop counted, the white pins the top of the range: a smaller stretch.
    const whole = measureEnhancement(rgb, null);
    expect(whole.gain[0]).toBeLessThan(masked.gain[0]);
    expect(whole.gain[0]).toBeGreaterThanOrEqual(1);
  });
});
