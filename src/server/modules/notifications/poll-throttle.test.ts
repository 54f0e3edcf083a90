import { describe, expect, it } from 'vitest';
import { createPollThrottle } from './poll-throttle.js';

describe('the poll throttle', () => {
  it('lets one poll of a run through per interval, each run on its own', () => {
    let now = 1_000;
    const throttle = createPollThrottle(5_000, { now: () => now });
    expect(throttle.due('run-a')).toBe(true);
    expect(throttle.due('run-a')).toBe(false);
    expect(throttle.due('run-b')).toBe(true);
    now += 4_999;
    expect(throttle.due('run-a')).toBe(false);
    now += 1;
    expect(throttle.due('run-a')).toBe(true);
  });

  it('lets the next poll through after a write that failed', () => {
    const throttle = createPollThrottle(5_000, { now: () => 0 });
    expect(throttle.due('run-a')).toBe(true);
    throttle.failed('run-a');
    expect(throttle.due('run-a')).toBe(true);
  });

  it('forgets the runs written longest ago past its size', () => {
    let now = 0;
    const throttle = createPollThrottle(5_000, { maxRuns: 2, now: () => now });
    throttle.due('run-a');
    throttle.due('run-b');
    now += 1;
    throttle.due('run-a'); // throttled: not moved, still the oldest
    throttle.due('run-c'); // pushes out the oldest entry
    expect(throttle.due('run-a')).toBe(true);
    expect(throttle.due('run-c')).toBe(false);
  });
});
