import { describe, expect, it } from 'vitest';
import { srgbToLab } from '../colour/cielab.js';
import type { GarmentRegion } from '../colour/colour-fidelity.js';
import { garmentTexture } from './garment-texture.js';
import { countShapes } from './shapes.js';

const SIDE = 200;

/** A square garment filling the middle of the frame, its pixels painted by `paint`. */
function region(paint: (x: number, y: number) => [number, number, number]): GarmentRegion {
  const data = Buffer.alloc(SIDE * SIDE * 3, 240);
  const mask = new Uint8Array(SIDE * SIDE);
  for (let y = 20; y < 180; y++)
    for (let x = 20; x < 180; x++) {
      const i = y * SIDE + x;
      mask[i] = 255;
      data.set(paint(x, y), i * 3);
    }
  return { data, width: SIDE, height: SIDE, mask };
}

const maroon = srgbToLab(123, 30, 43);
const shaded = (x: number): [number, number, number] => {
  const k = 0.85 + 0.15 * Math.sin(x / 9); // folds: light and shade across the cloth
  return [Math.round(123 * k), Math.round(30 * k), Math.round(43 * k)];
};

describe('garmentTexture', () => {
  it('reads shaded solid cloth as solid, and its lit colour near the cloth', () => {
    const texture = garmentTexture(region(shaded), maroon);
    expect(texture.printed).toBe(false);
    expect(Math.abs(texture.litGround[0] - maroon[0])).toBeLessThan(4);
  });

  it('keeps a solid with a contrasting border at its edges solid', () => {
    const bordered = region((x, y) => (y > 160 || x < 35 || x > 165 ? [212, 175, 55] : shaded(x)));
    expect(garmentTexture(bordered, maroon).printed).toBe(false);
  });

  it('reads small motifs scattered over the cloth as a print', () => {
    const dotted = region((x, y) =>
      ((x % 16) - 8) ** 2 + ((y % 16) - 8) ** 2 < 12 ? [245, 236, 208] : shaded(x),
    );
    const texture = garmentTexture(dotted, maroon);
    expect(texture.printed).toBe(true);
    expect(texture.shapes).toBeGreaterThan(20);
  });
});

describe('countShapes', () => {
  it('counts separate shapes of at least the smallest area', () => {
    const pixels = new Uint8Array(10 * 10);
    for (const i of [0, 1, 10, 11, 55, 56, 57, 99]) pixels[i] = 1;
    expect(countShapes(pixels, 10, 1)).toBe(3);
    expect(countShapes(pixels, 10, 3)).toBe(2);
    // A shape does not wrap around the row's end.
    const edge = new Uint8Array(4 * 2);
    edge[3] = edge[4] = 1;
    expect(countShapes(edge, 4, 1)).toBe(2);
  });
});
