import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { defineTimedJob, noPayload } from './job-definition.js';
import { startTimer } from './register-jobs.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('a timed job', () => {
  it('skips the ticks that come while its last take is still running', async () => {
    vi.useFakeTimers();
    let takes = 0;
    let release: () => void = () => {};
    const job = defineTimedJob({
      name: 'test-slow-poll',
      trigger: 'timer',
      payload: noPayload,
      needs: [],
      intervalMs: () => 100,
      handler: async () => {
        takes += 1;
        // The first take (at start) is quick; the second hangs until released.
        if (takes === 2) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const timer = await startTimer(job, {}, createLogger('silent'));
    await vi.advanceTimersByTimeAsync(550);
    expect(takes).toBe(2);

    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(takes).toBe(3);
    clearInterval(timer);
  });
});
