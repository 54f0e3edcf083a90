import { toast } from 'sonner';
import { isApiErrorBody, type ErrorCode } from '@core/errors';

/** An error answer of the API, with the message the server says is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
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
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiErrorBody(body))
      throw new ApiError(response.status, body.error.code, body.error.message);
    throw new ApiError(
      response.status,
      'INTERNAL',
      'Something went wrong on our side. Please try again.',
    );
  }
  return body as T;
}

/** The one place an API error becomes a toast. `title` names what failed, e.g. 'Save Failed'. */
export function toastApiError(error: unknown, title = 'Error') {
  const message =
    error instanceof ApiError ? error.message : 'An unexpected error occurred. Please try again.';
  toast.error(title, { description: message });
}
