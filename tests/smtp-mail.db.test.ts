/**
 * Real mail: the notification emails sent through a real SMTP server started here (STARTTLS
 * with a self-signed certificate, AUTH required), read back as they arrived: envelope and
 * headers, List-Unsubscribe and its one-click POST, the payment receipt's invoice PDF, and a
 * server that refuses, drops the connection mid-DATA or never answers: the send fails, the
 * email's claim is given back, and the job's retry delivers it, once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLaunch, SandboxPaymentResult } from '../src/core/billing.js';
import { sendNotificationJob } from '../src/server/jobs/definitions/send-notification.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createNotificationsModule } from '../src/server/modules/notifications/notifications-module.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import {
  createSmtpMailProvider,
  SMTP_SEND_DEADLINE_MS,
} from '../src/server/providers/mail/smtp-mail-provider.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { startSmtpServer, SMTP_USER, type SmtpTestServer } from './support/smtp-test-server.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let t: TestApp;
let smtp: SmtpTestServer;

beforeAll(async () => {
  db = await createTestDatabase();
  // The app queues no emails here: each test delivers its event as the job would.
  t = createTestApp(db, {}, { notify: async () => {} });
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  t?.close();
  await db?.close();
});

/** The notifications the worker builds, mailing through the test's SMTP server. */
function notificationsVia(options: { url?: string; deadlineMs?: number } = {}) {
  const logger = createLogger('silent');
  return createNotificationsModule({
    db: db.handle.db,
    mailer: createSmtpMailProvider({
      url: options.url ?? smtp.url(),
      from: t.env.MAIL_FROM,
      logger,
      tls: { ca: smtp.cert },
      deadlineMs: options.deadlineMs,
    }),
    secret: TEST_AUTH_SECRET,
    publicUrl: t.env.PUBLIC_URL,
    seller: t.env,
    quota: createQuotaService(createQuotaRepo(db.handle.db)),
    logger,
  }).service;
}

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, browser };
}

const batchEvent = (userId: string) => {
  const batchId = randomUUID();
  return {
    kind: 'batch-finished' as const,
    userId,
    batchId,
    name: 'Festive kurtas',
    done: 6,
    failed: 0,
    link: `/dashboard/batch/${batchId}`,
  };
};

const mailsTo = (email: string) => smtp.received.filter((m) => m.envelopeTo.includes(email));

describe('mail through a real SMTP server', () => {
  it('sends the payment receipt over STARTTLS after AUTH, with the invoice PDF the app serves', async () => {
    const buyer = await signedIn();
    const launch = (await (
      await buyer.browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' })
    ).json()) as CheckoutLaunch;
    const signed = (await (
      await buyer.browser.post(`/api/billing/sandbox/checkout/${launch.checkoutId}/pay`)
    ).json()) as SandboxPaymentResult;
    expect((await buyer.browser.post('/api/billing/verify', signed)).status).toBe(200);
    const { payments } = (await (await buyer.browser.get('/api/billing/payments')).json()) as {
      payments: { id: string; invoiceNumber: string }[];
    };
    const [payment] = payments;
    const invoicePdf = Buffer.from(
      await (
        await buyer.browser.get(`/api/billing/payments/${payment!.id}/invoice.pdf`)
      ).arrayBuffer(),
    );

    const outcome = await notificationsVia().deliver({
      kind: 'payment-receipt',
      userId: buyer.user.id,
      paymentId: payment!.id,
    });
    expect(outcome).toBe('sent');

    const [arrived] = mailsTo(buyer.email);
    expect(mailsTo(buyer.email)).toHaveLength(1);
    expect(arrived).toMatchObject({
      secure: true,
      user: SMTP_USER,
      envelopeFrom: 'no-reply@vastra.studio',
      envelopeTo: [buyer.email],
    });
    const { headers, parts } = arrived!.mail;
    expect(headers.get('from')).toBe('Vastra Studio <no-reply@vastra.studio>');
    expect(headers.get('to')).toBe(buyer.email);
    expect(headers.get('subject')).toBe(
      `Your Vastra Studio receipt: invoice ${payment!.invoiceNumber}`,
    );
    expect(headers.get('message-id')).toMatch(/^<.+@.+>$/);
    // A receipt is not a notification anyone can switch off: no unsubscribe headers.
    expect(headers.has('list-unsubscribe')).toBe(false);

    const text = parts.find((p) => p.contentType === 'text/plain');
    expect(text?.content.toString('utf8')).toContain('Amount paid: ₹2,999');
    expect(parts.some((p) => p.contentType === 'text/html')).toBe(true);
    const pdf = parts.find((p) => p.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`invoice-${payment!.invoiceNumber}.pdf`);
    expect(pdf?.content.equals(invoicePdf)).toBe(true);
  });

  it('sends List-Unsubscribe with One-Click, and the one-click POST turns the switch off', async () => {
    const seller = await signedIn();
    expect(await notificationsVia().deliver(batchEvent(seller.user.id))).toBe('sent');
    const { headers } = mailsTo(seller.email)[0]!.mail;
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    const address = headers.get('list-unsubscribe')?.match(/^<(https?:\/\/[^>]+)>$/)?.[1];
    expect(address).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=/);

    // What a mail client does (RFC 8058): POST the form to the address, no cookies.
    const url = new URL(address!);
    const click = await t.request(url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await notificationsVia().deliver(batchEvent(seller.user.id))).toBe('switched-off');
    expect(mailsTo(seller.email)).toHaveLength(1);
  });

  it('does not send when the server refuses the sign-in, and sends on the retry', async () => {
    const seller = await signedIn();
    const event = batchEvent(seller.user.id);
    await expect(
      notificationsVia({ url: smtp.url(SMTP_USER, 'wrong-password') }).deliver(event),
    ).rejects.toThrow(/535/);
    expect(mailsTo(seller.email)).toHaveLength(0);
    expect(await notificationsVia().deliver(event)).toBe('sent');
    expect(mailsTo(seller.email)).toHaveLength(1);
  });

  it.each([
    ['refuses it for now (451)', 'refuse-451' as const, /451/],
    ['refuses it (554)', 'refuse-554' as const, /554/],
    ['drops the connection mid-DATA', 'drop' as const, /closed|ECONNRESET|EPIPE/i],
  ])(
    'a server that %s: the send fails, and the retry delivers it once',
    async (_, behaviour, error) => {
      const seller = await signedIn();
      const event = batchEvent(seller.user.id);
      const attemptsBefore = smtp.attempts();
      smtp.plan.push(behaviour);
      // The job's handler fails, so pg-boss retries it (send-notification.ts).
      await expect(notificationsVia().deliver(event)).rejects.toThrow(error);
      expect(smtp.attempts()).toBe(attemptsBefore + 1);
      expect(mailsTo(seller.email)).toHaveLength(0);

      expect(await notificationsVia().deliver(event)).toBe('sent');
      expect(await notificationsVia().deliver(event)).toBe('already-sent');
      expect(mailsTo(seller.email)).toHaveLength(1);
    },
  );

  it('gives up on a server that never answers before the job expires, and the retry sends', async () => {
    // The job's retry only helps if the send has failed (and given its claim back) by then.
    expect(SMTP_SEND_DEADLINE_MS).toBeLessThan(
      (sendNotificationJob.queue.expireInSeconds ?? 0) * 1000,
    );
    expect(sendNotificationJob.queue.retryLimit).toBeGreaterThan(0);

    const seller = await signedIn();
    const event = batchEvent(seller.user.id);
    smtp.plan.push('hang');
    await expect(notificationsVia({ deadlineMs: 1_000 }).deliver(event)).rejects.toThrow(
      /timeout|longer than 1000 ms/i,
    );
    expect(await notificationsVia().deliver(event)).toBe('sent');
    expect(mailsTo(seller.email)).toHaveLength(1);
  });
});
