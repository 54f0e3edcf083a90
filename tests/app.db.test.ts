import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import type { AppEnv } from '../src/server/http/context.js';
import { toErrorResponse } from '../src/server/http/error-handler.js';
import { requestLogging } from '../src/server/http/request-logging.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createTestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: ReturnType<typeof createTestApp>;
beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
});
afterAll(async () => {
  t.close();
  await db.close();
});

describe('the API shell', () => {
  it('reports the database it uses on /api/health', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      status: string;
      database: { kind: string; version: string };
    };
    expect(body.status).toBe('ok');
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.version).toMatch(/PostgreSQL/);
  });

  it('applies the migrations', async () => {
    const rows = await db.handle.db.execute<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public'",
    );
    const names = (
      Array.isArray(rows) ? rows : (rows as { rows: { table_name: string }[] }).rows
    ).map((r) => r.table_name);
    expect(names).toEqual(expect.arrayContaining(['user', 'session', 'account', 'verification']));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.request('/api/does-not-exist', { method: 'POST' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: 'No API route for POST /api/does-not-exist',
        key: 'noApiRoute',
        values: ['POST', '/api/does-not-exist'],
      },
    });
  });

  it('gives every answer a request id and security headers', async () => {
    const res = await t.request('/api/health', {
      headers: { 'x-request-id': 'proxy-id-1234' },
    });
    expect(res.headers.get('x-request-id')).toBe('proxy-id-1234');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");

    const fresh = await t.request('/api/health', {
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('turns a thrown bug into a 500 with no stack trace', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestLogging(createLogger('silent')));
    app.onError(toErrorResponse);
    app.get('/boom', () => {
      throw new Error('secret internal detail at /srv/app.ts:12');
    });
    const res = await app.request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(JSON.parse(text)).toEqual({
      error: {
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
        key: 'internal',
        values: [],
      },
    });
  });
});
