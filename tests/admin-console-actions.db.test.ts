/**
 * The console's actions beyond giving images back (issue #41): changing or extending a plan
 * (decision 267), resending the verification and receipt emails (decision 268), and a credit
 * that lands with its audit row or not at all (decision 269).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutLaunch, SandboxPaymentResult } from '../src/core/billing.js';
import type { PlanChangeAnswer, SellerDetail } from '../src/core/admin.js';
import { rowsOf } from '../src/server/db/rows.js';
import { user } from '../src/server/db/schema/auth.js';
import { subscription } from '../src/server/db/schema/quota.js';
import { asSystem } from '../src/server/db/tenant-scope.js';
import { createAdminModule } from '../src/server/modules/admin/admin-module.js';
import { createOperatorPlanChanges } from '../src/server/modules/billing/operator-plan-change.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { setPlan } from './support/insert-user.js';
import { createOperatorTestApp } from './support/operator-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let ctx: Awaited<ReturnType<typeof createOperatorTestApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = await createOperatorTestApp(db);
}, 120_000);
afterAll(async () => {
  ctx?.t.close();
  await db?.close();
});

const detailOf = async (sellerId: string) =>
  (await (await ctx.operator.browser.get(`/api/admin/sellers/${sellerId}`)).json()) as SellerDetail;

const usageOf = async (browser: (typeof ctx)['seller']['browser']) =>
  (await (await browser.get('/api/usage')).json()) as {
    plan: string;
    limit: number;
    used: number;
    cancelAtPeriodEnd: boolean;
    currentPeriodEnd: string | null;
  };

describe('changing or extending a plan', () => {
  it('gives a Free seller Premium for 14 days, logged with its reason, no payment made', async () => {
    const seller = await ctx.signedIn();
    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/plan`, {
      plan: 'premium',
      extendDays: 14,
      reason: 'Trial agreed with the sales team',
    });
    expect(answer.status).toBe(200);
    const change = (await answer.json()) as PlanChangeAnswer;
    expect(change.before).toEqual({ plan: 'free', currentPeriodEnd: null });
    expect(change.after.plan).toBe('premium');
    const days = (Date.parse(change.after.currentPeriodEnd!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    // The seller's quota follows at once; nothing renews it, so it ends.
    const usage = await usageOf(seller.browser);
    expect(usage).toMatchObject({ plan: 'premium', limit: 3000, cancelAtPeriodEnd: true });
    const detail = await detailOf(seller.id);
    expect(detail.payments).toEqual([]);
    expect(detail.usage.renewedBy).toBeNull();
    expect(detail.actions[0]).toMatchObject({
      action: 'change-plan',
      reason: 'Trial agreed with the sales team',
      detail: { before: { plan: 'free' }, after: { plan: 'premium' }, extendDays: 14 },
    });
  });

  it('only extends a plan the payment provider renews', async () => {
    // A Razorpay subscription, as its webhooks leave it (the sandbox bills one period at a time).
    const buyer = await ctx.signedIn();
    await setPlan(db.handle.db, buyer.id, 'pro');
    await db.handle.db
      .update(subscription)
      .set({ provider: 'razorpay', providerSubscriptionId: 'sub_test_renews' })
      .where(eq(subscription.userId, buyer.id));
    const before = await usageOf(buyer.browser);
    expect((await detailOf(buyer.id)).usage.renewedBy).toBe('razorpay');

    const refused = await ctx.operator.browser.post(`/api/admin/sellers/${buyer.id}/plan`, {
      plan: 'premium',
      extendDays: 0,
      reason: 'Wants premium features',
    });
    expect(refused.status).toBe(409);
    expect((await usageOf(buyer.browser)).plan).toBe('pro');

    const extended = await ctx.operator.browser.post(`/api/admin/sellers/${buyer.id}/plan`, {
      plan: 'pro',
      extendDays: 7,
      reason: 'Renewal failed at the bank; a week to fix it',
    });
    expect(extended.status).toBe(200);
    const after = await usageOf(buyer.browser);
    expect(Date.parse(after.currentPeriodEnd!) - Date.parse(before.currentPeriodEnd!)).toBe(
      7 * 86_400_000,
    );
  });

  it('refuses without a reason, and changes nothing', async () => {
    const seller = await ctx.signedIn();
    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/plan`, {
      plan: 'pro',
      extendDays: 30,
      reason: ' ',
    });
    expect(answer.status).toBe(400);
    expect((await usageOf(seller.browser)).plan).toBe('free');
  });
});

async function buyPro(browser: (typeof ctx)['seller']['browser']) {
  const launch = (await (
    await browser.post('/api/billing/checkout', { plan: 'pro', period: 'monthly' })
  ).json()) as CheckoutLaunch;
  const signed = (await (
    await browser.post(`/api/billing/sandbox/checkout/${launch.checkoutId}/pay`)
  ).json()) as SandboxPaymentResult;
  expect((await browser.post('/api/billing/verify', signed)).status).toBe(200);
}

describe('resending emails', () => {
  it('sends the verification email again to an unverified address, not to a verified one', async () => {
    const seller = await ctx.signedIn();
    const resend = () =>
      ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/emails/verification`, {
        reason: 'Seller says the first one never came',
      });
    expect((await resend()).status).toBe(409);

    await db.handle.db.update(user).set({ emailVerified: false }).where(eq(user.id, seller.id));
    const sent = ctx.t.mail.to(seller.email).length;
    expect((await resend()).status).toBe(200);
    const mails = ctx.t.mail.to(seller.email);
    expect(mails).toHaveLength(sent + 1);
    expect(mails.at(-1)!.text).toContain('/api/auth/verify-email?token=');
    expect((await detailOf(seller.id)).actions[0]).toMatchObject({
      action: 'resend-verification',
      reason: 'Seller says the first one never came',
    });
  });

  it("sends a payment's receipt again with its invoice, only the seller's own payment", async () => {
    const buyer = await ctx.signedIn();
    await buyPro(buyer.browser);
    const [payment] = (await detailOf(buyer.id)).payments;
    const receipts = () =>
      ctx.t.mail.to(buyer.email).filter((mail) => mail.subject.includes('receipt'));
    expect(receipts()).toHaveLength(1);

    const resend = (sellerId: string) =>
      ctx.operator.browser.post(`/api/admin/sellers/${sellerId}/emails/receipt`, {
        paymentId: payment!.id,
        reason: 'Seller deleted the first receipt',
      });
    expect((await resend(buyer.id)).status).toBe(200);
    expect(receipts()).toHaveLength(2);
    expect(receipts()[1]!.attachments).toHaveLength(1);
    expect(receipts()[1]!.subject).toBe(receipts()[0]!.subject);

    const other = await ctx.signedIn();
    expect((await resend(other.id)).status).toBe(404);
    expect((await detailOf(other.id)).actions).toEqual([]);
  });
});

describe('a credit and its audit row', () => {
  it('land together: a failing audit insert leaves no credit', async () => {
    const seller = await ctx.signedIn();
    await setPlan(db.handle.db, seller.id, 'pro');
    const quota = createQuotaService(createQuotaRepo(db.handle.db));
    const reservation = await quota.reserve(seller.id, 10);
    await quota.settle(reservation.id, 10);

    // The console's module as compose-http builds it, with the real transaction and tables.
    const { service } = createAdminModule({
      db: db.handle.db,
      readSession: async () => null,
      operatorEmails: [],
      quota,
      writersOn: (tx) => ({
        giveBack: (userId, images, credit) =>
          createQuotaService(createQuotaRepo(tx)).giveBack(userId, images, credit),
        changePlan: createOperatorPlanChanges(createQuotaService(createQuotaRepo(tx)).plans),
      }),
      stopRun: async () => ({ status: 'stopped' }),
      endSessions: async () => 0,
      sendVerificationEmail: async () => {},
      resendReceipt: async () => 'sent',
      vendorCostByDay: async () => [],
      queueNow: async () => [],
    });
    const operator = { id: ctx.operator.id, email: ctx.operator.email };
    // A blank reason passes the credit but fails the audit log's own check, in the database.
    const failed = await asSystem('operator console', () =>
      service.giveImagesBack(operator, seller.id, { images: 5, reason: '   ' }),
    ).then(
      () => 'credited',
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
    expect(failed).toMatch(/operator_action_reason_given/);

    const credits = await asSystem('credit test', () =>
      db.handle.db.execute(sql`select count(*)::integer as n from quota_credit
        where user_id = ${seller.id}`),
    );
    expect(rowsOf<{ n: number }>(credits)[0]!.n).toBe(0);
    expect((await usageOf(seller.browser)).used).toBe(10);

    // The same call with a reason lands both.
    await asSystem('operator console', () =>
      service.giveImagesBack(operator, seller.id, { images: 5, reason: 'Vendor refused shots' }),
    );
    expect((await usageOf(seller.browser)).used).toBe(5);
    expect((await detailOf(seller.id)).actions).toMatchObject([{ action: 'give-images-back' }]);
  });
});
