/**
 * A fixed-window request limit per key (a client address) kept in this process's memory: for
 * public, unauthenticated routes such as share links (decision 185). Over the limit: 429 with
 * Retry-After. Several server processes each keep their own count, so the limit is per process.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { KeyedMessage } from '../../core/server-messages.js';
import { AppError } from '../lib/errors.js';
import type { AppEnv } from './context.js';

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  keyOf: (c: Context<AppEnv>) => string;
  message: KeyedMessage;
  now?: () => number;
}

/** Past this many keys, ended windows are dropped (a flood of addresses cannot grow memory). */
const PRUNE_AT = 10_000;

export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  const { max, windowMs, keyOf, message, now = Date.now } = options;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (c, next) => {
    const at = now();
    const key = keyOf(c);
    let window = windows.get(key);
    if (!window || at - window.startedAt >= windowMs) {
      if (windows.size >= PRUNE_AT) {
        for (const [k, w] of windows) if (at - w.startedAt >= windowMs) windows.delete(k);
      }
      window = { startedAt: at, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > max) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + windowMs - at) / 1000));
      const body = new AppError('RATE_LIMITED', message).toBody();
      return c.json(body, 429, { 'Retry-After': String(retryAfter) });
    }
    await next();
  };
}
