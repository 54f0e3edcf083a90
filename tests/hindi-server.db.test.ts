/**
 * The server in the reader's language (decision 199): the web app's error answers and the
 * account emails in Hindi for a Hindi account or page, the exact English otherwise, and the
 * public API in English whatever the page's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../src/core/account.js';
import { API_KEY_TEXTS } from '../src/core/api-keys.js';
import { CATALOGUE_TEXTS } from '../src/core/catalogues.js';
import type { Language } from '../src/core/language.js';
import { photoRefusal, UPLOAD_MESSAGES } from '../src/core/uploads.js';
import { SERVER_MESSAGES_HI } from '../src/server/i18n/server-messages-hi.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createNotificationsModule } from '../src/server/modules/notifications/notifications-module.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './support/test-app.js';
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

/** A signed-in browser whose account chose `language` (none: the account never chose). */
async function seller(language?: Language) {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  if (language) {
    const saved = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { language },
    });
    expect(saved.status).toBe(200);
  }
  return { ...user, browser };
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; issues?: { message: string }[] } }).error;

describe("the web app's error answers", () => {
  it("are the account's language when signed in, whatever the cookie says", async () => {
    const hindi = await seller('hi');
    hindi.browser.setCookie('vastra_lang', 'en');
    const missing = await hindi.browser.get(`/api/catalogues/${randomUUID()}`);
    expect(missing.status).toBe(404);
    expect((await errorOf(missing)).message).toBe(SERVER_MESSAGES_HI.catalogueNotFound);

    const english = await seller('en');
    english.browser.setCookie('vastra_lang', 'hi');
    const alsoMissing = await english.browser.get(`/api/catalogues/${randomUUID()}`);
    expect((await errorOf(alsoMissing)).message).toBe(CATALOGUE_TEXTS.notFound);
  });

  it("are the cookie's language for an account that never chose, and when signed out", async () => {
    const undecided = await seller();
    undecided.browser.setCookie('vastra_lang', 'hi');
    const missing = await undecided.browser.get(`/api/catalogues/${randomUUID()}`);
    expect((await errorOf(missing)).message).toBe(SERVER_MESSAGES_HI.catalogueNotFound);

    const visitor = createBrowser(t);
    const english = await visitor.get('/api/catalogues');
    expect(english.status).toBe(401);
    expect(await english.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: ACCOUNT_TEXTS.signInRequired },
    });
    visitor.setCookie('vastra_lang', 'hi');
    const hindi = await visitor.get('/api/catalogues');
    expect(hindi.status).toBe(401);
    expect(await hindi.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: SERVER_MESSAGES_HI.signInRequired },
    });
  });

  it('say a failed validation and each of its fields in Hindi', async () => {
    const hindi = await seller('hi');
    const refused = await hindi.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'x'.repeat(81) },
    });
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.message).toBe(SERVER_MESSAGES_HI.validationFailed);
    expect(error.issues?.map((issue) => issue.message)).toEqual([SERVER_MESSAGES_HI.nameTooLong]);
  });

  it("say a refused photo's slot and reason in the account's language", async () => {
    const upload = (browser: Awaited<ReturnType<typeof seller>>['browser']) => {
      const form = new FormData();
      const notAPhoto = new Uint8Array(Buffer.from('this is not a photo'));
      form.append('front', new Blob([notAPhoto], { type: 'image/jpeg' }), 'front.jpg');
      form.append('backgroundId', 'clean-white-studio');
      form.append('clientRequestId', randomUUID());
      return browser.request('/api/runs', { method: 'POST', body: form });
    };
    const hindi = await upload((await seller('hi')).browser);
    expect(hindi.status).toBe(415);
    expect((await errorOf(hindi)).message).toBe(`सामने की फ़ोटो: ${SERVER_MESSAGES_HI.notAnImage}`);
    const english = await upload((await seller('en')).browser);
    expect(english.status).toBe(415);
    expect((await errorOf(english)).message).toBe(
      photoRefusal('front', UPLOAD_MESSAGES.notAnImage),
    );
  });

  it("say better-auth's refusals in the page's language", async () => {
    const { email } = await seller();
    const visitor = createBrowser(t);
    visitor.setCookie('vastra_lang', 'hi');
    const refused = await visitor.signIn(email, 'not-the-password');
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as { message: string; error: { message: string } };
    expect(body.error.message).toBe(SERVER_MESSAGES_HI.invalidCredentials);
    expect(body.message).toBe(SERVER_MESSAGES_HI.invalidCredentials);
  });

  it('leave the public API in English for developers', async () => {
    const visitor = createBrowser(t);
    visitor.setCookie('vastra_lang', 'hi');
    const refused = await visitor.get('/api/v1/runs');
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toBe(API_KEY_TEXTS.missingKey);
  });
});

describe('account emails', () => {
  it('verify a sign-up in the language of the page it was made on', async () => {
    const hindiPage = createBrowser(t);
    hindiPage.setCookie('vastra_lang', 'hi');
    const hindiEmail = `hindi-${randomUUID()}@example.com`;
    await hindiPage.post('/api/auth/sign-up/email', { email: hindiEmail, password: 'kurta-123' });
    const hindi = t.mail.to(hindiEmail).at(-1);
    expect(hindi?.subject).toBe('Vastra Studio के लिए अपना ईमेल सत्यापित करें');
    expect(hindi?.text).toContain('ईमेल सत्यापित करें: http://localhost:3000/api/auth/verify-email');
    expect(hindi?.html).toContain('<html lang="hi">');

    const englishEmail = `english-${randomUUID()}@example.com`;
    await createBrowser(t).post('/api/auth/sign-up/email', {
      email: englishEmail,
      password: 'kurta-123',
    });
    const english = t.mail.to(englishEmail).at(-1);
    expect(english?.subject).toBe('Verify your email for Vastra Studio');
    expect(english?.html).toContain('<html lang="en">');
  });

  it("reset a password in the account's language, else the page's", async () => {
    const hindi = await seller('hi');
    await createBrowser(t).post('/api/auth/request-password-reset', { email: hindi.email });
    expect(t.mail.to(hindi.email).at(-1)?.subject).toBe('अपना Vastra Studio पासवर्ड रीसेट करें');

    const undecided = await seller();
    const hindiPage = createBrowser(t);
    hindiPage.setCookie('vastra_lang', 'hi');
    await hindiPage.post('/api/auth/request-password-reset', { email: undecided.email });
    expect(t.mail.to(undecided.email).at(-1)?.subject).toBe('अपना Vastra Studio पासवर्ड रीसेट करें');

    const english = await seller('en');
    await hindiPage.post('/api/auth/request-password-reset', { email: english.email });
    expect(t.mail.to(english.email).at(-1)?.subject).toBe('Reset your Vastra Studio password');
  });

  it("tell of an email change in the account's language", async () => {
    const hindi = await seller('hi');
    const asked = await hindi.browser.post('/api/auth/change-email', {
      newEmail: `new-${randomUUID()}@example.com`,
    });
    expect(asked.status).toBe(200);
    expect(t.mail.to(hindi.email).at(-1)?.subject).toBe(
      'आपके Vastra Studio खाते का ईमेल बदला जा रहा है',
    );
  });
});

describe('notification emails', () => {
  it("read the account's language from its profile", async () => {
    const notifications = createNotificationsModule({
      db: db.handle.db,
      mailer: t.mail,
      secret: TEST_AUTH_SECRET,
      publicUrl: t.env.PUBLIC_URL,
      seller: t.env,
      quota: createQuotaService(createQuotaRepo(db.handle.db)),
      logger: createLogger('silent'),
    });
    const batchOf = (userId: string) => ({
      userId,
      batchId: randomUUID(),
      name: 'Festive kurtas',
      done: 6,
      failed: 0,
      link: '/dashboard/batch/1',
    });
    const hindi = await seller('hi');
    const english = await seller();
    await notifications.service.sendBatchFinishedEmail(batchOf(hindi.user.id));
    await notifications.service.sendBatchFinishedEmail(batchOf(english.user.id));
    expect(t.mail.to(hindi.email).at(-1)?.subject).toBe('आपका बैच "Festive kurtas" पूरा हो गया');
    expect(t.mail.to(english.email).at(-1)?.subject).toBe(
      'Your batch "Festive kurtas" is finished',
    );
  });
});
