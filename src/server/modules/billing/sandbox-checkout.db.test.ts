import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBillingHarness,
  type BillingHarness,
  type SignedInCaller,
} from '../../../../tests/billing/billing-harness.js';
import { setPlan } from '../../../../tests/support/insert-user.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.js';
import type {
  CheckoutLaunch,
  CheckoutView,
  PaymentsResponse,
  SandboxPaymentResult,
} from '../../../core/billing.js';
import { PLANS } from '../../../core/plans.js';
import { billingCheckout, payment } from '../../db/schema/billing.js';
import { subscription } from '../../db/schema/quota.js';
import { createSandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider.js';
import { createQuotaRepo } from '../quota/quota-repo.js';
import { createQuotaService } from '../quota/quota-service.js';

let db: TestDatabase;
let h: BillingHarness;

beforeAll(async () => {
  db = await createTestDatabase();
  h = createBillingHarness(db, createSandboxPaymentProvider('sandbox-secret-for-tests-0123'));
});
afterAll(async () => {
  h.close();
  await db.close();
});

const usageOf = (userId: string) =>
  createQuotaService(createQuotaRepo(db.handle.db)).getUsage(userId);

async function startCheckout(buyer: SignedInCaller, plan = 'pro', period = 'monthly') {
  const response = await buyer.call('POST', '/api/billing/checkout', { plan, period });
  expect(response.status).toBe(201);
  return (await response.json()) as CheckoutLaunch;
}

async function payInSandbox(buyer: SignedInCaller, checkoutId: string) {
  const signed = await buyer.call('POST', `/api/billing/sandbox/checkout/${checkoutId}/pay`);
  expect(signed.status).toBe(200);
  const result = (await signed.json()) as SandboxPaymentResult;
  return buyer.call('POST', '/api/billing/verify', result);
}

describe('sandbox checkout', () => {
  it('upgrades a free user to Pro at once, records the payment and numbers its invoice', async () => {
    const buyer = await h.signIn();
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free', limit: 5 });
    const launch = await startCheckout(buyer, 'pro', 'monthly');
    expect(launch).toMatchObject({
      provider: 'sandbox',
      url: `/checkout/sandbox?session=${launch.checkoutId}`,
    });

    const pending = (await (
      await buyer.call('GET', `/api/billing/checkout/${launch.checkoutId}`)
    ).json()) as CheckoutView;
    expect(pending).toMatchObject({
      state: 'processing',
      plan: 'pro',
      period: 'monthly',
      amountPaise: 299_900,
    });

    const verified = await payInSandbox(buyer, launch.checkoutId);
    expect(verified.status).toBe(200);
    const outcome = (await verified.json()) as CheckoutView;
    expect(outcome).toMatchObject({ state: 'success', plan: 'pro', features: PLANS.pro.features });
    expect(outcome.periodEnd).not.toBeNull();

    expect(await usageOf(buyer.user.id)).toMatchObject({
      plan: 'pro',
      limit: 500,
      used: 0,
      canGenerate: true,
    });
    const list = (await (
      await buyer.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    expect(list.payments).toHaveLength(1);
    expect(list.payments[0]).toMatchObject({
      plan: 'pro',
      billingPeriod: 'monthly',
      amountPaise: 299_900,
      currency: 'INR',
      status: 'completed',
    });
    expect(list.payments[0]!.invoiceNumber).toMatch(/^VS-\d{4}-\d{6}$/);

    const pdf = await buyer.call(
      'GET',
      `/api/billing/payments/${list.payments[0]!.id}/invoice.pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(
      `${list.payments[0]!.invoiceNumber}.pdf`,
    );
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('charges the amount from core, yearly at ten months', async () => {
    const buyer = await h.signIn();
    const launch = await startCheckout(buyer, 'premium', 'yearly');
    const [row] = await db.handle.db
      .select()
      .from(billingCheckout)
      .where(eq(billingCheckout.id, launch.checkoutId));
    expect(row).toMatchObject({
      plan: 'premium',
      billingPeriod: 'yearly',
      amountPaise: 9_999_00 * 10,
    });
  });

  it('ignores amounts and unknown plans sent by the client', async () => {
    const buyer = await h.signIn();
    const tampered = await buyer.call('POST', '/api/billing/checkout', {
      plan: 'pro',
      period: 'monthly',
      amountPaise: 1,
    });
    const launch = (await tampered.json()) as CheckoutLaunch;
    const [row] = await db.handle.db
      .select()
      .from(billingCheckout)
      .where(eq(billingCheckout.id, launch.checkoutId));
    expect(row?.amountPaise).toBe(299_900);
    expect(
      (await buyer.call('POST', '/api/billing/checkout', { plan: 'free', period: 'monthly' }))
        .status,
    ).toBe(400);
    expect(
      (await buyer.call('POST', '/api/billing/checkout', { plan: 'gold', period: 'weekly' }))
        .status,
    ).toBe(400);
  });

  it('activates nothing without a valid signature', async () => {
    const buyer = await h.signIn();
    const launch = await startCheckout(buyer);
    const forged = await buyer.call('POST', '/api/billing/verify', {
      checkoutId: launch.checkoutId,
      paymentId: 'sandbox_pay_forged',
      signature: 'a'.repeat(64),
    });
    expect(forged.status).toBe(400);
    // A real signature for another checkout does not transfer.
    const other = await startCheckout(buyer);
    const signed = (await (
      await buyer.call('POST', `/api/billing/sandbox/checkout/${other.checkoutId}/pay`)
    ).json()) as SandboxPaymentResult;
    const moved = await buyer.call('POST', '/api/billing/verify', {
      ...signed,
      checkoutId: launch.checkoutId,
    });
    expect(moved.status).toBe(400);

    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });
    expect(
      await db.handle.db.select().from(payment).where(eq(payment.userId, buyer.user.id)),
    ).toHaveLength(0);
    const view = (await (
      await buyer.call('GET', `/api/billing/checkout/${launch.checkoutId}`)
    ).json()) as CheckoutView;
    expect(view.state).toBe('processing');
  });

  it('applies a double-clicked or replayed verify once', async () => {
    const buyer = await h.signIn();
    const launch = await startCheckout(buyer);
    const signed = (await (
      await buyer.call('POST', `/api/billing/sandbox/checkout/${launch.checkoutId}/pay`)
    ).json()) as SandboxPaymentResult;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => buyer.call('POST', '/api/billing/verify', signed)),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const payments = await db.handle.db
      .select()
      .from(payment)
      .where(eq(payment.userId, buyer.user.id));
    expect(payments).toHaveLength(1);
    const again = await buyer.call('POST', '/api/billing/verify', signed);
    expect(((await again.json()) as CheckoutView).state).toBe('success');
    expect(
      await db.handle.db.select().from(payment).where(eq(payment.userId, buyer.user.id)),
    ).toHaveLength(1);
  });

  it('gives invoice numbers in sequence without gaps, even when paid at the same instant', async () => {
    const buyers = await Promise.all(Array.from({ length: 6 }, () => h.signIn()));
    const launches = await Promise.all(buyers.map((buyer) => startCheckout(buyer)));
    await Promise.all(buyers.map((buyer, i) => payInSandbox(buyer, launches[i]!.checkoutId)));
    const numbers = (await db.handle.db.select({ n: payment.invoiceNumber }).from(payment))
      .flatMap((row) => (row.n ? [Number(row.n.slice(-6))] : []))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('shows a declined test payment as failed with its reason, and a cancelled one as cancelled', async () => {
    const buyer = await h.signIn();
    const declined = await startCheckout(buyer);
    const answer = (await (
      await buyer.call('POST', `/api/billing/sandbox/checkout/${declined.checkoutId}/decline`)
    ).json()) as CheckoutView;
    expect(answer).toMatchObject({ state: 'failed', failureReason: 'The test card was declined.' });
    const cancelled = await startCheckout(buyer);
    const view = (await (
      await buyer.call('POST', `/api/billing/checkout/${cancelled.checkoutId}/cancel`)
    ).json()) as CheckoutView;
    expect(view).toMatchObject({ state: 'failed', failureReason: 'Payment was cancelled.' });
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free' });
  });

  it('upgrades Pro to Premium at once, and refuses the current or a lower plan', async () => {
    const buyer = await h.signIn();
    const pro = await startCheckout(buyer, 'pro');
    await payInSandbox(buyer, pro.checkoutId);
    expect(
      (await buyer.call('POST', '/api/billing/checkout', { plan: 'pro', period: 'yearly' })).status,
    ).toBe(409);
    const premium = await startCheckout(buyer, 'premium');
    await payInSandbox(buyer, premium.checkoutId);
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'premium', limit: 3000 });
    const lower = await buyer.call('POST', '/api/billing/checkout', {
      plan: 'pro',
      period: 'monthly',
    });
    expect(lower.status).toBe(409);
    expect(((await lower.json()) as { error: { message: string } }).error.message).toContain(
      'Premium plan already includes this',
    );
  });

  it('cancels at the end of the period: the plan and quota stay until then', async () => {
    const buyer = await h.signIn();
    const launch = await startCheckout(buyer, 'pro');
    await payInSandbox(buyer, launch.checkoutId);
    const cancelled = await buyer.call('POST', '/api/billing/subscription/cancel');
    expect(cancelled.status).toBe(200);
    const body = (await cancelled.json()) as {
      currentPeriodEnd: string;
      cancelAtPeriodEnd: boolean;
    };
    expect(body.cancelAtPeriodEnd).toBe(true);
    expect(new Date(body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await usageOf(buyer.user.id)).toMatchObject({
      plan: 'pro',
      cancelAtPeriodEnd: true,
      limit: 500,
    });
    // Clicking again answers the same.
    expect((await buyer.call('POST', '/api/billing/subscription/cancel')).status).toBe(200);
    // After the period: Free.
    await db.handle.db
      .update(subscription)
      .set({ currentPeriodEnd: new Date(Date.now() - 1000) })
      .where(eq(subscription.userId, buyer.user.id));
    expect(await usageOf(buyer.user.id)).toMatchObject({ plan: 'free', limit: 5 });
  });

  it('refuses to cancel a free plan', async () => {
    const buyer = await h.signIn();
    expect((await buyer.call('POST', '/api/billing/subscription/cancel')).status).toBe(409);
  });

  it('lists the last 5 payments by default, newest first, and takes ?limit', async () => {
    const buyer = await h.signIn();
    await setPlan(db.handle.db, buyer.user.id, 'free');
    for (let i = 0; i < 7; i++) {
      await db.handle.db.insert(payment).values({
        userId: buyer.user.id,
        provider: 'sandbox',
        providerPaymentId: `sandbox_pay_list_${buyer.user.id}_${i}`,
        plan: 'pro',
        billingPeriod: 'monthly',
        amountPaise: 299_900,
        status: 'completed',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const five = (await (
      await buyer.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    expect(five.payments).toHaveLength(5);
    expect(five.payments[0]!.createdAt).toBe(new Date(Date.UTC(2026, 0, 7)).toISOString());
    const all = (await (
      await buyer.call('GET', '/api/billing/payments?limit=50')
    ).json()) as PaymentsResponse;
    expect(all.payments).toHaveLength(7);
    expect((await buyer.call('GET', '/api/billing/payments?limit=0')).status).toBe(400);
  });
});
