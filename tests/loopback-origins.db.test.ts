import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/**
 * First contact: a seller who opens the app at http://127.0.0.1:3000 instead of
 * http://localhost:3000 can sign up (PUBLIC_URL unset: every loopback name of the port is the
 * app's own), and one who opens it at another address (a LAN address) is told which to use
 * instead of better-auth's bare 'Invalid origin'.
 */
let db: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  // '' is "unset" to the env loader: the app derives its address from the port.
  t = createTestApp(db, { PUBLIC_URL: '', PORT: '3000' });
});
afterAll(async () => {
  t.close();
  await db.close();
});

/**
 * better-auth checks the Origin of requests that carry cookies; a browser has some for the host
 * (cookies ignore the port: another app on 127.0.0.1 leaves its own), so every browser here does.
 */
function browserAt(origin: string) {
  const browser = createBrowser(t, { origin });
  browser.setCookie('another_app_session', 'x');
  return browser;
}

let counter = 0;
const newEmail = () => `loopback${++counter}-${Date.now()}@example.com`;
const WRONG_ADDRESS =
  'Vastra Studio is not open at http://192.168.1.20:3000. Please open http://localhost:3000 and try again.';

describe('the loopback names of the port, with PUBLIC_URL unset', () => {
  it('signs up, verifies, signs in and saves settings from http://127.0.0.1:3000', async () => {
    const browser = browserAt('http://127.0.0.1:3000');
    const email = newEmail();
    const signUp = await browser.post('/api/auth/sign-up/email', { email, password: 'kurta-123' });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    expect((await browser.get(t.mail.lastLinkTo(email))).status).toBe(302);
    expect((await browser.signIn(email, 'kurta-123')).status).toBe(200);

    const saved = await browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: false, usageAlerts: true },
    });
    expect(saved.status).toBe(200);
  });

  it('accepts [::1] as well', async () => {
    const browser = browserAt('http://[::1]:3000');
    const signUp = await browser.post('/api/auth/sign-up/email', {
      email: newEmail(),
      password: 'kurta-123',
    });
    expect(signUp.status).toBe(200);
  });

  it('names the address to use when the page is open at a LAN address', async () => {
    const lan = browserAt('http://192.168.1.20:3000');
    const signUp = await lan.post('/api/auth/sign-up/email', {
      email: newEmail(),
      password: 'kurta-123',
    });
    expect(signUp.status).toBe(403);
    const body = (await signUp.json()) as { message: string; error: { message: string } };
    expect(body.message).toBe(WRONG_ADDRESS);
    expect(body.error).toMatchObject({
      code: 'FORBIDDEN',
      message: WRONG_ADDRESS,
      key: 'wrongAddress',
    });

    const api = await lan.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: false, usageAlerts: true },
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({
      error: { code: 'FORBIDDEN', message: WRONG_ADDRESS, key: 'wrongAddress' },
    });
  });

  it('keeps a different port of the same machine out', async () => {
    const other = browserAt('http://localhost:5173');
    const signUp = await other.post('/api/auth/sign-up/email', {
      email: newEmail(),
      password: 'kurta-123',
    });
    expect(signUp.status).toBe(403);
  });
});
