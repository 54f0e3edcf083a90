import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/context.js';
import { toErrorResponse } from '../http/error-handler.js';
import { createLogger } from '../lib/logger.js';
import { SERVER_MESSAGES } from '../../core/server-messages.js';
import { isDatabaseUnavailable } from './connection-loss.js';

const coded = (code: string, cause?: unknown) => Object.assign(new Error(code), { code, cause });

describe('isDatabaseUnavailable', () => {
  it('knows lost connections, directly or as the cause of a wrapped error', () => {
    expect(isDatabaseUnavailable(coded('CONNECTION_CLOSED'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57P01'))).toBe(true); // pg_terminate_backend
    expect(isDatabaseUnavailable(coded('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: coded('ECONNREFUSED') }))).toBe(
      true,
    );
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(coded('23505'))).toBe(false); // unique violation
    expect(isDatabaseUnavailable(coded('42501'))).toBe(false); // row-level security
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('the error answer of a lost connection', () => {
  it('is 503 UNAVAILABLE with Retry-After, not 500', async () => {
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('log', createLogger('silent'));
        await next();
      })
      .get('/', () => {
        throw new Error('Failed query: select 1', { cause: coded('CONNECTION_CLOSED') });
      })
      .onError(toErrorResponse);
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'UNAVAILABLE',
        message: SERVER_MESSAGES.databaseUnavailable,
        key: 'databaseUnavailable',
        values: [],
      },
    });
  });
});
