import { describe, expect, it } from 'vitest';
import { precheckGeneration, type PrecheckInputs } from './generation-prechecks';

const ready: PrecheckInputs<string> = {
  front: 'front.jpg',
  usage: { isPending: false, canGenerate: true },
  backgroundId: 'studio-white',
  backgroundsFailed: false,
};

const problemOf = (over: Partial<PrecheckInputs<string>>) => {
  const result = precheckGeneration({ ...ready, ...over });
  return result.ok ? null : result.problem;
};

describe('precheckGeneration', () => {
  it('passes the front photo and background on when all is ready', () => {
    expect(precheckGeneration(ready)).toEqual({
      ok: true,
      front: 'front.jpg',
      backgroundId: 'studio-white',
    });
  });

  it('asks for a front photo first', () => {
    expect(
      problemOf({
        front: null,
        usage: { isPending: true, canGenerate: undefined },
        backgroundId: undefined,
      }),
    ).toBe('missing-front');
  });

  it('waits for the plan before anything else', () => {
    expect(
      problemOf({ usage: { isPending: true, canGenerate: undefined }, backgroundId: undefined }),
    ).toBe('checking-plan');
  });

  it('refuses a plan with no images left', () => {
    expect(problemOf({ usage: { isPending: false, canGenerate: false } })).toBe('limit-reached');
  });

  it('lets the server decide when the usage could not be loaded', () => {
    expect(problemOf({ usage: { isPending: false, canGenerate: undefined } })).toBeNull();
  });

  it('needs a background, telling a failed load from a slow one', () => {
    expect(problemOf({ backgroundId: undefined })).toBe('backgrounds-loading');
    expect(problemOf({ backgroundId: undefined, backgroundsFailed: true })).toBe(
      'backgrounds-failed',
    );
  });
});
