/**
 * Who is an operator (decision 249): an account named in OPERATOR_EMAILS, with its email
 * verified and two-factor authentication on, read fresh from the database on every request (a
 * session revoked or a 2FA turned off counts at once). Everyone else, signed in or not, gets the
 * very 404 a path that does not exist gets: the console does not say it is there.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { asSystem } from '../../db/tenant-scope.js';
import type { AppEnv } from '../../http/context.js';
import type { SessionRead, SessionReader } from '../auth/session-types.js';
import { AppError } from '../../lib/errors.js';
import { keyed } from '../../../core/server-messages.js';

export type OperatorCheck = (headers: Headers) => Promise<SessionRead | null>;

export function operatorCheck(
  readSession: SessionReader,
  emails: readonly string[],
): OperatorCheck {
  const operators = new Set(emails.map((email) => email.trim().toLowerCase()));
  return async (headers) => {
    if (operators.size === 0) return null;
    const found = await readSession(headers, { fresh: true });
    if (!found) return null;
    const { user } = found;
    const isOperator =
      operators.has(user.email.toLowerCase()) &&
      user.emailVerified &&
      user.twoFactorEnabled === true;
    return isOperator ? found : null;
  };
}

/** The answer of /api for a path it does not have (app.ts's catch-all), word for word. */
export function noSuchRoute(c: Context<AppEnv>) {
  return c.json(
    new AppError('NOT_FOUND', keyed('noApiRoute', c.req.method, c.req.path)).toBody(),
    404,
  );
}

/**
 * Lets operators through, as named system work (they read every seller's rows), with `user` and
 * `session` on the context; 404 for everyone else.
 */
export function requireOperator(check: OperatorCheck) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await check(c.req.raw.headers);
    if (!found) return noSuchRoute(c);
    c.set('user', found.user);
    c.set('session', found.session);
    await asSystem('operator console', next);
  });
}
