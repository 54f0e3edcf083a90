import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { previousTotpCode, secretFromTotpUri, totpCode } from './support/totp.js';

let db: TestDatabase;
let t: TestApp;
const provider = new OAuth2Server();
const person = {
  sub: 'google-user-42',
  email: 'priya@example.com',
  name: 'Priya Sharma',
  email_verified: true,
};

beforeAll(async () => {
  db = await createTestDatabase();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, person);
  });
  t = createTestApp(db, {
    GOOGLE_CLIENT_ID: 'vastra-client',
    GOOGLE_CLIENT_SECRET: 'vastra-client-secret',
    GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await provider.stop();
  t.close();
  await db.close();
});

async function rows(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
  const h = db.handle;
  if (h.kind === 'pglite') return (await h.pglite.query<Record<string, unknown>>(sql, params)).rows;
  return (await h.sql.unsafe(sql, params as string[])) as unknown as Record<string, unknown>[];
}

describe('Google sign-in (OpenID Connect discovery, against oauth2-mock-server)', () => {
  it('is announced to the web', async () => {
    expect(await (await t.request('/api/auth-config')).json()).toEqual({
      googleEnabled: true,
      minPasswordLength: 6,
      onModel: false,
      catalogueSeconds: 15,
      economyBatches: false, // the studio engine has no batch mode
    });
  });

  it('signs in through the redirect flow: user and account rows, a session cookie', async () => {
    const browser = createBrowser(t);
    const start = await browser.post('/api/auth/sign-in/oauth2', {
      providerId: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/sign-in',
    });
    expect(start.status).toBe(200);
    const { url, redirect } = (await start.json()) as { url: string; redirect: boolean };
    expect(redirect).toBe(true);
    expect(url.startsWith(`${provider.issuer.url}/authorize`)).toBe(true);
    const authorize = new URL(url);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/api/auth/oauth2/callback/google',
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');

    // The provider signs the user in and sends the browser back with a code.
    const atProvider = await fetch(url, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = atProvider.headers.get('location') ?? '';
    expect(back.startsWith('http://localhost:3000/api/auth/oauth2/callback/google?')).toBe(true);

    const callback = await browser.get(back);
    expect(callback.status).toBe(302);
    expect(callback.headers.get('location')).toBe('/dashboard');
    const cookie = callback.headers
      .getSetCookie()
      .find((c) => c.startsWith('vastra.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);

    const session = (await (await browser.get('/api/auth/get-session')).json()) as {
      user: { email: string; name: string; emailVerified: boolean };
    };
    expect(session.user).toMatchObject({
      email: person.email,
      name: person.name,
      emailVerified: true,
    });

    const users = await rows('select id from "user" where email = $1', [person.email]);
    expect(users).toHaveLength(1);
    const accounts = await rows('select provider_id, account_id from account where user_id = $1', [
      users[0]?.id,
    ]);
    expect(accounts).toEqual([{ provider_id: 'google', account_id: person.sub }]);

    const profile = (await (await browser.get('/api/account/profile')).json()) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: person.email,
      hasPassword: false,
    });

    // A second sign-in reuses the same user.
    const again = createBrowser(t);
    const { url: url2 } = (await (
      await again.post('/api/auth/sign-in/oauth2', { providerId: 'google' })
    ).json()) as { url: string };
    const back2 = (await fetch(url2, { redirect: 'manual' })).headers.get('location') ?? '';
    expect((await again.get(back2)).status).toBe(302);
    expect(await rows('select id from "user" where email = $1', [person.email])).toHaveLength(1);
  });
  it('asks an account with two-factor on for its code before a Google sign-in makes a session', async () => {
    // A password account with two-factor on, whose address Google then vouches for.
    const { email, password, cookie } = await createSignedInUser(t.auth, {
      email: 'meera@example.com',
    });
    const settings = createBrowser(t);
    settings.setCookie(cookie.name, cookie.value);
    const enabled = await settings.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri(((await enabled.json()) as { totpURI: string }).totpURI);
    const turnOn = await previousTotpCode(secret);
    expect((await settings.post('/api/auth/two-factor/verify-totp', { code: turnOn })).status).toBe(
      200,
    );

    const saved = { ...person };
    Object.assign(person, { sub: 'google-user-meera', email, name: 'Meera Iyer' });
    try {
      const browser = createBrowser(t);
      const { url } = (await (
        await browser.post('/api/auth/sign-in/oauth2', {
          providerId: 'google',
          callbackURL: '/dashboard/catalogues',
        })
      ).json()) as { url: string };
      const back = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
      const callback = await browser.get(back);

      // Sent to the code step with where it was going; no session yet.
      expect(callback.status).toBe(302);
      expect(callback.headers.get('location')).toBe(
        '/sign-in?second-factor=1&from=%2Fdashboard%2Fcatalogues',
      );
      expect(browser.cookies.has('vastra.session_token')).toBe(false);
      expect(await (await browser.get('/api/auth/get-session')).json()).toBeNull();
      const sessions = await rows(
        'select s.id from session s join "user" u on u.id = s.user_id where u.email = $1',
        [email],
      );
      expect(sessions).toHaveLength(1); // the settings browser's own

      // A wrong code does not sign in; the right one does, as after a password.
      const wrong = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
      expect(wrong.status).toBe(401);
      expect(browser.cookies.has('vastra.session_token')).toBe(false);
      const verified = await browser.post('/api/auth/two-factor/verify-totp', {
        code: totpCode(secret),
      });
      expect(verified.status).toBe(200);
      const session = (await (await browser.get('/api/auth/get-session')).json()) as {
        user: { email: string };
      };
      expect(session.user.email).toBe(email);

      // An account without two-factor is still signed straight in (the test above), and this
      // one's Google account is linked to it, not a second user.
      expect(await rows('select id from "user" where email = $1', [email])).toHaveLength(1);
    } finally {
      Object.assign(person, saved);
    }
  });
  it('deletes a Google-only account only within minutes of a Google sign-in', async () => {
    const saved = { ...person };
    Object.assign(person, { sub: 'google-user-kabir', email: 'kabir@example.com', name: 'Kabir' });
    try {
      const signInWithGoogle = async () => {
        const browser = createBrowser(t);
        const { url } = (await (
          await browser.post('/api/auth/sign-in/oauth2', { providerId: 'google' })
        ).json()) as { url: string };
        const back = (await fetch(url, { redirect: 'manual' })).headers.get('location') ?? '';
        expect((await browser.get(back)).status).toBe(302);
        return browser;
      };
      const laptop = await signInWithGoogle();
      // Signed in long ago (a laptop left open): Google must be asked again first.
      await rows(
        `update session set created_at = now() - interval '11 minutes'
           where user_id = (select id from "user" where email = $1)`,
        [person.email],
      );
      const stale = await laptop.request('/api/account', {
        method: 'DELETE',
        json: { confirmEmail: person.email },
      });
      expect(stale.status).toBe(403);
      expect(await stale.json()).toEqual({
        error: {
          code: 'SIGN_IN_AGAIN',
          message:
            'For your security, sign in with Google again, then delete your account within 10 minutes.',
          key: 'deleteSignInAgain',
          values: [],
        },
      });
      expect((await laptop.get('/api/account/profile')).status).toBe(200);

      const fresh = await signInWithGoogle();
      const deleted = await fresh.request('/api/account', {
        method: 'DELETE',
        json: { confirmEmail: person.email },
      });
      expect(deleted.status).toBe(200);
      expect(await rows('select id from "user" where email = $1', [person.email])).toEqual([]);
    } finally {
      Object.assign(person, saved);
    }
  });
});
