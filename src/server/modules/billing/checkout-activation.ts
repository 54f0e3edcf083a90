/**
 * The one place a plan is bought: marks the checkout verified (only from pending, failed or
 * cancelled), records the payment with the next invoice number, and puts the user on the plan
 * from `periodStart`. Run it inside one BillingTransaction. Both ways it can come to nothing
 * are found before anything is written, so nothing is ever half done.
 */
import type { BillingTransactionRepos } from './billing-transaction.js';
import type { CheckoutRow } from './checkout-repo.js';
import type { PaymentRow } from './payment-repo.js';
import type { ReplacedSubscription } from './replaced-subscription.js';

export interface ActivationInput {
  checkoutId: string;
  userId: string;
  providerPaymentId: string;
  periodStart: Date;
  periodEnd: Date;
  invoiceYear: number;
  now: Date;
}

/**
 * What an activation did. It changes nothing when the checkout was already verified (a
 * replayed verify or webhook) or its payment id is already a completed payment.
 */
export type ActivationOutcome =
  | {
      outcome: 'activated';
      checkout: CheckoutRow;
      payment: PaymentRow;
      /** Its renewals must stop (stopReplacedSubscription). */
      replaced: ReplacedSubscription | null;
    }
  | { outcome: 'already-verified' }
  | { outcome: 'payment-already-recorded' };

type ActivationRepos = Pick<
  BillingTransactionRepos,
  'checkouts' | 'payments' | 'invoiceNumbers' | 'subscriptions'
>;

export async function activateCheckout(
  tx: ActivationRepos,
  input: ActivationInput,
): Promise<ActivationOutcome> {
  const activatable = await tx.checkouts.lockActivatableCheckout(input.userId, input.checkoutId);
  if (!activatable) return { outcome: 'already-verified' };

  const paid = await tx.payments.completeCheckoutPayment(activatable, {
    providerPaymentId: input.providerPaymentId,
    amountPaise: activatable.amountPaise,
    recordedAt: input.now,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
  });
  if (!paid) return { outcome: 'payment-already-recorded' };

  const checkout = await tx.checkouts.markCheckoutVerified({
    checkoutId: input.checkoutId,
    userId: input.userId,
    providerPaymentId: input.providerPaymentId,
    now: input.now,
  });
  if (!checkout) throw new Error('checkout changed under its row lock');

  const invoiceNumber = await tx.invoiceNumbers.nextInvoiceNumber(input.invoiceYear);
  const numbered = await tx.payments.setInvoiceNumber(paid, invoiceNumber);

  const previous = await tx.subscriptions.lockSubscription(checkout.userId);
  await tx.subscriptions.putOnPlan(checkout.userId, {
    plan: checkout.plan,
    billingPeriod: checkout.billingPeriod,
    currentPeriodStart: input.periodStart,
    currentPeriodEnd: input.periodEnd,
    provider: checkout.provider,
    providerSubscriptionId: checkout.providerSubscriptionId,
  });

  const replaced =
    previous?.provider &&
    previous.providerSubscriptionId &&
    previous.providerSubscriptionId !== checkout.providerSubscriptionId
      ? { provider: previous.provider, providerSubscriptionId: previous.providerSubscriptionId }
      : null;
  return { outcome: 'activated', checkout, payment: numbered ?? paid, replaced };
}
