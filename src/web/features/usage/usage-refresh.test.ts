import { afterEach, describe, expect, it, vi } from 'vitest';
import { usageQueryKey } from './api/get-usage';
import { USAGE_REFRESH_DELAY_MS, scheduleUsageRefresh } from './usage-refresh';

describe('usage refresh', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 300 ms after an image is counted and 500 ms after a stop (docs/product.md §12)', () => {
    expect(USAGE_REFRESH_DELAY_MS['image-counted']).toBe(300);
    expect(USAGE_REFRESH_DELAY_MS['run-stopped']).toBe(500);
  });

  it('refetches the usage query once its delay has passed', () => {
    vi.useFakeTimers();
    const invalidateQueries = vi.fn(() => Promise.resolve());
    scheduleUsageRefresh({ invalidateQueries }, 'run-stopped');
    vi.runAllTimers();
    expect(invalidateQueries).toHaveBeenCalledExactlyOnceWith({ queryKey: usageQueryKey });
  });
});
