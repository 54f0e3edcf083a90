/**
 * What a Gemini API error means for a shot (decision 214). @google/genai throws an ApiError
 * whose message is Google's JSON body: { error: { code, message, status, details } }, where
 * the details say why (ErrorInfo's reason, QuotaFailure's quota ids, RetryInfo's delay).
 */
import { ApiError } from '@google/genai';
import { ShotFailureError } from '../image-engine.js';
import { isRetryableStatus } from '../with-retry.js';
import { accountProblem, rejectedRequest, type ErrorClassification } from './vendor-failures.js';

interface GoogleErrorBody {
  status?: string;
  message?: string;
  details?: { reason?: string; retryDelay?: string; violations?: { quotaId?: string }[] }[];
}

function googleError(message: string): GoogleErrorBody {
  try {
    const body = JSON.parse(message) as { error?: GoogleErrorBody };
    return body.error ?? {};
  } catch {
    return { message };
  }
}

/**
 * Google sends no Retry-After header: its 429's body (the error's message) carries the wait as
 * a RetryInfo detail, `"retryDelay": "30s"`.
 */
export function googleRetryDelayMs(message: string): number | undefined {
  const match = /"retryDelay"\s*:\s*"(\d+(?:\.\d+)?)s"/.exec(message);
  return match ? Number(match[1]) * 1000 : undefined;
}

/** A quota that resets with the day (quota ids such as GenerateRequestsPerDayPerProjectPerModel). */
function dailyQuota(body: GoogleErrorBody): boolean {
  return (body.details ?? []).some((detail) =>
    (detail.violations ?? []).some((violation) => /PerDay/i.test(violation.quotaId ?? '')),
  );
}

/** The key or the project, not the request: an invalid or blocked key, billing, a region. */
function accountRefusal(status: number, body: GoogleErrorBody): boolean {
  if (status === 401 || status === 403 || status === 404) return true;
  const reasons = (body.details ?? []).map((detail) => detail.reason ?? '');
  if (reasons.some((reason) => /^API_KEY_|BILLING|CONSUMER_SUSPENDED/.test(reason))) return true;
  return status === 400 && body.status === 'FAILED_PRECONDITION';
}

export function classifyGeminiError(error: unknown): ErrorClassification {
  if (error instanceof ShotFailureError) return { retry: false };
  if (error instanceof ApiError) {
    const body = googleError(error.message);
    const said = `${error.status} ${body.status ?? ''}: ${body.message ?? error.message}`;
    if (accountRefusal(error.status, body)) return accountProblem(said);
    if (error.status === 429) {
      // A day's quota spent: waiting minutes fixes nothing, and every retry is refused too.
      if (dailyQuota(body)) return accountProblem(said);
      return { retry: true, rateLimited: true, retryAfterMs: googleRetryDelayMs(error.message) };
    }
    if (isRetryableStatus(error.status)) return { retry: true };
    return rejectedRequest(error.status, body.message ?? error.message);
  }
  // Network failures (fetch TypeError) are worth another try; aborts are not.
  if (error instanceof Error && error.name === 'AbortError') return { retry: false };
  return { retry: error instanceof TypeError };
}
