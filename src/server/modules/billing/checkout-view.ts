/** How a checkout row is shown to its owner (the payment-success page and the sandbox page). */
import {
  BILLING_TEXTS,
  featuresOf,
  isPaidPlanId,
  type CheckoutState,
  type CheckoutView,
  type PaymentView,
} from '../../../core/billing.js';
import type { CheckoutRow } from './checkout-repo.js';
import type { PaymentRow } from './payment-repo.js';

const stateOf: Record<string, CheckoutState> = {
  pending: 'processing',
  verified: 'success',
  failed: 'failed',
  cancelled: 'failed',
};

export function toCheckoutView(
  checkout: CheckoutRow,
  activatingPayment: PaymentRow | null,
): CheckoutView {
  const plan = isPaidPlanId(checkout.plan) ? checkout.plan : 'pro';
  const state = stateOf[checkout.status] ?? 'processing';
  return {
    id: checkout.id,
    provider: checkout.provider === 'razorpay' ? 'razorpay' : 'sandbox',
    plan,
    period: checkout.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
    amountPaise: checkout.amountPaise,
    state,
    failureReason:
      state === 'failed'
        ? (checkout.failureReason ??
          (checkout.status === 'cancelled' ? BILLING_TEXTS.checkoutCancelled : null))
        : null,
    periodEnd: state === 'success' ? (activatingPayment?.periodEnd?.toISOString() ?? null) : null,
    features: featuresOf(plan),
  };
}

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    id: row.id,
    plan: isPaidPlanId(row.plan) ? row.plan : 'pro',
    billingPeriod: row.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
    amountPaise: row.amountPaise,
    currency: 'INR',
    status: row.status === 'completed' ? 'completed' : 'failed',
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    invoiceNumber: row.invoiceNumber,
    createdAt: row.createdAt.toISOString(),
  };
}
