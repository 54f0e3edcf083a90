import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { createImageEngine, EngineConfigError } from './create-image-engine.js';

describe('createImageEngine', () => {
  it('defaults to the offline studio engine with no keys', () => {
    const { engine } = createImageEngine(loadEnv({}));
    expect(engine.name).toBe('studio');
    expect(engine.capabilities.onModel).toBe(false);
    expect(engine.shotList({ hasBack: false, hasSide: false }).map((s) => s.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Fabric detail',
    ]);
  });

  it.each([
    ['gemini', 'GEMINI_API_KEY'],
    ['openai', 'OPENAI_API_KEY'],
    ['fashn', 'FASHN_API_KEY'],
  ])('fails start when IMAGE_ENGINE=%s has no %s', (name, key) => {
    expect(() => createImageEngine(loadEnv({ IMAGE_ENGINE: name }))).toThrow(new RegExp(key));
    const { engine } = createImageEngine(loadEnv({ IMAGE_ENGINE: name, [key]: 'k' }));
    expect(engine.name).toBe(name);
    expect(engine.capabilities.onModel).toBe(true);
    expect(engine.shotList({ hasBack: true, hasSide: false }).at(-1)!.name).toBe('Back View');
  });

  it('fails on an unknown engine name, in the env schema and in the factory', () => {
    expect(() => loadEnv({ IMAGE_ENGINE: 'midjourney' })).toThrow(/IMAGE_ENGINE/);
    expect(() => createImageEngine({ ...loadEnv({}), IMAGE_ENGINE: 'midjourney' })).toThrow(
      EngineConfigError,
    );
  });

  it("makes the benchmarks' instant engine only when BENCH_ENGINE asks, never in production", async () => {
    const { engine } = createImageEngine(loadEnv({ BENCH_ENGINE: 'instant' }));
    expect(engine.name).toBe('instant');
    const outcomes = await engine.renderCatalogue({
      views: { front: Buffer.from('not read') },
      background: { kind: 'preset', presetId: 'clean-white-studio' },
      persona: null,
    });
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, true, true]);
    expect(() => loadEnv({ IMAGE_ENGINE: 'instant' })).toThrow(/IMAGE_ENGINE/);
    expect(() =>
      createImageEngine(
        loadEnv({
          BENCH_ENGINE: 'instant',
          NODE_ENV: 'production',
          BETTER_AUTH_SECRET: 'x'.repeat(40),
        }),
      ),
    ).toThrow(/BENCH_ENGINE=instant is for benchmarks/);
  });

  it('reads model names from config', () => {
    const env = loadEnv({});
    expect(env.GEMINI_IMAGE_MODEL).toBe('gemini-3.1-flash-image');
    expect(env.GEMINI_IMAGE_MODEL_HIGH).toBe('gemini-3-pro-image');
    expect(env.OPENAI_IMAGE_MODEL).toBe('gpt-image-2');
  });
});
