import { describe, expect, it } from 'vitest';
import { lazily } from './lazily.js';

describe('lazily', () => {
  it('makes the value on first use only, and shares it', async () => {
    let made = 0;
    const value = lazily(async () => ++made);
    expect(made).toBe(0);
    expect(await Promise.all([value(), value()])).toEqual([1, 1]);
    expect(await value()).toBe(1);
  });

  it('tries again after a failed attempt', async () => {
    let attempts = 0;
    const value = lazily(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('first attempt fails');
      return 'ok';
    });
    await expect(value()).rejects.toThrow('first attempt fails');
    expect(await value()).toBe('ok');
  });
});
