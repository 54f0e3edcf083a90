/**
 * A deadline for each request to a vendor (one attempt of the retry policy). A request that
 * hangs would otherwise hold the shot until the shot's own timeout and fail it with no second
 * try, although a second request would very likely be answered. At the deadline the request is
 * aborted through the signal its SDK or fetch was given (the connection is closed, not merely
 * left behind) and the attempt fails with an AttemptTimeoutError, which is asked again like a
 * 5xx. The shot's timeout still bounds all its attempts together (decision 010).
 */
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, type ShotFailure } from '../image-engine.js';

export class AttemptTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The vendor did not answer within ${timeoutMs} ms.`);
    this.name = 'AttemptTimeoutError';
  }
}

export function isAttemptTimeout(error: unknown): error is AttemptTimeoutError {
  return error instanceof AttemptTimeoutError;
}

/**
 * Without ENGINE_ATTEMPT_TIMEOUT_MS: half the shot's timeout, so a first attempt that hangs
 * still leaves a whole second attempt's time inside the shot's.
 */
export function defaultAttemptTimeoutMs(shotTimeoutMs: number): number {
  return Math.ceil(shotTimeoutMs / 2);
}

/**
 * `request` with a signal that aborts when `signal` does or `timeoutMs` has passed. Whatever the
 * SDK throws on that abort (an AbortError, APIUserAbortError...), a deadline that passed while
 * `signal` did not abort is reported as an AttemptTimeoutError.
 */
export async function withAttemptTimeout<T>(
  timeoutMs: number,
  signal: AbortSignal,
  request: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new AttemptTimeoutError(timeoutMs)), timeoutMs);
  try {
    return await request(AbortSignal.any([signal, deadline.signal]));
  } catch (error) {
    if (deadline.signal.aborted && !signal.aborted) throw deadline.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A shot or library image whose every attempt went unanswered within its deadline. */
export function attemptTimeoutFailure(error: AttemptTimeoutError): ShotFailure {
  return {
    kind: 'timeout',
    ...reasonOf(keyed('imageServiceNotInTime')),
    detail: error.message,
  };
}
