import { describe, expect, it } from 'vitest';
import { filmGrain } from './film-grain.js';
import { PRESET_SCENES } from './preset-scenes.js';
import { renderSceneRaw } from './render-scene.js';

describe('film grain', () => {
  it('is gaussian around neutral grey with the asked sigma, the same in every channel', () => {
    const layer = filmGrain(400, 500, 6);
    const pixels = 400 * 500;
    let sum = 0;
    let squares = 0;
    for (let pixel = 0; pixel < pixels; pixel++) {
      const value = layer[pixel * 3]!;
      expect(layer[pixel * 3 + 1]).toBe(value);
      expect(layer[pixel * 3 + 2]).toBe(value);
      sum += value;
      squares += value * value;
    }
    const mean = sum / pixels;
    const sd = Math.sqrt(squares / pixels - mean * mean);
    expect(mean).toBeCloseTo(128, 0);
    expect(sd).toBeGreaterThan(5.8);
    expect(sd).toBeLessThan(6.2);
  });

  it('makes a preset render the same bytes every time', async () => {
    const first = await renderSceneRaw(PRESET_SCENES['modern-kitchen'](), 205, 256);
    const again = await renderSceneRaw(PRESET_SCENES['modern-kitchen'](), 205, 256);
    expect(again.data.equals(first.data)).toBe(true);
    expect(filmGrain(64, 64, 5).equals(filmGrain(64, 64, 5))).toBe(true);
    expect(filmGrain(64, 64, 5, 1).equals(filmGrain(64, 64, 5, 2))).toBe(false);
  });
});
