import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBillingHarness,
  type BillingHarness,
  type SignedInCaller,
} from '../../../../tests/billing/billing-harness.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.js';
import type {
  CheckoutLaunch,
  PaymentsResponse,
  SandboxPaymentResult,
} from '../../../core/billing.js';
import { createSandboxPaymentProvider } from '../../providers/payments/sandbox-payment-provider.js';

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

describe('isolation', () => {
  it("answers 404 for another user's checkout, payment and invoice, exactly like a missing one", async () => {
    const owner = await h.signIn();
    const other = await h.signIn();
    const launch = await startCheckout(owner);
    await payInSandbox(owner, launch.checkoutId);
    const [paid] = (
      (await (await owner.call('GET', '/api/billing/payments')).json()) as PaymentsResponse
    ).payments;

    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['GET', `/api/billing/checkout/${launch.checkoutId}`],
      ['POST', `/api/billing/checkout/${launch.checkoutId}/cancel`],
      ['POST', `/api/billing/sandbox/checkout/${launch.checkoutId}/pay`],
      ['POST', `/api/billing/sandbox/checkout/${launch.checkoutId}/decline`],
      ['GET', `/api/billing/payments/${paid!.id}/invoice.pdf`],
    ] as const) {
      const foreign = await other.call(method, path);
      const absent = await other.call(
        method,
        path.replace(launch.checkoutId, missing).replace(paid!.id, missing),
      );
      expect(foreign.status).toBe(404);
      expect(absent.status).toBe(404);
      expect(await foreign.json()).toEqual(await absent.json());
    }
    const signed = await owner.call(
      'POST',
      `/api/billing/sandbox/checkout/${launch.checkoutId}/pay`,
    );
    expect(signed.status).toBe(409);
    const list = (await (
      await other.call('GET', '/api/billing/payments')
    ).json()) as PaymentsResponse;
    expect(list.payments).toEqual([]);
    expect(
      (
        await other.call('POST', '/api/billing/verify', {
          checkoutId: launch.checkoutId,
          paymentId: 'x',
          signature: 'a'.repeat(64),
        })
      ).status,
    ).toBe(404);
  });

  it('answers 401 without a session', async () => {
    for (const [method, path] of [
      ['POST', '/api/billing/checkout'],
      ['GET', '/api/billing/payments'],
      ['POST', '/api/billing/subscription/cancel'],
    ] as const) {
      expect((await h.app.request(path, { method })).status).toBe(401);
    }
  });

  it('has no webhook endpoint for the sandbox', async () => {
    expect((await h.webhook('{}', {})).status).toBe(404);
  });
});

describe('account data download', () => {
  it('holds every payment and each invoice', async () => {
    const buyer = await h.signIn();
    const launch = await startCheckout(buyer);
    await payInSandbox(buyer, launch.checkoutId);
    const entries = [];
    for await (const entry of h.billing.exportSection.entries(buyer.user.id)) entries.push(entry);
    expect(entries.map((e) => e.name)).toEqual([
      'payments.json',
      expect.stringMatching(/^invoices\/VS-\d{4}-\d{6}\.pdf$/),
    ]);
    expect(JSON.parse(entries[0]!.content as string)).toHaveLength(1);
    expect((entries[1]!.content as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
