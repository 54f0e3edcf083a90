/**
 * better-auth answers errors as `{ code, message }` with terse English. This gives every /api/auth
 * error a message fit for a toast and adds the app's shape `error: { code, message }`, so the
 * web's one error handler reads auth errors too (docs/decisions/033). better-auth's own `code`
 * stays, so its client keeps working.
 */
import type { ErrorCode } from '../../../core/errors.js';
import { keyed, type KeyedMessage, type MessageKey } from '../../../core/server-messages.js';
import { AppError } from '../../lib/errors.js';

/** better-auth's codes and the key of the message each is answered with. */
export const AUTH_ERROR_KEYS: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  USER_ALREADY_EXISTS: 'userExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'userExists',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_PASSWORD: 'wrongCurrentPassword',
  INVALID_TOKEN: 'invalidToken',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'noPasswordYet',
  SESSION_EXPIRED: 'sessionExpired',
  INVALID_CODE: 'invalidCode',
  TOTP_CODE_ALREADY_USED: 'codeAlreadyUsed',
  INVALID_BACKUP_CODE: 'invalidBackupCode',
  INVALID_TWO_FACTOR_COOKIE: 'twoFactorTooSlow',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'tooManyWrongCodes',
  EMAIL_IS_THE_SAME: 'emailIsTheSame',
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

/** The wait of a refused sign-in: whole minutes past a minute and a half, else seconds. */
export function rateLimitedMessage(retryAfterSeconds: number): KeyedMessage<'tooManyAttempts'> {
  return retryAfterSeconds > 90
    ? keyed('tooManyAttempts', Math.ceil(retryAfterSeconds / 60), 'minutes')
    : keyed('tooManyAttempts', retryAfterSeconds, 'seconds');
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
  // better-auth's own words, kept for a code the app has no message of its own for.
  let said: KeyedMessage =
    typeof body.message === 'string' ? keyed('badRequest', body.message) : keyed('authFallback');
  const authKey = code ? AUTH_ERROR_KEYS[code] : undefined;
  if (response.status === 429) {
    const retryAfter = Math.max(1, Number(response.headers.get('x-retry-after')) || 60);
    headers.set('retry-after', String(retryAfter));
    code = 'RATE_LIMITED';
    said = rateLimitedMessage(retryAfter);
  } else if (code === 'INVALID_ORIGIN' && site) {
    said = keyed('wrongAddress', site.openedAt ?? 'this address', site.publicUrl);
  } else if (authKey) {
    said = keyed(authKey as 'invalidCredentials');
  } else if (
    code === 'VALIDATION_ERROR' &&
    typeof body.message === 'string' &&
    /password/i.test(body.message)
  ) {
    said = keyed('passwordLength');
  }
  const appError = new AppError(appCodeFor(response.status), said).toBody().error;
  const message = appError.message;
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ ...body, code: code ?? appError.code, message, error: appError }),
    {
      status: response.status,
      headers,
    },
  );
}
