import { describe, expect, it } from 'vitest';
import type { AttemptTimeoutError } from './attempt-timeout.js';
import {
  defaultAttemptTimeoutMs,
  isAttemptTimeout,
  withAttemptTimeout,
} from './attempt-timeout.js';

/** A request that is never answered: it ends only when its signal aborts, as fetch does. */
function hungRequest(seen: AbortSignal[]) {
  return (signal: AbortSignal) =>
    new Promise<never>((_, reject) => {
      seen.push(signal);
      signal.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      );
    });
}

describe('withAttemptTimeout', () => {
  it("aborts the request's signal at the deadline and reports the attempt as timed out", async () => {
    const seen: AbortSignal[] = [];
    const error = await withAttemptTimeout(
      20,
      new AbortController().signal,
      hungRequest(seen),
    ).catch((e: unknown) => e);
    expect(isAttemptTimeout(error)).toBe(true);
    expect((error as AttemptTimeoutError).timeoutMs).toBe(20);
    expect(seen[0]!.aborted).toBe(true);
  });

  it("passes a stop of the caller's signal through as the request's own error", async () => {
    const caller = new AbortController();
    const seen: AbortSignal[] = [];
    const pending = withAttemptTimeout(60_000, caller.signal, hungRequest(seen));
    caller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAttemptTimeout(error)).toBe(false);
    expect((error as Error).name).toBe('AbortError');
    expect(seen[0]!.aborted).toBe(true);
  });

  it('returns an answer given before the deadline', async () => {
    const answer = await withAttemptTimeout(60_000, new AbortController().signal, async () => 'ok');
    expect(answer).toBe('ok');
  });

  it("defaults to half the shot's timeout", () => {
    expect(defaultAttemptTimeoutMs(180_000)).toBe(90_000);
  });
});
