/**
 * `Authorization: Bearer <key>` on /api/v1: an unknown or revoked key 401, a Free account's key
 * 403, over the key's rate limit 429 with Retry-After (decision 130). The answer carries the
 * limit and what is left of it.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ApiErrorBody } from '../../../core/errors.js';
import type { AppEnv } from '../../http/context.js';
import { asSystem, asUser } from '../../db/tenant-scope.js';
import { AppError } from '../../lib/errors.js';
import { RateLimitedError, type ApiCaller, type ApiKeyService } from './api-key-service.js';
import { keyed } from '../../../core/server-messages.js';

export function requireApiKey(keys: Pick<ApiKeyService, 'authenticate'>, rateLimit: number) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token) throw new AppError('UNAUTHENTICATED', keyed('apiKeyMissing'));
    let caller: ApiCaller;
    try {
      // A key is found by its hash, before anyone is known: the system path (decision 171).
      caller = await asSystem('api key lookup', () => keys.authenticate(token));
      c.set('apiCaller', caller);
      c.header('RateLimit-Limit', String(rateLimit));
      c.header('RateLimit-Remaining', String(caller.remaining));
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
      const body: ApiErrorBody = error.toBody();
      return c.json(body, 429, {
        'Retry-After': String(error.retryAfterSeconds),
        'RateLimit-Limit': String(rateLimit),
        'RateLimit-Remaining': '0',
      });
    }
    await asUser(caller.userId, next);
  });
}

export function apiCaller(c: Context<AppEnv>): ApiCaller {
  const caller = c.get('apiCaller');
  if (!caller) throw new AppError('UNAUTHENTICATED', keyed('apiKeyMissing'));
  return caller;
}
