import { describe, expect, it } from 'vitest';
import type { CheckoutRow } from './checkout-repo.js';
import { paymentRowFromCheckout } from './payment-row.js';

const checkout: CheckoutRow = {
  id: '5f0c7a4e-1b2d-4c3e-8f9a-0b1c2d3e4f50',
  userId: 'user_1',
  provider: 'razorpay',
  plan: 'premium',
  billingPeriod: 'yearly',
  amountPaise: 999_000,
  currency: 'INR',
  status: 'verified',
  providerSubscriptionId: 'sub_Checkout000001',
  providerStatus: 'active',
  providerEventAt: null,
  providerPaymentId: 'pay_First000000001',
  failureReason: null,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
  verifiedAt: new Date('2026-01-01T00:00:00Z'),
};
const recordedAt = new Date('2026-02-01T00:00:00Z');
const fromCheckout = {
  userId: 'user_1',
  checkoutId: checkout.id,
  provider: 'razorpay',
  providerSubscriptionId: 'sub_Checkout000001',
  plan: 'premium',
  billingPeriod: 'yearly',
  currency: 'INR',
  createdAt: recordedAt,
};

describe('paymentRowFromCheckout', () => {
  it('takes the buyer, plan and provider from the checkout and the charge from the provider', () => {
    const periodEnd = new Date('2027-02-01T00:00:00Z');
    expect(
      paymentRowFromCheckout(checkout, {
        status: 'completed',
        providerPaymentId: 'pay_Renewal0000001',
        amountPaise: 1_000_000,
        recordedAt,
        periodStart: recordedAt,
        periodEnd,
      }),
    ).toEqual({
      ...fromCheckout,
      providerPaymentId: 'pay_Renewal0000001',
      amountPaise: 1_000_000,
      status: 'completed',
      failureReason: null,
      periodStart: recordedAt,
      periodEnd,
    });
  });

  it('gives a failed charge its reason and no paid period', () => {
    const row = paymentRowFromCheckout(checkout, {
      status: 'failed',
      providerPaymentId: 'pay_Failed00000001',
      amountPaise: 999_000,
      recordedAt,
      failureReason: 'Your card was declined by the bank.',
    });
    expect(row).toEqual({
      ...fromCheckout,
      providerPaymentId: 'pay_Failed00000001',
      amountPaise: 999_000,
      status: 'failed',
      failureReason: 'Your card was declined by the bank.',
    });
    expect(row).not.toHaveProperty('periodStart');
    expect(row).not.toHaveProperty('invoiceNumber');
  });
});
