/**
 * Error codes shared by server and web, with the HTTP status each one answers.
 * Every error answer of the API is `{ error: { code, message, key, values } }`: the message in
 * English, and its key and values in the server's message table (decision 273).
 */

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  QUOTA_EXCEEDED: 402,
  FORBIDDEN: 403,
  /** The action needs a fresh sign-in first (deleting a Google-only account, decision 046). */
  SIGN_IN_AGAIN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key sent again with a different request (decision 131). */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** One field's problem: its English, and its key and values where the server made it. */
export interface AnswerIssue {
  path: string;
  message: string;
  key?: string;
  values?: (string | number)[];
}

export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    /** The message in English (what /api/v1's developers read, and the web's fallback). */
    message: string;
    /** The message's key in the server's message table, and its template's values. */
    key?: string;
    values?: (string | number)[];
    /** Field-level problems of a request that failed validation. */
    issues?: AnswerIssue[];
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}
