/**
 * Provider webhooks (docs/decisions/053). The signature is checked over the raw body first;
 * each event id is applied once, in the same transaction as its changes (three deliveries of
 * one event change state once); statuses only move forward: a terminal state (cancelled,
 * completed) is never undone and an older event never overrides a newer one. Charges are
 * recorded by payment id, so their order does not matter either.
 */
import { addBillingPeriod, invoiceYearOf } from '../../../core/billing.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import {
  MalformedWebhookError,
  type PaymentProvider,
  type PaymentWebhookEvent,
} from '../../providers/payments/payment-provider.js';
import type { BillingTransaction, BillingTransactionRepos } from './billing-transaction.js';
import { activateCheckout } from './checkout-activation.js';
import type { CheckoutRow } from './checkout-repo.js';
import type { PaymentRecordedHook, PaymentRow } from './payment-repo.js';
import { stopReplacedSubscription, type ReplacedSubscription } from './replaced-subscription.js';
import { recordRenewal } from './renewal-payment.js';
import { keyed } from '../../../core/server-messages.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_FAILED = 'The payment failed. No money was taken; please try again.';

export function createWebhookService(deps: {
  transaction: BillingTransaction;
  provider: PaymentProvider;
  logger: Logger;
  clock?: () => Date;
  /** After a payment is recorded (committed): its receipt email is made due (decision 150). */
  onPaymentRecorded?: PaymentRecordedHook;
}) {
  const { provider, logger } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function findCheckout(
    tx: BillingTransactionRepos,
    event: PaymentWebhookEvent,
  ): Promise<CheckoutRow | null> {
    const subscriptionId = event.subscription?.id ?? event.payment?.subscriptionId ?? null;
    if (subscriptionId) {
      const found = await tx.checkouts.findCheckoutBySubscription(subscriptionId);
      if (found) return found;
    }
    const checkoutId = event.payment?.checkoutId;
    if (checkoutId && UUID.test(checkoutId)) {
      const found = await tx.checkouts.findCheckoutById(checkoutId);
      if (found?.provider === provider.kind) return found;
    }
    return null;
  }

  /** Moves the provider status forward and mirrors it on the user's plan when it moved. */
  async function advance(
    tx: BillingTransactionRepos,
    checkout: CheckoutRow,
    event: PaymentWebhookEvent,
    status: string,
    planChange: { status?: 'active' | 'pending' | 'halted'; cancelAtPeriodEnd?: true },
  ): Promise<boolean> {
    if (!checkout.providerSubscriptionId) return false;
    const terminal = status === 'cancelled' || status === 'completed';
    const moved = await tx.checkouts.advanceProviderStatus({
      providerSubscriptionId: checkout.providerSubscriptionId,
      status,
      eventAt: event.createdAt,
      terminal,
    });
    if (!moved) return false;
    await tx.subscriptions.updatePlanForProviderSubscription(
      checkout.userId,
      checkout.providerSubscriptionId,
      planChange,
    );
    return true;
  }

  async function charged(
    tx: BillingTransactionRepos,
    checkout: CheckoutRow,
    event: PaymentWebhookEvent,
  ): Promise<{ replaced: ReplacedSubscription | null; recorded: PaymentRow | null }> {
    const paid = event.payment;
    if (!paid) return { replaced: null, recorded: null };
    const now = clock();
    const period = checkout.billingPeriod === 'yearly' ? 'yearly' : 'monthly';
    if (checkout.status !== 'verified') {
      // The first charge, signed by the provider, before (or instead of) the browser's verify.
      const activated = await activateCheckout(tx, {
        checkoutId: checkout.id,
        userId: checkout.userId,
        providerPaymentId: paid.id,
        periodStart: now,
        periodEnd: addBillingPeriod(now, period),
        invoiceYear: invoiceYearOf(now),
        now,
      });
      if (activated.outcome === 'activated') {
        return { replaced: activated.replaced, recorded: activated.payment };
      }
    }
    // A renewal: the provider's cycle when it says, else the next period after the current one.
    const plan = await tx.subscriptions.findSubscription(checkout.userId);
    const after =
      plan?.currentPeriodEnd && plan.currentPeriodEnd > now ? plan.currentPeriodEnd : now;
    const periodStart = event.subscription?.currentStart ?? after;
    const periodEnd = event.subscription?.currentEnd ?? addBillingPeriod(periodStart, period);
    if (paid.amountPaise > 0 && paid.amountPaise !== checkout.amountPaise) {
      logger.warn(
        { checkoutId: checkout.id, charged: paid.amountPaise, expected: checkout.amountPaise },
        'renewal amount differs from the plan price',
      );
    }
    const renewal = await recordRenewal(tx, checkout, {
      providerPaymentId: paid.id,
      // The invoice shows what was actually charged.
      amountPaise: paid.amountPaise > 0 ? paid.amountPaise : checkout.amountPaise,
      periodStart,
      periodEnd,
      invoiceYear: invoiceYearOf(now),
      recordedAt: now,
    });
    return { replaced: null, recorded: renewal };
  }

  async function apply(tx: BillingTransactionRepos, event: PaymentWebhookEvent) {
    const checkout = await findCheckout(tx, event);
    if (!checkout) return { outcome: 'ignored' as const, replaced: null, recorded: null };
    let replaced: ReplacedSubscription | null = null;
    let recorded: PaymentRow | null = null;
    switch (event.kind) {
      case 'charged': {
        await advance(tx, checkout, event, 'active', { status: 'active' });
        ({ replaced, recorded } = await charged(tx, checkout, event));
        break;
      }
      case 'activated':
        await advance(tx, checkout, event, 'active', { status: 'active' });
        break;
      case 'pending':
        await advance(tx, checkout, event, 'pending', { status: 'pending' });
        break;
      case 'halted':
        await advance(tx, checkout, event, 'halted', { status: 'halted' });
        break;
      case 'cancelled':
      case 'completed':
        // No more renewals; the paid period runs to its end (no refunds).
        await advance(tx, checkout, event, event.kind, { cancelAtPeriodEnd: true });
        break;
      case 'payment_failed': {
        const failed = event.payment;
        if (!failed) break;
        const reason = failed.errorDescription ?? PAYMENT_FAILED;
        await tx.payments.insertFailedPayment(checkout, {
          providerPaymentId: failed.id,
          amountPaise: failed.amountPaise > 0 ? failed.amountPaise : checkout.amountPaise,
          failureReason: reason,
          recordedAt: clock(),
        });
        await tx.checkouts.failCheckout(checkout.id, reason);
        break;
      }
      case 'other':
        return { outcome: 'ignored' as const, replaced: null, recorded: null };
    }
    return { outcome: 'processed' as const, replaced, recorded };
  }

  return {
    /** Verifies, deduplicates and applies one delivery. Throws 400 for a bad signature or body. */
    async handle(
      rawBody: string,
      signature: string | undefined,
      eventIdHeader: string | undefined,
    ): Promise<WebhookOutcome> {
      const webhooks = provider.webhooks;
      if (!webhooks) throw new AppError('NOT_FOUND', keyed('noProviderWebhooks'));
      if (!webhooks.verify(rawBody, signature)) {
        logger.warn('webhook signature did not verify');
        throw new AppError('BAD_REQUEST', keyed('webhookSignatureInvalid'));
      }
      let event: PaymentWebhookEvent;
      try {
        event = webhooks.parse(rawBody, eventIdHeader);
      } catch (error) {
        if (error instanceof MalformedWebhookError)
          throw new AppError('BAD_REQUEST', keyed('webhookEventUnreadable'));
        throw error;
      }
      const result = await deps.transaction(async (tx) => {
        if (!(await tx.webhookEvents.markEventProcessed(event.id, provider.kind, event.type))) {
          return { outcome: 'duplicate' as const, replaced: null, recorded: null };
        }
        return apply(tx, event);
      });
      logger.info(
        { eventId: event.id, type: event.type, outcome: result.outcome },
        'payment webhook',
      );
      stopReplacedSubscription(provider, result.replaced, logger);
      if (result.recorded) {
        await deps.onPaymentRecorded?.(result.recorded.userId, result.recorded.id);
      }
      return result.outcome;
    },
  };
}

export type WebhookService = ReturnType<typeof createWebhookService>;
