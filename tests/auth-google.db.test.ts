import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

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
});
