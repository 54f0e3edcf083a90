import { describe, expect, it } from 'vitest';
import { NO_MODEL, chosenBackgroundId, chosenModelId, runModelId } from './generation-defaults';

const options = [{ id: 'studio-white' }, { id: 'marble' }];

describe('chosenBackgroundId', () => {
  it('starts on the first background', () => {
    expect(chosenBackgroundId(options, null)).toBe('studio-white');
  });

  it('keeps the one picked while it is offered', () => {
    expect(chosenBackgroundId(options, 'marble')).toBe('marble');
  });

  it('falls back to the first when the one picked is gone', () => {
    expect(chosenBackgroundId(options, 'deleted')).toBe('studio-white');
  });

  it('has none while none is offered', () => {
    expect(chosenBackgroundId([], null)).toBeUndefined();
    expect(chosenBackgroundId([], 'marble')).toBeUndefined();
  });
});

describe('chosenModelId', () => {
  const models = [{ id: 'aarav' }, { id: 'my-model' }];

  it('starts on no model', () => {
    expect(chosenModelId(models, NO_MODEL)).toBe(NO_MODEL);
  });

  it('keeps the one picked while it is offered, else no model', () => {
    expect(chosenModelId(models, 'my-model')).toBe('my-model');
    expect(chosenModelId(models, 'deleted')).toBe(NO_MODEL);
    expect(chosenModelId([], 'my-model')).toBe(NO_MODEL);
  });
});

describe('runModelId', () => {
  it('sends no model id for no model', () => {
    expect(runModelId(NO_MODEL)).toBeUndefined();
    expect(runModelId('aarav')).toBe('aarav');
  });
});
