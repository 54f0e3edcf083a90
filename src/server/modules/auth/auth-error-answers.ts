/**
 * better-auth answers errors as `{ code, message }` with terse English. This gives every /api/auth
 * error a message fit for a toast and adds the app's shape `error: { code, message }`, so the
 * web's one error handler reads auth errors too (docs/decisions/033). better-auth's own `code`
 * stays, so its client keeps working.
 */
import { wrongAddressMessage } from '../../../core/account.js';
import { authMessages, MIN_PASSWORD_LENGTH } from '../../../core/auth-rules.js';
import type { ApiErrorBody, ErrorCode } from '../../../core/errors.js';

export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: authMessages.invalidCredentials,
  EMAIL_NOT_VERIFIED:
    'Please verify your email address before signing in. We have sent you a new verification link.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in instead.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    'An account with this email already exists. Sign in instead.',
  PASSWORD_TOO_SHORT: authMessages.passwordTooShort,
  PASSWORD_TOO_LONG: 'Password must be at most 128 characters',
  INVALID_PASSWORD: 'Your current password is not correct.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Your account has no password yet: you signed up with Google.',
  SESSION_EXPIRED: 'For your security, please sign in again to do this.',
  INVALID_CODE: 'That code is not correct. Check your authenticator app and try again.',
  TOTP_CODE_ALREADY_USED:
    'That code was already used. Wait for the next code in your authenticator app and enter it.',
  INVALID_BACKUP_CODE: 'That backup code is not valid or was already used.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Please sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Please sign in again.',
  EMAIL_IS_THE_SAME: 'That is already your email address.',
};

function appCodeFor(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 422) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

export function rateLimitedMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds > 90
      ? `${Math.ceil(retryAfterSeconds / 60)} minutes`
      : `${retryAfterSeconds} seconds`;
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** Where the request came from, so a refused origin can name the address to use instead. */
export interface AuthRequestSite {
  openedAt: string | undefined;
  publicUrl: string;
}

export async function friendlyAuthError(
  response: Response,
  site?: AuthRequestSite,
): Promise<Response> {
  if (
    response.status < 400 ||
    !response.headers.get('content-type')?.includes('application/json')
  ) {
    // better-auth's rate limiter answers with no content type.
    if (response.status !== 429) return response;
  }
  let body: { code?: unknown; message?: unknown };
  try {
    body = (await response.clone().json()) as typeof body;
  } catch {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  let code = typeof body.code === 'string' ? body.code : undefined;
  let message =
    typeof body.message === 'string' ? body.message : 'Something went wrong. Please try again.';
  if (response.status === 429) {
    const retryAfter = Math.max(1, Number(response.headers.get('x-retry-after')) || 60);
    headers.set('retry-after', String(retryAfter));
    code = 'RATE_LIMITED';
    message = rateLimitedMessage(retryAfter);
  } else if (code === 'INVALID_ORIGIN' && site) {
    message = wrongAddressMessage(site.openedAt ?? 'this address', site.publicUrl);
  } else if (code && code in AUTH_ERROR_MESSAGES) {
    message = AUTH_ERROR_MESSAGES[code] ?? message;
  } else if (code === 'VALIDATION_ERROR' && /password/i.test(message)) {
    message = `Password must be between ${MIN_PASSWORD_LENGTH} and 128 characters`;
  }
  const appError: ApiErrorBody['error'] = { code: appCodeFor(response.status), message };
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ ...body, code: code ?? appError.code, message, error: appError }),
    {
      status: response.status,
      headers,
    },
  );
}
