/**
 * Payment receipts on Razorpay through the whole app: the first payment and every renewal
 * charged by webhook each send one receipt with its invoice PDF (decision 150); a redelivered
 * webhook sends nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLaunch } from '../src/core/billing.js';
import { startRazorpayFake, type RazorpayFake } from './fakes/razorpay-fake.js';
import {
  razorpayEventBody,
  razorpayEventId,
  signRazorpayWebhook,
} from './fakes/razorpay-webhooks.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret-0123456789';
const PLANS = {
  RAZORPAY_PLAN_PRO_MONTHLY: 'plan_ProMonthly001',
  RAZORPAY_PLAN_PRO_YEARLY: 'plan_ProYearly0001',
  RAZORPAY_PLAN_PREMIUM_MONTHLY: 'plan_PremMonthly01',
  RAZORPAY_PLAN_PREMIUM_YEARLY: 'plan_PremYearly001',
};

let db: TestDatabase;
let fake: RazorpayFake;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startRazorpayFake({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    planIds: Object.values(PLANS),
  });
  t = createTestApp(db, {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_BASE_URL: fake.url,
    ...PLANS,
  });
});
afterAll(async () => {
  t.close();
  await fake.close();
  await db.close();
});

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function webhook(body: string, id = razorpayEventId()) {
  return t.app.request('/api/billing/webhooks/razorpay', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Razorpay-Signature': signRazorpayWebhook(body, WEBHOOK_SECRET),
      'X-Razorpay-Event-Id': id,
    },
    body,
  });
}

describe('receipts on Razorpay', () => {
  it('sends one receipt for the first payment and one for each renewal', async () => {
    const user = await createSignedInUser(t.auth);
    const browser = createBrowser(t);
    browser.setCookie(user.cookie.name, user.cookie.value);

    const launch = (await (
      await browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' })
    ).json()) as Extract<CheckoutLaunch, { provider: 'razorpay' }>;
    const paid = fake.pay(launch.subscriptionId);
    const verified = await browser.post('/api/billing/verify', {
      checkoutId: launch.checkoutId,
      paymentId: paid.razorpay_payment_id,
      subscriptionId: paid.razorpay_subscription_id,
      signature: paid.razorpay_signature,
    });
    expect(verified.status).toBe(200);
    expect(t.mail.to(user.email)).toHaveLength(1);

    const from = new Date(Date.now() + 30 * 86_400_000);
    const renewal = razorpayEventBody('subscription.charged', {
      subscriptionId: launch.subscriptionId,
      currentStart: seconds(from),
      currentEnd: seconds(new Date(from.getTime() + 30 * 86_400_000)),
      payment: { id: 'pay_RenewalReceipt01', amount: 299_900 },
    });
    const eventId = razorpayEventId();
    expect((await webhook(renewal, eventId)).status).toBe(200);
    // The same event again, and the same payment in a new event: nothing new is recorded or sent.
    expect((await webhook(renewal, eventId)).status).toBe(200);
    expect((await webhook(renewal)).status).toBe(200);

    const receipts = t.mail.to(user.email);
    expect(receipts).toHaveLength(2);
    const invoices = receipts.map((mail) => mail.subject.match(/invoice (\S+)$/)?.[1]);
    expect(new Set(invoices).size).toBe(2);
    for (const mail of receipts) {
      expect(mail.attachments?.[0]?.contentType).toBe('application/pdf');
      expect(mail.attachments?.[0]?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    expect(receipts[1]!.text).toContain('Plan period:');
  });
});
