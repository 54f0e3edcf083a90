/**
 * No open redirects through the auth flows (issue #15): every address better-auth would send
 * the browser to afterwards (callbackURL, redirectTo) is a same-site path or the app's own
 * origin. A hostile one is refused before anything happens: no account, no email, no redirect.
 * The web's own return path (`from`) is checked by safeReturnPath (src/core/auth-rules.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/server/db/schema/auth.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
});
afterAll(async () => {
  t?.close();
  await db?.close();
});

const HOSTILE = [
  'https://evil.example/welcome',
  '//evil.example/welcome',
  '/\\evil.example',
  'javascript:alert(1)',
  'http://localhost:3000.evil.example/',
  'https://evil.example/?next=http://localhost:3000/',
];

let counter = 0;
const newEmail = () => `redirect-${Date.now()}-${counter++}@example.test`;

describe('addresses to return to after auth', () => {
  it('refuses a sign-up whose callbackURL leaves the site: no account, no email', async () => {
    for (const callbackURL of HOSTILE) {
      const email = newEmail();
      const res = await createBrowser(t).post('/api/auth/sign-up/email', {
        email,
        password: 'kurta-123-secure',
        callbackURL,
      });
      expect({ callbackURL, status: res.status }).toEqual({ callbackURL, status: 403 });
      expect(await db.handle.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
      expect(t.mail.to(email)).toHaveLength(0);
    }
    const email = newEmail();
    const sameSite = await createBrowser(t).post('/api/auth/sign-up/email', {
      email,
      password: 'kurta-123-secure',
      callbackURL: '/sign-in?verified=1',
    });
    expect(sameSite.status).toBe(200);
  });

  it('refuses a password reset that would send the reset link elsewhere', async () => {
    const email = newEmail();
    await createBrowser(t).post('/api/auth/sign-up/email', {
      email,
      password: 'kurta-123-secure',
    });
    const before = t.mail.to(email).length;
    for (const redirectTo of HOSTILE) {
      const res = await createBrowser(t).post('/api/auth/request-password-reset', {
        email,
        redirectTo,
      });
      expect({ redirectTo, status: res.status }).toEqual({ redirectTo, status: 403 });
    }
    expect(t.mail.to(email)).toHaveLength(before);
  });

  it('does not follow a verification link rewritten to another site', async () => {
    const email = newEmail();
    const browser = createBrowser(t);
    await browser.post('/api/auth/sign-up/email', { email, password: 'kurta-123-secure' });
    const link = new URL(t.mail.lastLinkTo(email));
    for (const callbackURL of HOSTILE) {
      link.searchParams.set('callbackURL', callbackURL);
      const res = await browser.get(link.pathname + link.search);
      const location = res.headers.get('location') ?? '';
      expect({ callbackURL, status: res.status, location }).toEqual({
        callbackURL,
        status: 403,
        location: '',
      });
    }
  });
});
