/**
 * One request to FASHN's REST API (no SDK), within the request deadline, its answer read whole
 * inside it. A non-2xx answer is a FashnHttpError with FASHN's `error` name (BadRequest,
 * UnauthorizedAccess, RateLimitExceeded, OutOfCredits...) and message.
 */
import { parseRetryAfter } from '../with-retry.js';
import { withAttemptTimeout } from './attempt-timeout.js';

/** An HTTP answer FASHN gave that was not 2xx. */
export class FashnHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** FASHN's error name: OutOfCredits, RateLimitExceeded, ConcurrencyLimitExceeded... */
    readonly errorName?: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'FashnHttpError';
  }
}

export interface FashnHttp {
  baseUrl: string;
  apiKey: string;
  /** The deadline of each request (ENGINE_ATTEMPT_TIMEOUT_MS, or the vendor's, vendor-deadlines.ts). */
  requestDeadlineMs: number;
}

export function fashnCall<T>(
  http: FashnHttp,
  method: 'GET' | 'POST',
  path: string,
  signal: AbortSignal,
  body?: unknown,
): Promise<T> {
  return withAttemptTimeout(http.requestDeadlineMs, signal, (request) =>
    send<T>(http, method, path, request, body),
  );
}

async function send<T>(
  http: FashnHttp,
  method: 'GET' | 'POST',
  path: string,
  signal: AbortSignal,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(path, http.baseUrl), {
    method,
    signal,
    headers: {
      Authorization: `Bearer ${http.apiKey}`,
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    const { name, message } = errorOf(text);
    throw new FashnHttpError(
      response.status,
      message.slice(0, 500),
      name,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  return JSON.parse(text) as T;
}

/** FASHN's `{ error, message }`, or the text as it came. */
function errorOf(text: string): { name?: string; message: string } {
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    const name = typeof parsed.error === 'string' ? parsed.error : undefined;
    const message = typeof parsed.message === 'string' ? parsed.message : (name ?? text);
    return { name, message };
  } catch {
    return { message: text };
  }
}

/** Network errors that mean the request never reached FASHN: nothing can have been made. */
const NEVER_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
]);

export function neverReachedFashn(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return error instanceof TypeError && typeof code === 'string' && NEVER_SENT.has(code);
}
