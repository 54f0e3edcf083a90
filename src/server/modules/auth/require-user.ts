import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../http/context.js';
import { asUser } from '../../db/tenant-scope.js';
import { AppError } from '../../lib/errors.js';
import type { SessionInfo, SessionReader, SessionUser } from './session-types.js';
import { keyed } from '../../../core/server-messages.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Lets only signed-in requests through, with `user` and `session` on the context; 401 otherwise.
 * Reads may be answered by the signed session cookie cache; every other method asks the database,
 * so a revoked session can change nothing, and drops the cache (decision 110).
 */
export function requireUser(readSession: SessionReader) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const found = await readSession(c.req.raw.headers, { fresh: !READS.has(c.req.method) });
    if (!found) {
      return c.json(new AppError('UNAUTHENTICATED', keyed('signInRequired')).toBody(), 401);
    }
    c.set('user', found.user);
    c.set('session', found.session);
    // Every statement of the request carries the user for row-level security (decision 170).
    await asUser(found.user.id, next);
    for (const line of found.setCookies ?? []) c.res.headers.append('Set-Cookie', line);
  });
}

/** The signed-in user of a route behind requireUser. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', keyed('signInRequired'));
  return user;
}

/** The session of a route behind requireUser (when it signed in: fresh sign-in checks). */
export function currentSession(c: Context<AppEnv>): SessionInfo {
  const session = c.get('session');
  if (!session) throw new AppError('UNAUTHENTICATED', keyed('signInRequired'));
  return session;
}
