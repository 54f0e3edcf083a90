import { vi } from 'vitest';

/** Stops the clock (Date only; timers keep running). Undo with vi.useRealTimers(). */
export function freezeClock() {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
}

/**
 * Moves the clock `seconds` ahead (freezing it first if need be): the way to step past a signed
 * cookie's lifetime without waiting on a wall-clock timer. Undo with vi.useRealTimers().
 */
export function moveClockAhead(seconds: number) {
  if (!vi.isFakeTimers()) freezeClock();
  vi.setSystemTime(Date.now() + seconds * 1000);
}
