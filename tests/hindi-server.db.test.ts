/**
 * The server in the reader's language (decisions 199, 273): the web app's error answers in
 * English with their keys, which the web says in Hindi for a Hindi page, the account emails in
 * Hindi for a Hindi account or page, and the public API's English beside its keys.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../src/core/account.js';
import { API_KEY_TEXTS } from '../src/core/api-keys.js';
import { CATALOGUE_TEXTS } from '../src/core/catalogues.js';
import type { Language } from '../src/core/language.js';
import { photoRefusal, UPLOAD_MESSAGES } from '../src/core/uploads.js';
import { SERVER_MESSAGES_HI } from '../src/web/i18n/server-messages-hi.js';
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

interface Said {
  message: string;
  key?: string;
  values?: (string | number)[];
}
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: Said & { issues?: Said[] } }).error;

/** What the web shows a Hindi reader for an answer: its key said with the Hindi table. */
function inHindi(said: Said): string {
  const template = (SERVER_MESSAGES_HI as Record<string, unknown>)[said.key ?? ''] as
    string | ((...values: (string | number)[]) => string);
  return typeof template === 'string' ? template : template(...(said.values ?? []));
}

describe("the web app's error answers (decision 273)", () => {
  it('carry the English and its key whatever the language, the web saying the key', async () => {
    const hindi = await seller('hi');
    hindi.browser.setCookie('vastra_lang', 'hi');
    const missing = await hindi.browser.get(`/api/catalogues/${randomUUID()}`);
    expect(missing.status).toBe(404);
    const error = await errorOf(missing);
    expect(error).toEqual({
      code: 'NOT_FOUND',
      message: CATALOGUE_TEXTS.notFound,
      key: 'catalogueNotFound',
      values: [],
    });
    expect(inHindi(error)).toBe('कैटलॉग नहीं मिला');

    const visitor = createBrowser(t);
    visitor.setCookie('vastra_lang', 'hi');
    const signedOut = await visitor.get('/api/catalogues');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: ACCOUNT_TEXTS.signInRequired,
        key: 'signInRequired',
        values: [],
      },
    });
  });

  it('key a failed validation and each of its fields', async () => {
    const hindi = await seller('hi');
    const refused = await hindi.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { firstName: 'x'.repeat(81) },
    });
    expect(refused.status).toBe(400);
    const error = await errorOf(refused);
    expect(error.message).toBe('Some fields are missing or invalid.');
    expect(inHindi(error)).toBe(SERVER_MESSAGES_HI.validationFailed);
    expect(error.issues).toEqual([
      { path: 'firstName', message: 'At most 80 characters.', key: 'nameTooLong', values: [] },
    ]);
    expect(error.issues?.map(inHindi)).toEqual([SERVER_MESSAGES_HI.nameTooLong]);
  });

  it("key a refused photo by its slot and its reason's key", async () => {
    const form = new FormData();
    const notAPhoto = new Uint8Array(Buffer.from('this is not a photo'));
    form.append('front', new Blob([notAPhoto], { type: 'image/jpeg' }), 'front.jpg');
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', randomUUID());
    const refused = await (
      await seller('hi')
    ).browser.request('/api/runs', {
      method: 'POST',
      body: form,
    });
    expect(refused.status).toBe(415);
    const error = await errorOf(refused);
    expect(error.message).toBe(photoRefusal('front', UPLOAD_MESSAGES.notAnImage));
    expect(error.key).toBe('photoRefusal');
    expect(error.values).toEqual(['front', 'notAnImage']);
    expect(inHindi(error)).toBe(`सामने की फ़ोटो: ${SERVER_MESSAGES_HI.notAnImage}`);
  });

  it("key better-auth's refusals, its top-level message in English", async () => {
    const { email } = await seller();
    const visitor = createBrowser(t);
    visitor.setCookie('vastra_lang', 'hi');
    const refused = await visitor.signIn(email, 'not-the-password');
    expect(refused.status).toBe(401);
    const body = (await refused.json()) as { message: string; error: Said };
    expect(body.message).toBe('Invalid email or password');
    expect(body.error.key).toBe('invalidCredentials');
    expect(inHindi(body.error)).toBe(SERVER_MESSAGES_HI.invalidCredentials);
  });

  it('answer the public API with its English message beside the key', async () => {
    const visitor = createBrowser(t);
    visitor.setCookie('vastra_lang', 'hi');
    const refused = await visitor.get('/api/v1/runs');
    expect(refused.status).toBe(401);
    expect(await errorOf(refused)).toEqual({
      code: 'UNAUTHENTICATED',
      message: API_KEY_TEXTS.missingKey,
      key: 'apiKeyMissing',
      values: [],
    });
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
