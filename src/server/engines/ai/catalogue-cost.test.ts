import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { catalogueCost } from './catalogue-cost.js';

const settings = (env: Record<string, string>) => loadEnv({ NODE_ENV: 'test', ...env });

describe("a catalogue's cost at list prices (decision 225)", () => {
  it('is five Gemini shots at 2K, each with the front, the back and the platform portrait', () => {
    const cost = catalogueCost(settings({ IMAGE_ENGINE: 'gemini' }))!;
    expect(cost.model).toBe('gemini-3.1-flash-image');
    expect(cost.shots).toHaveLength(5);
    // 1,680 image tokens at $60/M, three images of 1,120 tokens and the prompt at $0.50/M.
    for (const shot of cost.shots) expect(shot - 100_800 - 1_680).toBeGreaterThan(0);
    for (const shot of cost.shots) expect(shot - 100_800 - 1_680).toBeLessThan(300);
    expect(cost.total).toBe(cost.shots.reduce((a, b) => a + b));
  });

  it('halves at the Batch API and asks the quality model for quality high', () => {
    const standard = catalogueCost(settings({ IMAGE_ENGINE: 'gemini' }))!.total;
    const economy = catalogueCost(settings({ IMAGE_ENGINE: 'gemini' }), { economy: true })!.total;
    expect(Math.abs(economy * 2 - standard)).toBeLessThanOrEqual(5);
    expect(catalogueCost(settings({ IMAGE_ENGINE: 'gemini' }), { quality: 'high' })?.model).toBe(
      'gemini-3-pro-image',
    );
  });

  it('costs FASHN 5 credits without a chosen model; +3 a shot that shows the face it is sent', () => {
    const fashn = (env: Record<string, string> = {}, chosenModel = false) =>
      catalogueCost(settings({ IMAGE_ENGINE: 'fashn', FASHN_USD_PER_CREDIT: '1', ...env }), {
        chosenModel,
      })!.shots.map((micro) => micro / 1_000_000);
    expect(fashn()).toEqual([1, 1, 1, 1, 1]);
    // The chosen model's face with every shot but Back View (the typical upload has a back).
    expect(fashn({}, true)).toEqual([4, 4, 4, 4, 1]);
    // 'every-shot': the first shot, made alone, is the others' face.
    expect(fashn({ FASHN_FACE_REFERENCE: 'every-shot' })).toEqual([1, 4, 4, 4, 1]);
  });

  it('has nothing to price for the offline engine', () => {
    expect(catalogueCost(settings({ IMAGE_ENGINE: 'studio' }))).toBeNull();
  });
});
