import { toast } from 'sonner';
import { isApiErrorBody, type AnswerIssue, type ErrorCode } from '@core/errors';
import type { MessageValue } from '@core/server-messages';
import { serverMessage } from '@/i18n/server-message';

/**
 * An error answer of the API: the server's English message, safe to show, and its key and values
 * to say it in the page's language (`serverMessage(error)`, decision 273).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    /** Field-level problems of a VALIDATION_FAILED answer, for a form to show by its fields. */
    readonly issues: AnswerIssue[] = [],
    readonly key?: string,
    readonly values?: readonly MessageValue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const NETWORK_MESSAGE = 'We could not reach Vastra Studio. Check your connection and try again.';

/** fetch for our own API: same-origin cookies, JSON in and out, errors as ApiError. */
export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : rest.body,
    });
  } catch {
    throw networkError();
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

/** The error of a failed API answer: the server's safe message, or a generic one. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (isApiErrorBody(body))
    return new ApiError(
      status,
      body.error.code,
      body.error.message,
      body.error.issues ?? [],
      body.error.key,
      body.error.values,
    );
  return new ApiError(status, 'INTERNAL', 'Something went wrong on our side. Please try again.');
}

/** A failed connection (offline, dropped, refused): no answer at all. */
export const networkError = () => new ApiError(0, 'NETWORK', NETWORK_MESSAGE);

/** The one place an API error becomes a toast. `title` names what failed, e.g. 'Save Failed'. */
export function toastApiError(error: unknown, title = 'Error') {
  const message =
    error instanceof ApiError
      ? serverMessage(error)
      : 'An unexpected error occurred. Please try again.';
  toast.error(title, { description: message });
}
