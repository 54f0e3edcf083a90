import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { previousTotpCode, secretFromTotpUri, totpCode } from './support/totp.js';

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

describe('two-factor authentication (TOTP)', () => {
  it('enable -> sign-in asks for a code -> a TOTP code or a backup code completes it', async () => {
    const { email, password, cookie } = await createSignedInUser(t.auth);
    const browser = createBrowser(t);
    browser.setCookie(cookie.name, cookie.value);

    const wrongPassword = await browser.post('/api/auth/two-factor/enable', {
      password: 'not-it-at-all',
    });
    expect(wrongPassword.status).toBe(400);

    const enabled = await browser.post('/api/auth/two-factor/enable', { password });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Vastra%20Studio:/);
    expect(new URL(totpURI).searchParams.get('issuer')).toBe('Vastra Studio');
    expect(backupCodes).toHaveLength(10);
    const secret = secretFromTotpUri(totpURI);

    // Not on until a first code proves the app has the secret.
    const badCode = await browser.post('/api/auth/two-factor/verify-totp', { code: '000000' });
    expect(badCode.status).toBe(401);
    expect(((await badCode.json()) as { message: string }).message).toMatch(/code is not correct/);
    // The previous step's code (still within the window): the sign-in below uses this step's,
    // as a code is accepted once.
    const confirmed = await browser.post('/api/auth/two-factor/verify-totp', {
      code: await previousTotpCode(secret),
    });
    expect(confirmed.status).toBe(200);
    const session = (await (await browser.get('/api/auth/get-session')).json()) as {
      user: { twoFactorEnabled: boolean };
    };
    expect(session.user.twoFactorEnabled).toBe(true);

    // A password alone no longer makes a session.
    const phone = createBrowser(t);
    const first = await phone.signIn(email, password);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ twoFactorRedirect: true });
    expect(phone.cookies.has('vastra.session_token')).toBe(false);
    expect(await (await phone.get('/api/auth/get-session')).json()).toBeNull();

    const viaTotp = await phone.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret),
    });
    expect(viaTotp.status).toBe(200);
    expect(phone.cookies.has('vastra.session_token')).toBe(true);
    expect(
      ((await (await phone.get('/api/auth/get-session')).json()) as { user: { email: string } })
        .user.email,
    ).toBe(email);

    const laptop = createBrowser(t);
    await laptop.signIn(email, password);
    const viaBackup = await laptop.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(viaBackup.status).toBe(200);
    expect(laptop.cookies.has('vastra.session_token')).toBe(true);

    // A backup code works once.
    const tablet = createBrowser(t);
    await tablet.signIn(email, password);
    const reused = await tablet.post('/api/auth/two-factor/verify-backup-code', {
      code: backupCodes[0],
    });
    expect(reused.status).toBe(401);

    const disabled = await browser.post('/api/auth/two-factor/disable', { password });
    expect(disabled.status).toBe(200);
    const plain = await createBrowser(t).signIn(email, password);
    expect(((await plain.json()) as { user?: { email: string } }).user?.email).toBe(email);
  });

  it('accepts a TOTP code once: a replay on another device, even at the same moment, is refused', async () => {
    const { email, password, cookie } = await createSignedInUser(t.auth);
    const browser = createBrowser(t);
    browser.setCookie(cookie.name, cookie.value);
    const enabled = await browser.post('/api/auth/two-factor/enable', { password });
    const secret = secretFromTotpUri(((await enabled.json()) as { totpURI: string }).totpURI);
    const turnOn = await previousTotpCode(secret);
    expect((await browser.post('/api/auth/two-factor/verify-totp', { code: turnOn })).status).toBe(
      200,
    );
    // The code that turned two-factor on cannot also sign in.
    const phone = createBrowser(t);
    await phone.signIn(email, password);
    const replayedTurnOn = await phone.post('/api/auth/two-factor/verify-totp', { code: turnOn });
    expect(replayedTurnOn.status).toBe(401);

    // Two devices past the password send the same fresh code at once: one is signed in.
    const devices = [createBrowser(t), createBrowser(t), createBrowser(t)];
    for (const device of devices) await device.signIn(email, password);
    const code = totpCode(secret);
    const answers = await Promise.all(
      devices.map((device) => device.post('/api/auth/two-factor/verify-totp', { code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
    const refusal = (await answers.find((answer) => answer.status === 401)!.json()) as {
      code: string;
      message: string;
    };
    expect(refusal).toMatchObject({
      code: 'TOTP_CODE_ALREADY_USED',
      message:
        'That code was already used. Wait for the next code in your authenticator app and enter it.',
    });
    expect(devices.filter((device) => device.cookies.has('vastra.session_token'))).toHaveLength(1);

    // A device refused for a used code is not locked out: the next step's code signs it in.
    const late = devices.find((device) => !device.cookies.has('vastra.session_token'))!;
    const next = await late.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, Date.now() + 30_000),
    });
    expect(next.status).toBe(200);
    expect(late.cookies.has('vastra.session_token')).toBe(true);
  });

  it('rate limits 2FA verification', async () => {
    const limited = createTestApp(db, { AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const browser = createBrowser(limited);
      const codes = [];
      for (let i = 0; i < 3; i++)
        codes.push(
          (await browser.post('/api/auth/two-factor/verify-totp', { code: '123456' })).status,
        );
      expect(codes[2]).toBe(429);
    } finally {
      limited.close();
    }
  });
});
