/**
 * The emails Settings promises, read from the recording outbox (decision 150): the payment
 * receipt with its invoice, the unsubscribe link and one-click, once per event on a real
 * database, and the catalogue email's page-closed rule on real rows. Events are delivered
 * inline here (the test app has no queue), as the 'send-notification' job delivers them.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../src/core/account.js';
import type { CheckoutLaunch, SandboxPaymentResult } from '../src/core/billing.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createNotificationsModule } from '../src/server/modules/notifications/notifications-module.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import type { MailMessage } from '../src/server/providers/mail/mail-provider.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;
/** The same module the app and the worker build, on the same database, mailer and secret. */
let notifications: ReturnType<typeof createNotificationsModule>;

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
  notifications = createNotificationsModule({
    db: db.handle.db,
    mailer: t.mail,
    secret: TEST_AUTH_SECRET,
    publicUrl: t.env.PUBLIC_URL,
    seller: t.env,
    quota: createQuotaService(createQuotaRepo(db.handle.db)),
    logger: createLogger('silent'),
  });
});
afterAll(async () => {
  t.close();
  await db.close();
});

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, browser };
}

const switchesOf = async (browser: ReturnType<typeof createBrowser>) =>
  (await (await browser.get('/api/account/notifications')).json()) as NotificationSettings;

const batchEvent = (userId: string, batchId = randomUUID()) => ({
  userId,
  batchId,
  name: 'Festive kurtas',
  done: 6,
  failed: 0,
  link: `/dashboard/batch/${batchId}`,
});

/** The token of the unsubscribe page link in an email's text. */
function pageToken(mail: MailMessage): string {
  const link = mail.text.match(/Unsubscribe: (\S+)/)?.[1];
  if (!link) throw new Error('no unsubscribe link in the email');
  const url = new URL(link);
  expect(url.origin + url.pathname).toBe(`${t.env.PUBLIC_URL}/unsubscribe`);
  return url.searchParams.get('token')!;
}

describe('payment receipt', () => {
  it('is sent once per payment with the invoice PDF attached, whatever the switches say', async () => {
    const buyer = await signedIn();
    const allOff = { emailNotifications: false, marketingUpdates: false, usageAlerts: false };
    expect(
      (await buyer.browser.request('/api/account/notifications', { method: 'PUT', json: allOff }))
        .status,
    ).toBe(200);

    const launch = (await (
      await buyer.browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' })
    ).json()) as CheckoutLaunch;
    const signed = (await (
      await buyer.browser.post(`/api/billing/sandbox/checkout/${launch.checkoutId}/pay`)
    ).json()) as SandboxPaymentResult;
    expect((await buyer.browser.post('/api/billing/verify', signed)).status).toBe(200);
    // A replayed verify records nothing new and sends nothing new.
    await buyer.browser.post('/api/billing/verify', signed);

    const mails = t.mail.to(buyer.email);
    expect(mails).toHaveLength(1);
    const [receipt] = mails;
    expect(receipt!.subject).toMatch(/^Your Vastra Studio receipt: invoice \S+$/);
    expect(receipt!.text).toContain('Pro Plan');
    expect(receipt!.text).toContain('Amount paid: ₹2,999');
    expect(receipt!.headers?.['List-Unsubscribe']).toBeUndefined();
    expect(receipt!.attachments).toHaveLength(1);
    const [pdf] = receipt!.attachments!;
    expect(pdf!.contentType).toBe('application/pdf');
    expect(pdf!.filename).toMatch(/^invoice-.+\.pdf$/);
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf!.content.length).toBeGreaterThan(1000);
  });
});

describe('unsubscribe link', () => {
  it("turns off its own switch without signing in, and the next email isn't sent", async () => {
    const seller = await signedIn();
    expect(await notifications.service.sendBatchFinishedEmail(batchEvent(seller.user.id))).toBe(
      'sent',
    );
    const token = pageToken(t.mail.to(seller.email).at(-1)!);

    const stranger = createBrowser(t); // no session
    const answer = await stranger.post('/api/notifications/unsubscribe', { token });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      switch: 'emailNotifications',
      label: 'Email Notifications',
    });
    expect(await switchesOf(seller.browser)).toEqual({
      emailNotifications: false,
      marketingUpdates: false,
      usageAlerts: true,
    });

    expect(await notifications.service.sendBatchFinishedEmail(batchEvent(seller.user.id))).toBe(
      'switched-off',
    );
    expect(t.mail.to(seller.email)).toHaveLength(1);
    // Clicking the link again is fine: the switch stays off.
    expect((await stranger.post('/api/notifications/unsubscribe', { token })).status).toBe(200);
  });

  it('takes a mail client one-click POST at the List-Unsubscribe address (RFC 8058)', async () => {
    const seller = await signedIn();
    expect(await notifications.service.sendBatchFinishedEmail(batchEvent(seller.user.id))).toBe(
      'sent',
    );
    const mail = t.mail.to(seller.email).at(-1)!;
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const address = new URL(mail.headers!['List-Unsubscribe']!.slice(1, -1));
    const response = await t.app.request(address.pathname + address.search, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await switchesOf(seller.browser)).emailNotifications).toBe(false);
  });

  it('sends a browser that GETs the List-Unsubscribe address to the page, changing nothing', async () => {
    const seller = await signedIn();
    await notifications.service.sendBatchFinishedEmail(batchEvent(seller.user.id));
    const address = new URL(
      t.mail.to(seller.email).at(-1)!.headers!['List-Unsubscribe']!.slice(1, -1),
    );
    const response = await t.app.request(address.pathname + address.search);
    expect(response.status).toBe(303);
    const token = address.searchParams.get('token')!;
    expect(response.headers.get('location')).toBe(
      `/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect((await switchesOf(seller.browser)).emailNotifications).toBe(true);
  });

  it('refuses a tampered or missing token and changes nothing', async () => {
    const seller = await signedIn();
    const other = await signedIn();
    await notifications.service.sendBatchFinishedEmail(batchEvent(seller.user.id));
    const token = pageToken(t.mail.to(seller.email).at(-1)!);
    const [payload, signature] = token.split('.');
    const otherPayload = Buffer.from(
      JSON.stringify({ u: other.user.id, s: 'emailNotifications' }),
    ).toString('base64url');
    const browser = createBrowser(t);
    for (const bad of [
      `${otherPayload}.${signature}`,
      `${payload}.${signature!.slice(0, -4)}AAAA`,
      `${payload}.`,
      'nonsense',
    ]) {
      const response = await browser.post('/api/notifications/unsubscribe', { token: bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', message: 'This unsubscribe link is not valid.' },
      });
    }
    const missing = await browser.request('/api/notifications/unsubscribe', { method: 'POST' });
    expect(missing.status).toBe(400);
    expect((await switchesOf(seller.browser)).emailNotifications).toBe(true);
    expect((await switchesOf(other.browser)).emailNotifications).toBe(true);
  });
});

describe('once per event, on the database', () => {
  it('sends one email when the same event is delivered at the same instant many times', async () => {
    const seller = await signedIn();
    const event = { kind: 'batch-finished' as const, ...batchEvent(seller.user.id) };
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => notifications.service.deliver(event)),
    );
    expect(outcomes.filter((o) => o === 'sent')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already-sent')).toHaveLength(5);
    expect(t.mail.to(seller.email)).toHaveLength(1);
  });
});

describe('catalogue finished while the page was closed', () => {
  async function longFinishedRun(userId: string) {
    const finishedAt = new Date();
    const [run] = await db.handle.db
      .insert(generationRun)
      .values({
        userId,
        clientRequestId: randomUUID(),
        status: 'completed',
        engine: 'gemini',
        onModel: true,
        backgroundId: 'clean-white-studio',
        backgroundName: 'Clean White Studio',
        inputKeys: {},
        shotCount: 5,
        createdAt: new Date(finishedAt.getTime() - 4 * 60_000),
        finishedAt,
      })
      .returning({ id: generationRun.id });
    await db.handle.db.insert(runShot).values(
      Array.from({ length: 5 }, (_, index) => ({
        runId: run!.id,
        index,
        shotId: `shot-${index}`,
        name: `Shot ${index}`,
        status: index < 4 ? 'complete' : 'failed',
      })),
    );
    return run!.id;
  }

  it('is sent when its socket closed before the end, not while a socket is open', async () => {
    const seller = await signedIn();
    const watched = await longFinishedRun(seller.user.id);
    await notifications.runWatch.opened(watched);
    expect(await notifications.service.deliver({ kind: 'run-finished', runId: watched })).toBe(
      'page-open',
    );

    const closed = await longFinishedRun(seller.user.id);
    expect(await notifications.service.deliver({ kind: 'run-finished', runId: closed })).toBe(
      'sent',
    );
    expect(await notifications.service.deliver({ kind: 'run-finished', runId: closed })).toBe(
      'already-sent',
    );
    const mails = t.mail.to(seller.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your catalogue is ready']);
    expect(mails[0]!.text).toContain('4 of 5 images made');
  });

  it('is not sent when Email Notifications is off', async () => {
    const seller = await signedIn();
    await seller.browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: false, marketingUpdates: false, usageAlerts: true },
    });
    const runId = await longFinishedRun(seller.user.id);
    expect(await notifications.service.deliver({ kind: 'run-finished', runId })).toBe(
      'switched-off',
    );
    expect(t.mail.to(seller.email)).toHaveLength(0);
  });
});
