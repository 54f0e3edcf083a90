/**
 * The flags of the cookies a sign-in sets (issue #15): the session token and its signed cache
 * are HttpOnly (no script reads them) and SameSite=Lax (not sent on another site's POST), and
 * Secure with the `__Secure-` prefix when the app is served over HTTPS (PUBLIC_URL https://…).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrowser } from '../support/test-browser.js';
import { createTestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** Signs a new user up, follows the emailed link and signs in: the sign-in's Set-Cookie lines. */
async function signInCookies(publicUrl: string): Promise<Map<string, string[]>> {
  const t = createTestApp(db, { PUBLIC_URL: publicUrl });
  try {
    const browser = createBrowser(t);
    const email = `cookies-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const password = 'kurta-123-secure';
    expect((await browser.post('/api/auth/sign-up/email', { email, password })).status).toBe(200);
    const link = new URL(t.mail.lastLinkTo(email));
    expect((await browser.get(link.pathname + link.search)).status).toBe(302);
    const signedIn = await browser.signIn(email, password);
    expect(signedIn.status).toBe(200);
    const cookies = new Map<string, string[]>();
    for (const line of signedIn.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      cookies.set(
        name,
        attributes.map((attribute) => attribute.toLowerCase()),
      );
    }
    return cookies;
  } finally {
    t.close();
  }
}

describe('session cookies', () => {
  it('are HttpOnly and SameSite=Lax, and not Secure over plain HTTP (local use)', async () => {
    const cookies = await signInCookies('http://localhost:3000');
    const names = [...cookies.keys()];
    expect(names).toEqual(expect.arrayContaining(['vastra.session_token', 'vastra.session_data']));
    for (const name of ['vastra.session_token', 'vastra.session_data']) {
      const flags = cookies.get(name)!;
      expect({ name, flags }).toEqual({
        name,
        flags: expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']),
      });
      expect(flags).not.toContain('secure');
    }
  });

  it('are also Secure, with the __Secure- prefix, when the app is served over HTTPS', async () => {
    const cookies = await signInCookies('https://vastra.example');
    for (const name of ['__Secure-vastra.session_token', '__Secure-vastra.session_data']) {
      expect({ name, flags: cookies.get(name) }).toEqual({
        name,
        flags: expect.arrayContaining(['httponly', 'samesite=lax', 'secure']),
      });
    }
    expect([...cookies.keys()].filter((name) => !name.startsWith('__Secure-'))).toEqual([]);
  });
});
