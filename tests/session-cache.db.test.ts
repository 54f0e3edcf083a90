/**
 * The signed session cookie cache (decision 110): reads may trust it for AUTH_SESSION_CACHE_S,
 * so a session revoked elsewhere stops reading within that lifetime and stops changing anything
 * at once; reads write nothing to the database. The clock is stepped, never waited on.
 */
import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimit, session } from '../src/server/db/schema/auth.js';
import { freezeClock, moveClockAhead } from './support/clock.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
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
afterEach(() => vi.useRealTimers());

const CACHE = 'vastra.session_data';

/** A user signed in on two devices (each with its session token and signed cache cookie). */
async function userOnTwoDevices() {
  const { email, password } = await createSignedInUser(t.auth);
  const devices: Browser[] = [];
  for (let i = 0; i < 2; i++) {
    const device = createBrowser(t);
    expect((await device.signIn(email, password)).status).toBe(200);
    expect(device.cookies.has(CACHE)).toBe(true);
    devices.push(device);
  }
  return { email, laptop: devices[0]!, phone: devices[1]! };
}

async function sessionEmail(browser: Browser): Promise<string | null> {
  const body = (await (await browser.get('/api/auth/get-session')).json()) as {
    user?: { email: string };
  } | null;
  return body?.user?.email ?? null;
}

const patchProfile = (browser: Browser, json: Record<string, string>) =>
  browser.request('/api/account/profile', { method: 'PATCH', json });

describe('a session signed out elsewhere', () => {
  it('stops changing anything at once and stops reading within the cache lifetime', async () => {
    freezeClock();
    const { email, laptop, phone } = await userOnTwoDevices();
    const revoked = await laptop.post('/api/auth/revoke-other-sessions');
    expect(revoked.status).toBe(200);

    // Within the lifetime a read may still be answered from the signed cookie…
    expect((await phone.get('/api/usage')).status).toBe(200);
    // …but a state change asks the database.
    expect((await patchProfile(phone, { company: 'Phone' })).status).toBe(401);

    moveClockAhead(t.env.AUTH_SESSION_CACHE_S + 1);
    expect((await phone.get('/api/usage')).status).toBe(401);
    expect((await phone.get('/api/catalogues')).status).toBe(401);
    expect(await sessionEmail(phone)).toBeNull();

    // The session that stayed reads on: its cache is renewed from the database.
    const usage = await laptop.get('/api/usage');
    expect(usage.status).toBe(200);
    expect(usage.headers.getSetCookie().some((line) => line.startsWith(`${CACHE}=ey`))).toBe(true);
    expect(await sessionEmail(laptop)).toBe(email);
  });

  it('ends when its row is revoked, for a copied cookie too', async () => {
    freezeClock();
    const { laptop } = await userOnTwoDevices();
    const copy = createBrowser(t);
    for (const [name, value] of laptop.cookies) copy.setCookie(name, value);
    const token = decodeURIComponent(laptop.cookies.get('vastra.session_token')!).split('.')[0]!;
    await db.handle.db.delete(session).where(eq(session.token, token));

    expect((await patchProfile(copy, { company: 'Copy' })).status).toBe(401);
    moveClockAhead(t.env.AUTH_SESSION_CACHE_S + 1);
    expect((await copy.get('/api/usage')).status).toBe(401);
    expect((await laptop.get('/api/usage')).status).toBe(401);
  });
});

describe('the cache never shows stale data of its own user', () => {
  it('drops itself after a state change, so a new name shows at once', async () => {
    const { phone } = await userOnTwoDevices();
    const res = await patchProfile(phone, { firstName: 'Asha', lastName: 'Rao' });
    expect(res.status).toBe(200);
    expect(
      res.headers.getSetCookie().some((line) => /^vastra\.session_data=;.*Max-Age=0/i.test(line)),
    ).toBe(true);
    expect(phone.cookies.has(CACHE)).toBe(false);
    const body = (await (await phone.get('/api/auth/get-session')).json()) as {
      user: { name: string };
    };
    expect(body.user.name).toBe('Asha Rao');
  });
});

describe('reads write nothing', () => {
  it('keeps no rate-limit counter for paths it does not limit, and still limits sign-in', async () => {
    const { email, laptop } = await userOnTwoDevices();
    const before = await db.handle.db.$count(rateLimit);
    for (let i = 0; i < 3; i++) {
      expect((await laptop.get('/api/auth/get-session')).status).toBe(200);
      expect((await laptop.get('/api/auth/list-sessions')).status).toBe(200);
      expect((await laptop.get('/api/usage')).status).toBe(200);
    }
    expect(await db.handle.db.$count(rateLimit)).toBe(before);

    const attacker = createBrowser(t);
    await attacker.signIn(email, 'wrong-password');
    const [row] = await db.handle.db
      .select()
      .from(rateLimit)
      .where(like(rateLimit.key, `%${attacker.ip}%/sign-in/email`));
    expect(row?.count).toBe(1);
  });
});
