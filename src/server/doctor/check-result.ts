/**
 * One line of `npm run doctor`'s table (decision 226): a check, whether it passed with what it
 * found or failed with the other side's own words, how long it took, and for what it made the
 * size, the colour check's verdict and the estimated vendor cost.
 */
export interface CheckResult {
  name: string;
  /** 'ok'; 'failed' (a failure exits non-zero); 'skipped': not run (also non-zero). */
  status: 'ok' | 'failed' | 'skipped';
  /** What was found, or why it failed, in plain words. */
  detail: string;
  latencyMs?: number;
  /** Bytes of what the check made or wrote. */
  outputBytes?: number;
  /** The colour check's verdict on a shot. */
  colour?: string;
  /** The estimated vendor cost of what it made, micro-US-dollars. */
  costMicroUsd?: number;
}

/** Runs `check`, timing it; what it throws becomes a failed line with the error's plain words. */
export async function timed(
  name: string,
  check: () => Promise<
    Omit<CheckResult, 'name' | 'latencyMs' | 'status'> & { status?: 'ok' | 'failed' }
  >,
): Promise<CheckResult> {
  const started = performance.now();
  try {
    const found = await check();
    return { name, status: 'ok', ...found, latencyMs: performance.now() - started };
  } catch (error) {
    return {
      name,
      status: 'failed',
      detail: plainWords(error),
      latencyMs: performance.now() - started,
    };
  }
}

/**
 * The words of an error as its sender wrote them: a vendor's JSON error body's `message` (Google's
 * `{"error":{"message":…}}`, Razorpay's `description`) rather than the JSON, else the message.
 */
export function plainWords(error: unknown): string {
  const detail = (error as { detail?: { description?: string; statusCode?: number } } | null)
    ?.detail;
  if (detail?.description)
    return detail.statusCode ? `${detail.statusCode}: ${detail.description}` : detail.description;
  const text = error instanceof Error ? error.message : String(error);
  // Drizzle's "Failed query: <the SQL>" says which statement; its cause says what went wrong.
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (text.startsWith('Failed query') && cause instanceof Error) return cause.message;
  return messageInJson(text) ?? text;
}

/** `message` of the last JSON object in `text` (an SDK's "got status: 403. {json}"), if any. */
export function messageInJson(text: string): string | undefined {
  const start = text.indexOf('{');
  if (start < 0) return undefined;
  try {
    const parsed = JSON.parse(text.slice(start)) as {
      error?: { message?: unknown; code?: unknown } | string;
      message?: unknown;
    };
    const inner = typeof parsed.error === 'object' ? parsed.error?.message : undefined;
    const words = inner ?? parsed.message ?? parsed.error;
    if (typeof words !== 'string') return undefined;
    const prefix = text.slice(0, start).match(/\b([1-5]\d\d)\b/)?.[1];
    return prefix ? `${prefix}: ${words}` : words;
  } catch {
    return undefined;
  }
}
