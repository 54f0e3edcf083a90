import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moveClockAhead } from './support/clock.js';
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

/** Past the signed session cookie cache: a revoked session has stopped reading (decision 110). */
const pastSessionCache = () => moveClockAhead(t.env.AUTH_SESSION_CACHE_S + 1);

/** A state change always checks the database: a revoked session is refused at once. */
async function canChangeProfile(browser: Browser): Promise<boolean> {
  const res = await browser.request('/api/account/profile', {
    method: 'PATCH',
    json: { company: 'Tests' },
  });
  if (res.status !== 200 && res.status !== 401) throw new Error(`profile answered ${res.status}`);
  return res.status === 200;
}

let counter = 0;
const newEmail = () => `seller${++counter}-${Date.now()}@example.com`;

async function signUp(browser: Browser, email: string, password = 'kurta-123') {
  return browser.post('/api/auth/sign-up/email', { email, password });
}

/** Signs up, follows the emailed link, and signs in: a browser with a session. */
async function verifiedUser(password = 'kurta-123') {
  const browser = createBrowser(t);
  const email = newEmail();
  expect((await signUp(browser, email, password)).status).toBe(200);
  expect((await browser.get(t.mail.lastLinkTo(email))).status).toBe(302);
  expect((await browser.signIn(email, password)).status).toBe(200);
  return { browser, email, password };
}

async function sessionEmail(browser: Browser): Promise<string | null> {
  const res = await browser.get('/api/auth/get-session');
  const body = (await res.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe('sign-up, verification and sign-in', () => {
  it('refuses sign-in until the emailed link is followed, then lands on the sign-in page', async () => {
    const browser = createBrowser(t);
    const email = newEmail();
    const res = await signUp(browser, email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { token: unknown }).token).toBeNull();
    expect(await sessionEmail(browser)).toBeNull();

    const message = t.mail.to(email)[0];
    expect(message?.subject).toBe('Verify your email for Vastra Studio');
    expect(message?.html).toContain('Vastra Studio');
    const link = t.mail.lastLinkTo(email);
    expect(link.startsWith('http://localhost:3000/api/auth/verify-email?token=')).toBe(true);

    const refused = await browser.signIn(email, 'kurta-123');
    expect(refused.status).toBe(403);
    const refusal = (await refused.json()) as {
      code: string;
      message: string;
      error: { code: string; message: string };
    };
    expect(refusal.code).toBe('EMAIL_NOT_VERIFIED');
    expect(refusal.message).toMatch(/verify your email/i);
    expect(refusal.error).toEqual({
      code: 'FORBIDDEN',
      message: refusal.message,
      key: 'emailNotVerified',
      values: [],
    });
    // The refusal sent a fresh link.
    expect(t.mail.to(email)).toHaveLength(2);

    const verified = await browser.get(link);
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('http://localhost:3000/sign-in?verified=1');

    const signedIn = await browser.signIn(email, 'kurta-123');
    expect(signedIn.status).toBe(200);
    expect(await sessionEmail(browser)).toBe(email);
  });

  it('resends the verification email on request', async () => {
    const browser = createBrowser(t);
    const email = newEmail();
    await signUp(browser, email);
    const res = await browser.post('/api/auth/send-verification-email', { email });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true });
    expect(t.mail.to(email)).toHaveLength(2);
  });

  it('answers a wrong password and a short password with the spec texts', async () => {
    const { email } = await verifiedUser();
    const wrong = await createBrowser(t).signIn(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { message: string }).message).toBe('Invalid email or password');

    const short = await signUp(createBrowser(t), newEmail(), '12345');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toBe(
      'Password must be at least 6 characters',
    );
    expect((await signUp(createBrowser(t), newEmail(), '123456')).status).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie that is not Secure on http', async () => {
    const browser = createBrowser(t);
    const email = newEmail();
    await signUp(browser, email);
    await browser.get(t.mail.lastLinkTo(email));
    const res = await browser.signIn(email, 'kurta-123');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vastra.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('marks cookies Secure when PUBLIC_URL is https', async () => {
    const secure = createTestApp(db, { PUBLIC_URL: 'https://vastra.example' });
    try {
      const browser = createBrowser(secure);
      const email = newEmail();
      await browser.post('/api/auth/sign-up/email', { email, password: 'kurta-123' });
      const link = secure.mail.lastLinkTo(email);
      expect(link.startsWith('https://vastra.example/api/auth/verify-email')).toBe(true);
      await browser.get(link);
      const res = await browser.signIn(email, 'kurta-123');
      expect(res.status).toBe(200);
      const cookie = res.headers
        .getSetCookie()
        .find((c) => c.startsWith('__Secure-vastra.session_token='));
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      secure.close();
    }
  });
});

describe('sessions end', () => {
  it('after sign-out', async () => {
    const { browser, email } = await verifiedUser();
    const stolen = new Map(browser.cookies);
    expect(await sessionEmail(browser)).toBe(email);
    expect((await browser.post('/api/auth/sign-out')).status).toBe(200);
    expect(await sessionEmail(browser)).toBeNull();

    const replay = createBrowser(t);
    for (const [k, v] of stolen) replay.setCookie(k, v);
    expect(await canChangeProfile(replay)).toBe(false);
    pastSessionCache();
    expect(await sessionEmail(replay)).toBeNull();
    expect((await replay.get('/api/account/profile')).status).toBe(401);
  });

  it('on other devices after a password change, which needs the current password', async () => {
    const { browser, email, password } = await verifiedUser();
    const otherDevice = createBrowser(t);
    await otherDevice.signIn(email, password);
    expect(await sessionEmail(otherDevice)).toBe(email);

    const wrong = await browser.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'saree-456',
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'Your current password is not correct.',
    );

    // revokeOtherSessions is forced on the server even when the client leaves it out.
    const res = await browser.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'saree-456',
    });
    expect(res.status).toBe(200);
    expect(await canChangeProfile(otherDevice)).toBe(false);
    expect(await canChangeProfile(browser)).toBe(true);
    pastSessionCache();
    expect(await sessionEmail(otherDevice)).toBeNull();
    expect(await sessionEmail(browser)).toBe(email);
    expect((await createBrowser(t).signIn(email, password)).status).toBe(401);
    expect((await createBrowser(t).signIn(email, 'saree-456')).status).toBe(200);
  });
});

describe('password reset', () => {
  it('emails a link to the web page; the token sets a new password and ends old sessions', async () => {
    const { browser, email } = await verifiedUser();
    const anonymous = createBrowser(t);
    const asked = await anonymous.post('/api/auth/request-password-reset', { email });
    expect(asked.status).toBe(200);
    const message = t.mail.to(email).at(-1);
    expect(message?.subject).toBe('Reset your Vastra Studio password');
    const link = new URL(t.mail.lastLinkTo(email));
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost:3000/reset-password');
    const token = link.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'lehenga-789',
    });
    expect(reset.status).toBe(200);
    expect(await canChangeProfile(browser)).toBe(false);
    pastSessionCache();
    expect(await sessionEmail(browser)).toBeNull();
    expect((await createBrowser(t).signIn(email, 'lehenga-789')).status).toBe(200);

    const again = await anonymous.post('/api/auth/reset-password', {
      token,
      newPassword: 'other-pass',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toMatch(/invalid or has expired/);
  });

  it('answers the same for an unknown email (no account discovery)', async () => {
    const res = await createBrowser(t).post('/api/auth/request-password-reset', {
      email: 'nobody@example.com',
    });
    expect(res.status).toBe(200);
    expect(t.mail.to('nobody@example.com')).toHaveLength(0);
  });
});

describe('protection', () => {
  it('rate limits sign-in attempts with a 429 and a clear JSON message', async () => {
    const limited = createTestApp(db, { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_S: '60' });
    try {
      const browser = createBrowser(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await browser.signIn('x@example.com', 'wrong-pass')).status);
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await browser.signIn('x@example.com', 'wrong-pass');
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
      const body = (await blocked.json()) as {
        code: string;
        message: string;
        error: { code: string };
      };
      expect(body.code).toBe('RATE_LIMITED');
      expect(body.error.code).toBe('RATE_LIMITED');
      expect(body.message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
      // Another client address is not blocked.
      expect((await createBrowser(limited).signIn('x@example.com', 'wrong-pass')).status).toBe(401);
    } finally {
      limited.close();
    }
  });

  it('refuses state-changing requests from a foreign Origin', async () => {
    const { browser } = await verifiedUser();
    const evil = createBrowser(t, { origin: 'https://evil.example' });
    for (const [k, v] of browser.cookies) evil.setCookie(k, v);

    const api = await evil.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: true, usageAlerts: false },
    });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'Vastra Studio is not open at https://evil.example. Please open http://localhost:3000 and try again.',
        key: 'wrongAddress',
        values: ['https://evil.example', 'http://localhost:3000'],
      },
    });

    const auth = await evil.post('/api/auth/sign-out');
    expect(auth.status).toBe(403);
    expect(await sessionEmail(browser)).not.toBeNull();

    const signUpFromElsewhere = await createBrowser(t, { origin: 'https://evil.example' }).request(
      '/api/auth/sign-up/email',
      {
        json: { email: newEmail(), password: 'kurta-123' },
        headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      },
    );
    expect(signUpFromElsewhere.status).toBe(403);
  });

  it('tells the web whether Google sign-in is on', async () => {
    const res = await t.request('/api/auth-config');
    expect(await res.json()).toEqual({
      googleEnabled: false,
      minPasswordLength: 6,
      onModel: false, // the studio engine's shots show the product alone
      catalogueSeconds: 15, // and take seconds, not the AI engines' minutes
      economyBatches: false, // nor a batch mode at half the price
    });
    const google = await createBrowser(t).post('/api/auth/sign-in/oauth2', {
      providerId: 'google',
    });
    expect(google.status).toBe(404);
  });

  it('answers 401 in the app shape on account routes without a session', async () => {
    const res = await t.request('/api/account/profile');
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
});
