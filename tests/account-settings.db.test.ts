import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { secretFromTotpUri, totpCode } from './support/totp.js';

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

async function signedIn(options: { email?: string; name?: string } = {}) {
  const user = await createSignedInUser(t.auth, options);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, browser };
}

function upload(browser: Browser, bytes: Uint8Array, name = 'me.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return browser.request('/api/account/avatar', { method: 'POST', body: form });
}

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Secret Photographer', Copyright: 'GPS-and-all' } })
    .toBuffer();

async function json<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

describe('profile', () => {
  it('does not offer the email local part as a first name', async () => {
    // Email sign-up asks for no name; auth stores the local part as the display name.
    const { browser } = await signedIn({
      email: 'asha.handlooms@example.com',
      name: 'asha.handlooms',
    });
    expect(await json(browser.get('/api/account/profile'))).toMatchObject({
      firstName: '',
      lastName: '',
    });
  });

  it('starts from the display name, saves names and company, and keeps the auth name in step', async () => {
    const { browser, email } = await signedIn();
    expect(await json(browser.get('/api/account/profile'))).toMatchObject({
      firstName: 'Test',
      lastName: 'User',
      company: '',
      email,
      emailVerified: true,
      avatarUrl: null,
      twoFactorEnabled: false,
      hasPassword: true,
    });
    const res = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: ' Asha ', lastName: 'Iyer', company: 'Iyer Handlooms' },
    });
    expect(res.status).toBe(200);
    const answer = await json<{ profile: Record<string, unknown>; emailChangePendingFor: unknown }>(
      res,
    );
    expect(answer.profile).toMatchObject({
      firstName: 'Asha',
      lastName: 'Iyer',
      company: 'Iyer Handlooms',
      email,
    });
    expect(answer.emailChangePendingFor).toBeNull();
    const session = await json<{ user: { name: string } }>(browser.get('/api/auth/get-session'));
    expect(session.user.name).toBe('Asha Iyer');
  });

  it('keeps the language on the account and refuses one it does not speak (decision 194)', async () => {
    const { browser } = await signedIn();
    expect(await json(browser.get('/api/account/profile'))).toMatchObject({ language: null });
    const saved = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    expect(await json(browser.get('/api/account/profile'))).toMatchObject({
      firstName: 'Test',
      language: 'hi',
    });
    const refused = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { language: 'fr' },
    });
    expect(refused.status).toBe(400);
    expect(await json(browser.get('/api/account/profile'))).toMatchObject({ language: 'hi' });
  });

  it('validates input with field issues', async () => {
    const { browser } = await signedIn();
    const res = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'x'.repeat(81) },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { code: string; issues: { path: string }[] } }>(res);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues[0]?.path).toBe('firstName');
  });

  it('changes the email only once the new address is confirmed', async () => {
    const { browser, email } = await signedIn();
    const newAddress = `moved-${Date.now()}@example.com`;
    const answer = await json<{ profile: { email: string }; emailChangePendingFor: string }>(
      browser.request('/api/account/profile', { method: 'PATCH', json: { email: newAddress } }),
    );
    expect(answer.emailChangePendingFor).toBe(newAddress);
    expect(answer.profile.email).toBe(email);
    const message = t.mail.to(newAddress).at(-1);
    expect(message?.subject).toBe('Confirm your new email for Vastra Studio');
    // The address the account has now hears of it at once, with a way to react.
    const notice = t.mail.to(email).at(-1);
    expect(notice?.subject).toBe('Your Vastra Studio email is being changed');
    expect(notice?.text).toContain(newAddress);
    expect(t.mail.lastLinkTo(email)).toBe('http://localhost:3000/forgot-password');

    const confirmed = await browser.get(t.mail.lastLinkTo(newAddress));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get('location')).toBe(
      'http://localhost:3000/dashboard/settings?emailChanged=1',
    );
    expect((await json<{ email: string }>(browser.get('/api/account/profile'))).email).toBe(
      newAddress,
    );

    const taken = await signedIn();
    const conflict = await taken.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { email: newAddress },
    });
    expect(conflict.status).toBe(409);
    expect((await json<{ error: { message: string } }>(conflict)).error.message).toMatch(
      /already exists/,
    );
  });
});

describe('avatar', () => {
  it('re-encodes a JPG to a 256x256 WebP with no metadata, serves it to its owner, and removes it', async () => {
    const { browser, user } = await signedIn();
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await upload(browser, original);
    expect(res.status).toBe(200);
    const { avatarUrl } = await json<{ avatarUrl: string }>(res);
    expect(avatarUrl).toMatch(/^\/api\/account\/avatar\?v=\d+$/);
    expect(existsSync(path.join(t.env.paths.storage, 'avatars', `${user.id}.webp`))).toBe(true);

    const served = await browser.get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Photographer'))).toBe(false);
    expect((await json<{ avatarUrl: string }>(browser.get('/api/account/profile'))).avatarUrl).toBe(
      avatarUrl,
    );

    const gif = await sharp({
      create: { width: 40, height: 90, channels: 4, background: '#0f766e' },
    })
      .gif()
      .toBuffer();
    expect((await upload(browser, gif, 'a.gif', 'image/gif')).status).toBe(200);

    expect((await browser.request('/api/account/avatar', { method: 'DELETE' })).status).toBe(200);
    expect((await browser.get('/api/account/avatar')).status).toBe(404);
    expect(
      (await json<{ avatarUrl: unknown }>(browser.get('/api/account/profile'))).avatarUrl,
    ).toBeNull();
  });

  it('refuses files over 2 MB with 413', async () => {
    const { browser } = await signedIn();
    for (const size of [2 * 1024 * 1024 + 1, 3 * 1024 * 1024]) {
      const res = await upload(browser, new Uint8Array(size));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: {
          code: 'PAYLOAD_TOO_LARGE',
          message: 'Avatar must be 2 MB or smaller.',
          key: 'avatarTooLarge',
          values: [],
        },
      });
    }
  });

  it('refuses what is not a JPG, PNG or GIF with 415', async () => {
    const { browser } = await signedIn();
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const broken = (await photo()).subarray(0, 300);
    for (const bytes of [Buffer.from('just some text, not a picture'), webp, broken]) {
      const res = await upload(browser, bytes);
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({
        error: {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'That file is not a JPG, PNG or GIF image.',
          key: 'avatarNotImage',
          values: [],
        },
      });
    }
    const missing = await browser.request('/api/account/avatar', {
      method: 'POST',
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
  });
});

describe('notifications', () => {
  it('has the spec defaults and persists changes', async () => {
    const { browser } = await signedIn();
    expect(await json(browser.get('/api/account/notifications'))).toEqual({
      emailNotifications: true,
      marketingUpdates: false,
      usageAlerts: true,
    });
    const next = { emailNotifications: false, marketingUpdates: true, usageAlerts: false };
    const saved = await browser.request('/api/account/notifications', {
      method: 'PUT',
      json: next,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual(next);
    expect(await json(browser.get('/api/account/notifications'))).toEqual(next);

    const partial = await browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { usageAlerts: true },
    });
    expect(partial.status).toBe(400);
  });
});

describe('data export', () => {
  it('streams a zip with README.txt, profile.json, notifications.json and the avatar', async () => {
    const { browser, email } = await signedIn();
    await upload(browser, await photo());
    const res = await browser.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="vastra-studio-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual([
      'README.txt',
      'avatar.webp',
      'backgrounds/backgrounds.json',
      'billing/payments.json',
      'catalogues/catalogues.json',
      'models/models.json',
      'notifications.json',
      'profile.json',
      'reports/reports.json',
    ]);
    expect(JSON.parse(files.get('billing/payments.json')?.toString() ?? 'null')).toEqual([]);
    expect(JSON.parse(files.get('reports/reports.json')?.toString() ?? 'null')).toEqual([]);
    expect(JSON.parse(files.get('profile.json')?.toString() ?? '{}')).toMatchObject({ email });
    expect(files.get('README.txt')?.toString()).toContain('profile.json');
    expect((await sharp(files.get('avatar.webp')).metadata()).format).toBe('webp');
  });

  it('includes the sections other modules register', async () => {
    const extended = createTestApp(
      db,
      {},
      {
        accountExtensions: {
          exportSections: [
            {
              folder: 'catalogues',
              description: 'catalogues.json: your saved catalogues.',
              async *entries(userId) {
                yield { name: 'catalogues.json', content: JSON.stringify({ userId }) };
              },
            },
          ],
        },
      },
    );
    try {
      const user = await createSignedInUser(extended.auth);
      const browser = createBrowser(extended);
      browser.setCookie(user.cookie.name, user.cookie.value);
      const files = readZip(
        Buffer.from(await (await browser.get('/api/account/export')).arrayBuffer()),
      );
      expect(JSON.parse(files.get('catalogues/catalogues.json')?.toString() ?? '{}')).toEqual({
        userId: user.user.id,
      });
      expect(files.get('README.txt')?.toString()).toContain('catalogues/catalogues.json');
    } finally {
      extended.close();
    }
  });
});

describe('isolation', () => {
  it("one user's session only ever reads and changes that user's data", async () => {
    const a = await signedIn();
    const b = await signedIn();
    await a.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'Anita', company: 'A Co' },
    });
    await a.browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: true, usageAlerts: false },
    });
    await upload(a.browser, await photo());

    const bProfile = await json<Record<string, unknown>>(b.browser.get('/api/account/profile'));
    expect(bProfile).toMatchObject({
      email: b.email,
      firstName: 'Test',
      company: '',
      avatarUrl: null,
    });
    expect(await json(b.browser.get('/api/account/notifications'))).toEqual({
      emailNotifications: true,
      marketingUpdates: false,
      usageAlerts: true,
    });
    expect((await b.browser.get('/api/account/avatar')).status).toBe(404);

    // B's writes, even with A's id or email in the body, touch only B.
    await b.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'Bina', company: 'B Co', userId: a.user.id },
    });
    await b.browser.request('/api/account/avatar', { method: 'DELETE' });
    expect(await json(a.browser.get('/api/account/profile'))).toMatchObject({
      firstName: 'Anita',
      company: 'A Co',
      email: a.email,
    });
    expect((await a.browser.get('/api/account/avatar')).status).toBe(200);
    const bZip = readZip(
      Buffer.from(await (await b.browser.get('/api/account/export')).arrayBuffer()),
    );
    expect(bZip.get('profile.json')?.toString()).not.toContain(a.email);
    expect(bZip.has('avatar.webp')).toBe(false);
  });
});

describe('account deletion', () => {
  async function rowsMentioning(needles: string[]): Promise<string[]> {
    const h = db.handle;
    const query = async (sql: string, params: string[] = []) =>
      h.kind === 'pglite'
        ? (await h.pglite.query<Record<string, unknown>>(sql, params)).rows
        : ((await h.sql.unsafe(sql, params)) as unknown as Record<string, unknown>[]);
    const tables = await query(
      "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    );
    const found: string[] = [];
    for (const { table_name: table } of tables as { table_name: string }[]) {
      for (const needle of needles) {
        const [row] = await query(
          `select count(*)::int as n from "${table}" t where t::text ilike $1`,
          [`%${needle}%`],
        );
        if (Number(row?.n) > 0) found.push(`${table} mentions ${needle}`);
      }
    }
    return found;
  }

  it('needs the account email typed, then removes every row and file of the user and signs out', async () => {
    const other = await signedIn();
    const { browser, user, email, password } = await signedIn();
    await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { company: 'Gone Textiles' },
    });
    await browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: false, usageAlerts: false },
    });
    await upload(browser, await photo());
    const { totpURI } = await json<{ totpURI: string }>(
      browser.post('/api/auth/two-factor/enable', { password }),
    );
    await browser.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secretFromTotpUri(totpURI)),
    });
    await createBrowser(t).post('/api/auth/request-password-reset', { email });
    expect(await rowsMentioning([user.id])).toEqual(
      expect.arrayContaining([
        'user mentions ' + user.id,
        'session mentions ' + user.id,
        'verification mentions ' + user.id,
      ]),
    );

    const wrong = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: other.email },
    });
    expect(wrong.status).toBe(400);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toBe(
      'Type your account email exactly to confirm deletion.',
    );

    // The password proves it is the account's owner, not whoever found the laptop open.
    for (const [body, message] of [
      [{ confirmEmail: email }, 'Enter your password to delete your account.'],
      [{ confirmEmail: email, password: 'not-the-password' }, 'That password is not correct.'],
    ] as const) {
      const refused = await browser.request('/api/account', { method: 'DELETE', json: body });
      expect(refused.status).toBe(400);
      expect(await json<{ error: { message: string; issues: unknown } }>(refused)).toMatchObject({
        error: { message, issues: [{ path: 'password', message }] },
      });
    }
    expect((await browser.get('/api/account/profile')).status).toBe(200);

    const res = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email.toUpperCase(), password },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: true });
    expect(
      res.headers.getSetCookie().some((c) => /^vastra\.session_token=;.*Max-Age=0/i.test(c)),
    ).toBe(true);

    expect(await rowsMentioning([user.id, email])).toEqual([]);
    expect(existsSync(path.join(t.env.paths.storage, 'avatars', `${user.id}.webp`))).toBe(false);
    expect((await browser.get('/api/account/profile')).status).toBe(401);
    expect((await createBrowser(t).signIn(email, password)).status).toBe(401);
    // Nobody else lost anything.
    expect((await other.browser.get('/api/account/profile')).status).toBe(200);
  });

  it('runs the cleanup hooks other modules register', async () => {
    const cleaned: string[] = [];
    const extended = createTestApp(
      db,
      {},
      {
        accountExtensions: {
          deletionHooks: [
            { name: 'runs', beforeDelete: async (userId) => void cleaned.push(userId) },
          ],
        },
      },
    );
    try {
      const user = await createSignedInUser(extended.auth);
      const browser = createBrowser(extended);
      browser.setCookie(user.cookie.name, user.cookie.value);
      await browser.request('/api/account', {
        method: 'DELETE',
        json: { confirmEmail: user.email, password: user.password },
      });
      expect(cleaned).toEqual([user.user.id]);
    } finally {
      extended.close();
    }
  });
});
