import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsageResponse } from '../src/core/usage.js';
import { setPlan } from './support/insert-user.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
});
afterAll(async () => {
  t.close();
  await db.close();
});

describe('GET /api/usage', () => {
  it('needs a session', async () => {
    const res = await createBrowser(t).get('/api/usage');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'Please sign in to continue.',
        key: 'signInRequired',
        values: [],
      },
    });
  });

  it("answers each user's own plan and usage", async () => {
    const free = await createSignedInUser(t.auth);
    const pro = await createSignedInUser(t.auth);
    await setPlan(db.handle.db, pro.user.id, 'pro', { billingPeriod: 'yearly' });

    const freeBrowser = createBrowser(t);
    freeBrowser.setCookie(free.cookie.name, free.cookie.value);
    const proBrowser = createBrowser(t);
    proBrowser.setCookie(pro.cookie.name, pro.cookie.value);

    const freeUsage = (await (await freeBrowser.get('/api/usage')).json()) as UsageResponse;
    const proUsage = (await (await proBrowser.get('/api/usage')).json()) as UsageResponse;
    expect(freeUsage).toMatchObject({
      plan: 'free',
      used: 0,
      limit: 5,
      canGenerate: true,
      billingPeriod: 'monthly',
    });
    expect(proUsage).toMatchObject({
      plan: 'pro',
      used: 0,
      limit: 500,
      canGenerate: true,
      billingPeriod: 'yearly',
    });
    expect(new Date(proUsage.periodEnd).getTime()).toBeGreaterThan(
      new Date(proUsage.periodStart).getTime(),
    );
  });
});
