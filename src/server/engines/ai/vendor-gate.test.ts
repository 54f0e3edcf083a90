import { describe, expect, it } from 'vitest';
import { VendorGate, type VendorLimitStore } from './vendor-gate.js';

const LIMITS = { perMinute: 60, burst: 5, maxInFlight: 10, maxWaitMs: 60_000 };

/** A store whose database does not answer (a lost connection, a server out of connections). */
const unanswered: VendorLimitStore = {
  take: () => Promise.reject(new Error('sorry, too many clients already')),
  release: () => Promise.reject(new Error('sorry, too many clients already')),
  pause: () => Promise.reject(new Error('sorry, too many clients already')),
  pausedForMs: () => Promise.reject(new Error('sorry, too many clients already')),
};

describe('VendorGate', () => {
  it('lets a request go without its turn when the database does not answer', async () => {
    const gate = new VendorGate(unanswered, 'gemini', 'key', LIMITS);
    const release = await gate.take(new AbortController().signal, 1000);
    await expect(release()).resolves.toBeUndefined();
    await expect(gate.pause(1000)).resolves.toBeUndefined();
  });

  it('goes on when the wait cannot be shown', async () => {
    const store: VendorLimitStore = {
      ...unanswered,
      take: async () => ({ granted: true, startInMs: 1000 }),
      release: async () => {},
      pausedForMs: async () => 0,
    };
    const gate = new VendorGate(store, 'gemini', 'key', LIMITS);
    const shown: boolean[] = [];
    const release = await gate.take(new AbortController().signal, 1000, async (waiting) => {
      shown.push(waiting);
      throw new Error('the database went away');
    });
    expect(shown).toEqual([true, false]);
    await release();
  });

  it('fails as busy, not charged, past the longest wait', async () => {
    const store: VendorLimitStore = {
      ...unanswered,
      take: async () => ({ granted: false, reason: 'paused', waitMs: 120_000 }),
    };
    const gate = new VendorGate(store, 'gemini', 'key', LIMITS);
    await expect(gate.take(new AbortController().signal, 1000)).rejects.toMatchObject({
      failure: {
        kind: 'retryable',
        reason: 'The image service is busy. Please try again in a moment.',
      },
    });
  });
});
