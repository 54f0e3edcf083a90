import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { maskAt, onceFor } from './worked-out-once.js';

describe('worked out once', () => {
  it('makes a result once per pixels and key, and forgets a failure', async () => {
    const pixels = Buffer.alloc(4);
    let made = 0;
    const make = async () => ++made;
    expect(await onceFor(pixels, 'a', make)).toBe(1);
    expect(await onceFor(pixels, 'a', make)).toBe(1);
    expect(await onceFor(pixels, 'b', make)).toBe(2);
    expect(await onceFor(Buffer.alloc(4), 'a', make)).toBe(3);
    await expect(onceFor(pixels, 'c', () => Promise.reject(new Error('no')))).rejects.toThrow();
    expect(await onceFor(pixels, 'c', make)).toBe(4);
  });

  it("resizes an RGBA layer's alpha as sharp does when it extracts the band itself", async () => {
    const width = 97;
    const height = 131;
    const data = Buffer.alloc(width * height * 4);
    for (let p = 0; p < width * height; p++) {
      data.fill((p * 7) & 255, p * 4, p * 4 + 3);
      data[p * 4 + 3] = Math.hypot((p % width) - 48, Math.floor(p / width) - 65) < 40 ? 255 : 0;
    }
    const layer = { data, width, height, channels: 4 as const };
    for (const [w, h] of [
      [24, 33],
      [10, 13],
    ] as const) {
      const expected = await sharp(data, { raw: { width, height, channels: 4 } })
        .extractChannel(3)
        .resize(w, h)
        .toColourspace('b-w')
        .raw()
        .toBuffer();
      expect((await maskAt(layer, w, h)).equals(expected)).toBe(true);
    }
  });
});
