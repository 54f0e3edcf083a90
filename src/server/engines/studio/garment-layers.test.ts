import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RawPixels } from '../encode-shot.js';
import { composeOnGround, place } from './garment-layers.js';
import type { Layer } from './layer.js';
import { layShaded } from './garment-shading.js';
import { castShade, type GroundShade } from './soft-shadow.js';

const W = 120;
const H = 90;

/** A ground with a different colour at every pixel. */
function ground(): RawPixels {
  const data = Buffer.alloc(W * H * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 37 + (i >> 5)) & 255;
  return { data, width: W, height: H, channels: 3 };
}

/** An RGBA layer with opaque, transparent and half-transparent pixels. */
function layer(width: number, height: number): Layer {
  const data = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    data[p * 4] = (p * 11) & 255;
    data[p * 4 + 1] = (p * 5 + 90) & 255;
    data[p * 4 + 2] = 200;
    data[p * 4 + 3] = p % 7 === 0 ? 0 : p % 5 === 0 ? (p * 13) & 255 : 255;
  }
  return { data, width, height, channels: 4 };
}

function largestDifference(a: Buffer, b: Buffer): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i]! - b[i]!));
  return most;
}

describe('composeOnGround', () => {
  it("lays layers as libvips' composite does ('over', in order, clipped to the frame)", async () => {
    const base = ground();
    const big = layer(70, 60);
    const edge = layer(40, 30);
    const frame = await composeOnGround(base, [
      place(big, 20, 15),
      // Reaches past the right and bottom edges of the frame.
      place(edge, W - 25, H - 12),
    ]);
    const clipped = await sharp(edge.data, { raw: { width: 40, height: 30, channels: 4 } })
      .extract({ left: 0, top: 0, width: 25, height: 12 })
      .raw()
      .toBuffer();
    const expected = await sharp(base.data, { raw: { width: W, height: H, channels: 3 } })
      .composite([
        { input: big.data, raw: { width: 70, height: 60, channels: 4 }, left: 20, top: 15 },
        { input: clipped, raw: { width: 25, height: 12, channels: 4 }, left: W - 25, top: H - 12 },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(largestDifference(frame.data, expected)).toBeLessThanOrEqual(1);
    expect(base.data.equals(ground().data)).toBe(true); // the shared ground is left as it was
  });

  it('does not cast a shade where the garment laid over it is opaque, with the same result', async () => {
    const garment = layer(60, 50);
    const shade: GroundShade = {
      data: Buffer.from(Array.from({ length: 30 * 25 }, (_, i) => 60 + (i % 150))),
      width: 30,
      height: 25,
      left: 10,
      top: 8,
      scale: 4,
    };
    const covered = await composeOnGround(ground(), [place(garment, 30, 20)], [shade]);
    // The same shade cast everywhere, then the same garment laid over it.
    const everywhere = ground();
    castShade(everywhere, shade);
    const expected = await composeOnGround(everywhere, [place(garment, 30, 20)]);
    expect(covered.data.equals(expected.data)).toBe(true);
    expect(
      covered.data.equals((await composeOnGround(ground(), [place(garment, 30, 20)])).data),
    ).toBe(false);
  });
});

describe('layShaded', () => {
  it('lays the garment darkened by its map, red, green and blue by the same factor', async () => {
    const garment = layer(40, 30);
    const untouched = { data: Buffer.alloc(8 * 6, 255), width: 8, height: 6 };
    const half = { data: Buffer.alloc(8 * 6, 128), width: 8, height: 6 };
    const plain = await composeOnGround(ground(), [place(garment, 5, 5)]);
    const lit = ground();
    layShaded(lit, place(garment, 5, 5), untouched);
    expect(lit.data.equals(plain.data)).toBe(true);

    const shaded = ground();
    layShaded(shaded, place(garment, -3, 70), half);
    // An opaque pixel of the garment (its row 0, column 11), placed at (8, 70).
    const p = 11 * 4;
    const q = (70 * W + 8) * 3;
    expect(garment.data[p + 3]).toBe(255);
    for (let c = 0; c < 3; c++)
      expect(shaded.data[q + c]).toBe(Math.round((garment.data[p + c]! * 128) / 255));
  });
});
