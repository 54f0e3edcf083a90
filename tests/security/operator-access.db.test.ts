/**
 * The operator's console is there only for operators (issue #41, decision 249): walking the app's
 * own route table, every /api/admin route and every /admin page answers a seller, a signed-out
 * visitor and an operator without two-factor exactly as a path that does not exist (404, the
 * catch-all's own words), while the operator with two-factor is let in (the control).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/core/paths.js';
import { insertRun } from '../support/insert-run.js';
import { createOperatorTestApp } from '../support/operator-fixtures.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import type { Browser } from '../support/test-browser.js';
import { appRoutes } from './route-table.js';

let db: TestDatabase;
let ctx: Awaited<ReturnType<typeof createOperatorTestApp>>;
let runId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = await createOperatorTestApp(db);
  runId = await insertRun(db.handle.db, ctx.seller.id, { status: 'running', finishedAt: null });
}, 120_000);
afterAll(async () => {
  ctx?.t.close();
  await db?.close();
});

/** Each admin route with its ids filled and a body it would accept from an operator. */
function adminCalls() {
  return appRoutes(ctx.t.app)
    .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'HEAD')
    .map((route) => {
      const filled = route.path
        .replace('/sellers/:id', `/sellers/${ctx.seller.id}`)
        .replace('/runs/:id', `/runs/${runId}`);
      // One body every POST accepts (each route reads its own fields).
      const json =
        route.method === 'POST'
          ? {
              images: 1,
              plan: 'pro',
              extendDays: 1,
              paymentId: '00000000-0000-4000-8000-000000000000',
              reason: 'A check of who may',
            }
          : undefined;
      return {
        ...route,
        url: route.path === '/api/admin/sellers' ? `${filled}?q=vastra` : filled,
        json,
      };
    });
}

const PAGES = [paths.admin, `${paths.adminSeller}?id=someone`, '/admin/anything-else'];

const CALLERS = ['a seller', 'a signed-out visitor', 'an operator without two-factor'] as const;

function browserOf(who: (typeof CALLERS)[number]): Browser {
  if (who === 'a seller') return ctx.seller.browser;
  if (who === 'a signed-out visitor') return ctx.signedOut;
  return ctx.operatorWithout2fa.browser;
}

it('walks every admin route in the table', () => {
  const keys = adminCalls().map((call) => call.key);
  expect(keys).toEqual(
    expect.arrayContaining([
      'GET /api/admin/me',
      'GET /api/admin/overview',
      'GET /api/admin/audit',
      'GET /api/admin/sellers',
      'GET /api/admin/sellers/:id',
      'POST /api/admin/sellers/:id/credits',
      'POST /api/admin/sellers/:id/plan',
      'POST /api/admin/sellers/:id/emails/verification',
      'POST /api/admin/sellers/:id/emails/receipt',
      'POST /api/admin/sellers/:id/sessions/end',
      'POST /api/admin/runs/:id/stop',
    ]),
  );
});

describe.each(CALLERS)('%s', (who) => {
  it('gets the 404 of a missing route from every /api/admin route, and nothing changes', async () => {
    for (const call of adminCalls()) {
      const answer = await browserOf(who).request(call.url, {
        method: call.method,
        json: call.json,
      });
      const path = call.url.split('?')[0];
      expect({ key: call.key, status: answer.status, body: await answer.json() }).toEqual({
        key: call.key,
        status: 404,
        body: {
          error: {
            code: 'NOT_FOUND',
            message: `No API route for ${call.method} ${path}`,
            key: 'noApiRoute',
            values: [call.method, path],
          },
        },
      });
    }
    // The seller's session was not ended, the plan not changed, no email sent, the run not
    // stopped, nothing logged.
    const usage = await ctx.seller.browser.get('/api/usage');
    expect(usage.status).toBe(200);
    expect(((await usage.json()) as { plan: string }).plan).toBe('free');
    expect(
      ctx.t.mail.to(ctx.seller.email).filter((mail) => mail.subject.includes('receipt')),
    ).toEqual([]);
    expect((await ctx.operator.browser.get('/api/admin/audit')).status).toBe(200);
    expect(await (await ctx.operator.browser.get('/api/admin/audit')).json()).toEqual([]);
  });

  it('gets a 404 from every /admin page', async () => {
    for (const page of PAGES) {
      const answer = await browserOf(who).get(page);
      expect({ page, status: answer.status }).toEqual({ page, status: 404 });
    }
  });
});

describe('the operator with two-factor (the control)', () => {
  it('reads every GET route and opens the pages', async () => {
    for (const call of adminCalls().filter((c) => c.method === 'GET')) {
      const answer = await ctx.operator.browser.get(call.url);
      expect({ key: call.key, status: answer.status }).toEqual({ key: call.key, status: 200 });
    }
    for (const page of PAGES.slice(0, 2)) {
      expect((await ctx.operator.browser.get(page)).status).toBe(200);
    }
    expect((await ctx.operator.browser.get('/admin/anything-else')).status).toBe(404);
  });

  it('loses the console as soon as two-factor is off, with no new sign-in', async () => {
    const { user } = await import('../../src/server/db/schema/auth.js');
    const { eq } = await import('drizzle-orm');
    await db.handle.db
      .update(user)
      .set({ twoFactorEnabled: false })
      .where(eq(user.id, ctx.operator.id));
    try {
      expect((await ctx.operator.browser.get('/api/admin/me')).status).toBe(404);
    } finally {
      await db.handle.db
        .update(user)
        .set({ twoFactorEnabled: true })
        .where(eq(user.id, ctx.operator.id));
    }
    expect((await ctx.operator.browser.get('/api/admin/me')).status).toBe(200);
  });
});
