import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLaunch, CheckoutView, PaymentsResponse } from '../../src/core/billing.js';
import {
  billingCheckout,
  payment,
  processedWebhookEvent,
} from '../../src/server/db/schema/billing.js';
import { subscription } from '../../src/server/db/schema/quota.js';
import { createQuotaRepo } from '../../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../../src/server/modules/quota/quota-service.js';
import { createRazorpayPaymentProvider } from '../../src/server/providers/payments/razorpay-payment-provider.js';
import { startRazorpayFake, type RazorpayFake } from '../fakes/razorpay-fake.js';
import {
  razorpayEventBody,
  razorpayEventId,
  signRazorpayWebhook,
  type EventOptions,
} from '../fakes/razorpay-webhooks.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import {
  createBillingHarness,
  type BillingHarness,
  type SignedInCaller,
} from './billing-harness.js';

const KEY_ID = 'rzp_test_FakeKey0001';
const KEY_SECRET = 'fake-key-secret-0123456789';
const WEBHOOK_SECRET = 'fake-webhook-secret-0123456789';
const PLAN_IDS = {
  pro: { monthly: 'plan_ProMonthly001', yearly: 'plan_ProYearly0001' },
  premium: { monthly: 'plan_PremMonthly01', yearly: 'plan_PremYearly001' },
};

let db: TestDatabase;
let fake: RazorpayFake;
let h: BillingHarness;

beforeAll(async () => {
  db = await createTestDatabase();
  fake = await startRazorpayFake({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    planIds: Object.values(PLAN_IDS).flatMap((periods) => Object.values(periods)),
  });
  const provider = createRazorpayPaymentProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    planIds: PLAN_IDS,
    apiBaseUrl: fake.url,
    timeoutMs: 2000,
  });
  h = createBillingHarness(db, provider);
});
afterAll(async () => {
  h.close();
  await fake.close();
  await db.close();
});

const usageOf = (userId: string) =>
  createQuotaService(createQuotaRepo(db.handle.db)).getUsage(userId);
const paymentsOf = (userId: string) =>
  db.handle.db.select().from(payment).where(eq(payment.userId, userId));
const subscriptionOf = async (userId: string) =>
  (await db.handle.db.select().from(subscription).where(eq(subscription.userId, userId)))[0];

async function checkout(buyer: SignedInCaller, plan = 'pro', period = 'monthly') {
  const response = await buyer.call('POST', '/api/billing/checkout', { plan, period });
  expect(response.status).toBe(201);
  return (await response.json()) as Extract<CheckoutLaunch, { provider: 'razorpay' }>;
}

/** Checkout, pay at the fake and post the handler's fields, as the browser does. */
async function buy(buyer: SignedInCaller, plan = 'pro', period = 'monthly') {
  const launch = await checkout(buyer, plan, period);
  const handler = fake.pay(launch.subscriptionId);
  const verified = await buyer.call('POST', '/api/billing/verify', {
    checkoutId: launch.checkoutId,
    paymentId: handler.razorpay_payment_id,
    subscriptionId: handler.razorpay_subscription_id,
    signature: handler.razorpay_signature,
  });
  return { launch, handler, verified };
}

function send(
  event: string,
  options: EventOptions,
  extra: { id?: string; body?: string; signature?: string } = {},
) {
  const body = extra.body ?? razorpayEventBody(event, options);
  return h.webhook(body, {
    'X-Razorpay-Signature': extra.signature ?? signRazorpayWebhook(body, WEBHOOK_SECRET),
    'X-Razorpay-Event-Id': extra.id ?? razorpayEventId(),
  });
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('Razorpay provider against the fake REST API', () => {
  it('creates a subscription for the configured plan id and gives the browser what Checkout needs', async () => {
    const buyer = await h.signIn();
    const launch = await checkout(buyer, 'premium', 'yearly');
    expect(launch).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      name: 'Vastra Studio',
      prefill: { email: buyer.user.email },
      notes: { checkout_id: launch.checkoutId },
    });
    const created = fake.subscriptions.get(launch.subscriptionId);
    expect(created).toMatchObject({
      plan_id: 'plan_PremYearly001',
      total_count: 10,
      notes: { checkout_id: launch.checkoutId, user_id: buyer.user.id },
    });
    const [row] = await db.handle.db
      .select()
      .from(billingCheckout)
      .where(eq(billingCheckout.id, launch.checkoutId));
    expect(row).toMatchObject({
      providerSubscriptionId: launch.subscriptionId,
      amountPaise: 99_990_00,
      status: 'pending',
    });
  });

  it('verifies the handler result against its own record, fetches the subscription, then activates', async () => {
    const buyer = await h.signIn();
    const before = fake.requests.length;
    const { launch, verified } = await buy(buyer);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as CheckoutView).state).toBe('success');
    expect(fake.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/subscriptions',
      `GET /v1/subscriptions/${launch.subscriptionId}`,
    ]);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'pro', limit: 500 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({
      provider: 'razorpay',
      providerSubscriptionId: launch.subscriptionId,
    });
  });

  it('activates nothing when the subscription id or signature does not match the checkout', async () => {
    const buyer = await h.signIn();
    const first = await checkout(buyer);
    const second = await checkout(buyer);
    const handler = fake.pay(second.subscriptionId);
    // A genuine signature for another subscription, presented for this checkout.
    const swapped = await buyer.call('POST', '/api/billing/verify', {
      checkoutId: first.checkoutId,
      paymentId: handler.razorpay_payment_id,
      subscriptionId: handler.razorpay_subscription_id,
      signature: handler.razorpay_signature,
    });
    expect(swapped.status).toBe(400);
    const withoutId = await buyer.call('POST', '/api/billing/verify', {
      checkoutId: first.checkoutId,
      paymentId: handler.razorpay_payment_id,
      signature: handler.razorpay_signature,
    });
    expect(withoutId.status).toBe(400);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });
    expect(await paymentsOf(buyer.user.id)).toHaveLength(0);
  });

  it('answers 503 with a clear message when Razorpay refuses to create the subscription', async () => {
    const buyer = await h.signIn();
    fake.failNext(500);
    const response = await buyer.call('POST', '/api/billing/checkout', {
      plan: 'pro',
      period: 'monthly',
    });
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /payment service/,
    );
  });

  it('leaves a signed payment processing when Razorpay cannot be asked, and the charged webhook finishes it', async () => {
    const buyer = await h.signIn();
    const launch = await checkout(buyer);
    const handler = fake.pay(launch.subscriptionId);
    fake.failNext(503);
    const verified = await buyer.call('POST', '/api/billing/verify', {
      checkoutId: launch.checkoutId,
      paymentId: handler.razorpay_payment_id,
      subscriptionId: launch.subscriptionId,
      signature: handler.razorpay_signature,
    });
    expect(((await verified.json()) as CheckoutView).state).toBe('processing');
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });

    const response = await send('subscription.charged', {
      subscriptionId: launch.subscriptionId,
      payment: { id: handler.razorpay_payment_id, amount: 299_900 },
    });
    expect(response.status).toBe(200);
    const view = (await (
      await buyer.call('GET', `/api/billing/checkout/${launch.checkoutId}`)
    ).json()) as CheckoutView;
    expect(view.state).toBe('success');
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'pro' });
    expect(await paymentsOf(buyer.user.id)).toHaveLength(1);
  });

  it('cancels at Razorpay at the cycle end, and stops the old subscription after an upgrade', async () => {
    const buyer = await h.signIn();
    const pro = await buy(buyer, 'pro');
    const premium = await buy(buyer, 'premium');
    expect(premium.verified.status).toBe(200);
    await expect
      .poll(() => fake.subscriptions.get(pro.launch.subscriptionId)?.status)
      .toBe('cancelled');

    const cancelled = await buyer.call('POST', '/api/billing/subscription/cancel');
    expect(cancelled.status).toBe(200);
    const request = fake.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${premium.launch.subscriptionId}/cancel`,
    );
    expect(request?.body).toEqual({ cancel_at_cycle_end: 1 });
    expect(await usageOf(buyer.user.id)).toMatchObject({
      plan: 'premium',
      cancelAtPeriodEnd: true,
    });
  });
});

describe('Razorpay webhooks', () => {
  it('rejects a re-serialised body and a wrong signature, changing nothing', async () => {
    const buyer = await h.signIn();
    const launch = await checkout(buyer);
    const options = {
      subscriptionId: launch.subscriptionId,
      payment: { id: 'pay_Reserialised01', amount: 299_900 },
    };
    const body = razorpayEventBody('subscription.charged', options);
    const signature = signRazorpayWebhook(body, WEBHOOK_SECRET);
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const id = razorpayEventId();
    expect(
      (await send('subscription.charged', options, { body: reserialised, signature, id })).status,
    ).toBe(400);
    expect(
      (
        await send('subscription.charged', options, {
          signature: signRazorpayWebhook(body, 'not-the-secret'),
        })
      ).status,
    ).toBe(400);
    expect((await send('subscription.charged', options, { signature: '' })).status).toBe(400);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });
    expect(
      await db.handle.db
        .select()
        .from(processedWebhookEvent)
        .where(eq(processedWebhookEvent.eventId, id)),
    ).toHaveLength(0);
    // The original bytes with the same id still work.
    expect((await send('subscription.charged', options, { body, signature, id })).status).toBe(200);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'pro' });
  });

  it('applies one event delivered three times once (one after another and at the same instant)', async () => {
    const buyer = await h.signIn();
    const { launch } = await buy(buyer);
    const before = (await subscriptionOf(buyer.user.id))!;
    const renewal = (paymentId: string, from: Date) => ({
      subscriptionId: launch.subscriptionId,
      currentStart: seconds(from),
      currentEnd: seconds(new Date(from.getTime() + 30 * 86_400_000)),
      payment: { id: paymentId, amount: 299_900 },
    });
    const first = renewal('pay_RenewalOne0001', before.currentPeriodEnd!);
    const id = razorpayEventId();
    const body = razorpayEventBody('subscription.charged', first);
    for (let i = 0; i < 3; i++) {
      const response = await send('subscription.charged', first, { id, body });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: i === 0 ? 'processed' : 'duplicate' });
    }
    const extended = (await subscriptionOf(buyer.user.id))!;
    expect(extended.currentPeriodEnd!.getTime()).toBe(
      (seconds(before.currentPeriodEnd!) + 30 * 86_400) * 1000,
    );

    const second = renewal('pay_RenewalTwo0001', extended.currentPeriodEnd!);
    const id2 = razorpayEventId();
    const body2 = razorpayEventBody('subscription.charged', second);
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('subscription.charged', second, { id: id2, body: body2 })),
    );
    const outcomes = await Promise.all(answers.map((a) => a.json()));
    expect(outcomes.filter((o) => (o as { status: string }).status === 'processed')).toHaveLength(
      1,
    );

    const payments = await paymentsOf(buyer.user.id);
    expect(payments.map((p) => p.providerPaymentId).sort()).toHaveLength(3);
    const list = (await (
      await buyer.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    expect(list.payments.every((p) => p.status === 'completed' && p.invoiceNumber)).toBe(true);
    // A different event id for a payment already recorded changes nothing either.
    expect((await send('subscription.charged', second)).status).toBe(200);
    expect(await paymentsOf(buyer.user.id)).toHaveLength(3);
  });

  it('never undoes a terminal state, and an older event never overrides a newer one', async () => {
    const buyer = await h.signIn();
    const { launch } = await buy(buyer);
    const t = seconds(new Date());
    const sub = { subscriptionId: launch.subscriptionId };

    // halted (t+20) arrives, then an older pending (t+10): still halted.
    await send('subscription.halted', { ...sub, createdAt: t + 20, subscriptionStatus: 'halted' });
    await send('subscription.pending', {
      ...sub,
      createdAt: t + 10,
      subscriptionStatus: 'pending',
    });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'halted' });
    // A newer activation brings it back.
    await send('subscription.activated', { ...sub, createdAt: t + 30 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'active' });

    // cancelled (t+50), then an activated created earlier (t+40) and one created later (t+60).
    await send('subscription.cancelled', {
      ...sub,
      createdAt: t + 50,
      subscriptionStatus: 'cancelled',
    });
    await send('subscription.activated', { ...sub, createdAt: t + 40 });
    await send('subscription.activated', { ...sub, createdAt: t + 60 });
    await send('subscription.halted', { ...sub, createdAt: t + 70, subscriptionStatus: 'halted' });
    const [checkoutRow] = await db.handle.db
      .select()
      .from(billingCheckout)
      .where(eq(billingCheckout.id, launch.checkoutId));
    expect(checkoutRow?.providerStatus).toBe('cancelled');
    // Cancelled: no renewals, but the paid period runs to its end.
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
    });
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'pro', cancelAtPeriodEnd: true });
  });

  it('records a charge that arrives after the cancellation (money moved) without reviving renewals', async () => {
    const buyer = await h.signIn();
    const { launch } = await buy(buyer);
    const end = (await subscriptionOf(buyer.user.id))!.currentPeriodEnd!;
    await send('subscription.cancelled', {
      subscriptionId: launch.subscriptionId,
      createdAt: seconds(new Date()) + 100,
    });
    await send('subscription.charged', {
      subscriptionId: launch.subscriptionId,
      createdAt: seconds(new Date()) + 50,
      currentStart: seconds(end),
      currentEnd: seconds(end) + 30 * 86_400,
      payment: { id: 'pay_LateCharge00001', amount: 299_900 },
    });
    expect(await paymentsOf(buyer.user.id)).toHaveLength(2);
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it('shows a failed first payment with its reason and lists it without an invoice', async () => {
    const buyer = await h.signIn();
    const launch = await checkout(buyer);
    const response = await send('payment.failed', {
      subscriptionId: launch.subscriptionId,
      payment: {
        id: 'pay_Failed00000001',
        amount: 299_900,
        status: 'failed',
        errorDescription: 'Your card was declined by the bank.',
        checkoutId: launch.checkoutId,
      },
    });
    expect(response.status).toBe(200);
    const view = (await (
      await buyer.call('GET', `/api/billing/checkout/${launch.checkoutId}`)
    ).json()) as CheckoutView;
    expect(view).toMatchObject({
      state: 'failed',
      failureReason: 'Your card was declined by the bank.',
    });
    const list = (await (
      await buyer.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    expect(list.payments).toEqual([
      expect.objectContaining({ status: 'failed', invoiceNumber: null, amountPaise: 299_900 }),
    ]);
    expect(
      (await buyer.call('GET', `/api/billing/payments/${list.payments[0]!.id}/invoice.pdf`)).status,
    ).toBe(404);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });
  });

  it('completes a payment first recorded as failed (a late authorisation), once, with an invoice', async () => {
    const buyer = await h.signIn();
    const launch = await checkout(buyer);
    const late = { id: 'pay_LateAuthorised1', amount: 299_900 };
    await send('payment.failed', {
      subscriptionId: launch.subscriptionId,
      payment: { ...late, status: 'failed', errorDescription: 'Bank timeout.' },
    });
    const response = await send('subscription.charged', {
      subscriptionId: launch.subscriptionId,
      payment: late,
    });
    expect(await response.json()).toEqual({ status: 'processed' });
    const rows = await paymentsOf(buyer.user.id);
    expect(rows).toEqual([
      expect.objectContaining({
        providerPaymentId: late.id,
        status: 'completed',
        failureReason: null,
        invoiceNumber: expect.stringMatching(/^VS-\d{4}-\d{6}$/),
      }),
    ]);
    const view = (await (
      await buyer.call('GET', `/api/billing/checkout/${launch.checkoutId}`)
    ).json()) as CheckoutView;
    expect(view.state).toBe('success');
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'pro' });
  });

  it('activates nothing from a payment already recorded for another checkout, and spends no invoice number', async () => {
    const first = await h.signIn();
    const { handler } = await buy(first);
    const [paid] = await paymentsOf(first.user.id);
    const other = await h.signIn();
    const launch = await checkout(other);
    const response = await send('subscription.charged', {
      subscriptionId: launch.subscriptionId,
      payment: { id: handler.razorpay_payment_id, amount: 299_900 },
    });
    expect(response.status).toBe(200);
    const [untouched] = await db.handle.db
      .select()
      .from(billingCheckout)
      .where(eq(billingCheckout.id, launch.checkoutId));
    expect(untouched).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(await paymentsOf(other.user.id)).toHaveLength(0);
    expect(await usageOf(other.user.id)).toMatchObject({ plan: 'free' });

    await buy(other);
    const [next] = await paymentsOf(other.user.id);
    const sequenceOf = (invoice: string | null | undefined) => Number(invoice?.slice(-6));
    expect(sequenceOf(next?.invoiceNumber)).toBe(sequenceOf(paid?.invoiceNumber) + 1);
  });

  it('ignores events for subscriptions that are not ours, and activates nothing from them', async () => {
    const response = await send('subscription.charged', {
      subscriptionId: 'sub_NotOurs00000001',
      payment: { id: 'pay_NotOurs00000001', amount: 1 },
    });
    expect(await response.json()).toEqual({ status: 'ignored' });
    expect(
      await db.handle.db
        .select()
        .from(payment)
        .where(eq(payment.providerPaymentId, 'pay_NotOurs00000001')),
    ).toHaveLength(0);
  });
});
