/**
 * Retries a remote call on 429 and 5xx with exponential backoff and jitter, honouring the
 * server's Retry-After when it sends one, and stopping at once when the signal aborts.
 */

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, baseDelayMs: 1000, maxDelayMs: 20_000 };

export interface RetryDecision {
  retry: boolean;
  /** Delay the server asked for, if any. */
  retryAfterMs?: number;
  /**
   * The vendor refused for its rate limit (a 429 that waiting fixes): every process pauses the
   * key for `retryAfterMs` (vendor-gate.ts, decision 190).
   */
  rateLimited?: boolean;
}

export interface RetryOptions {
  policy: RetryPolicy;
  signal: AbortSignal;
  classify(error: unknown): RetryDecision;
  onRetry?(attempt: number, delayMs: number): void;
}

export async function withRetry<T>(
  call: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const { policy, signal } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await call(attempt);
    } catch (error) {
      const decision = options.classify(error);
      if (!decision.retry || attempt >= policy.attempts || signal.aborted) throw error;
      const backoff = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
      const jittered = backoff / 2 + Math.random() * (backoff / 2);
      const delayMs = Math.min(policy.maxDelayMs, Math.max(jittered, decision.retryAfterMs ?? 0));
      options.onRetry?.(attempt + 1, Math.round(delayMs));
      await sleep(delayMs, signal);
    }
  }
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** OpenAI's retry-after-ms: the wait in milliseconds, finer than Retry-After's seconds. */
export function parseRetryAfterMs(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** Retry-After as seconds or an HTTP date, in milliseconds. */
export function parseRetryAfter(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

export function isRetryableStatus(status: number | undefined): boolean {
  return (
    status === 429 || status === 408 || (status !== undefined && status >= 500 && status < 600)
  );
}
