/**
 * The one way a payment row is made from a checkout: the buyer, plan, period and provider come
 * from the server's own checkout, only the charge itself from the provider.
 */
import type { payment } from '../../db/schema/billing.js';
import type { CheckoutRow } from './checkout-repo.js';

export type NewPaymentRow = typeof payment.$inferInsert;

interface ChargeBase {
  providerPaymentId: string;
  /** What was actually charged (the invoice shows it). */
  amountPaise: number;
  recordedAt: Date;
}

/** Money that moved, for a paid period. */
export interface CompletedCharge extends ChargeBase {
  periodStart: Date;
  periodEnd: Date;
}

/** A charge that failed, with the provider's reason. */
export interface FailedCharge extends ChargeBase {
  failureReason: string;
}

export type Charge =
  ({ status: 'completed' } & CompletedCharge) | ({ status: 'failed' } & FailedCharge);

export function paymentRowFromCheckout(checkout: CheckoutRow, charge: Charge): NewPaymentRow {
  const row = {
    userId: checkout.userId,
    checkoutId: checkout.id,
    provider: checkout.provider,
    providerPaymentId: charge.providerPaymentId,
    providerSubscriptionId: checkout.providerSubscriptionId,
    plan: checkout.plan,
    billingPeriod: checkout.billingPeriod,
    amountPaise: charge.amountPaise,
    currency: checkout.currency,
    createdAt: charge.recordedAt,
  };
  return charge.status === 'completed'
    ? {
        ...row,
        status: 'completed',
        failureReason: null,
        periodStart: charge.periodStart,
        periodEnd: charge.periodEnd,
      }
    : { ...row, status: 'failed', failureReason: charge.failureReason };
}
