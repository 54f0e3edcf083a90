/**
 * Buying a plan (decision 050): the server picks the amount from core, the provider prepares
 * the payment, and nothing changes until the payment's signature checks out against the
 * server's own record of the checkout. Activation, the payment record and the invoice number
 * happen in one transaction (checkout-activation.ts), so replays apply once.
 */
import {
  BILLING_TEXTS,
  PLAN_RANK,
  addBillingPeriod,
  invoiceYearOf,
  type CheckoutLaunch,
  type CheckoutRequest,
  type CheckoutView,
  type SandboxPaymentResult,
  type VerifyRequest,
} from '../../../core/billing.js';
import { periodPricePaise } from '../../../core/plans.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.js';
import type { BillingTransaction } from './billing-transaction.js';
import { activateCheckout } from './checkout-activation.js';
import type { CheckoutRepo, CheckoutRow } from './checkout-repo.js';
import { toCheckoutView } from './checkout-view.js';
import type { CurrentPlanReader } from './current-plan.js';
import type { PaymentRecordedHook, PaymentRepo } from './payment-repo.js';
import { stopReplacedSubscription } from './replaced-subscription.js';
import { keyed } from '../../../core/server-messages.js';

export interface CheckoutServiceDeps {
  checkouts: CheckoutRepo;
  payments: PaymentRepo;
  transaction: BillingTransaction;
  provider: PaymentProvider;
  currentPlan: CurrentPlanReader;
  logger: Logger;
  clock?: () => Date;
  /** After a payment is recorded (committed): its receipt email is made due (decision 150). */
  onPaymentRecorded?: PaymentRecordedHook;
}

export function createCheckoutService(deps: CheckoutServiceDeps) {
  const { checkouts, payments, provider, logger } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function ownCheckout(userId: string, checkoutId: string): Promise<CheckoutRow> {
    const checkout = await checkouts.findCheckout(userId, checkoutId);
    if (!checkout) throw notFound('checkoutNotFound');
    return checkout;
  }

  async function view(checkout: CheckoutRow): Promise<CheckoutView> {
    const activating = checkout.providerPaymentId
      ? await payments.findPaymentByProviderId(checkout.userId, checkout.providerPaymentId)
      : null;
    return toCheckoutView(checkout, activating);
  }

  return {
    /** Starts a checkout for an upgrade; a downgrade or the current plan is refused. */
    async start(
      buyer: { id: string; name: string; email: string },
      request: CheckoutRequest,
    ): Promise<CheckoutLaunch> {
      const current = await deps.currentPlan(buyer.id);
      if (current.plan === request.plan) {
        throw new AppError('CONFLICT', keyed('alreadyOnPlan', current.plan));
      }
      if (PLAN_RANK[current.plan] > PLAN_RANK[request.plan]) {
        throw new AppError('CONFLICT', keyed('lowerPlan', current.plan));
      }
      const checkout = await checkouts.insertCheckout({
        userId: buyer.id,
        provider: provider.kind,
        plan: request.plan,
        billingPeriod: request.period,
        amountPaise: periodPricePaise(request.plan, request.period),
      });
      try {
        const prepared = await provider.createCheckout({
          checkoutId: checkout.id,
          userId: buyer.id,
          plan: request.plan,
          period: request.period,
          amountPaise: checkout.amountPaise,
          customer: { name: buyer.name, email: buyer.email },
        });
        if (prepared.providerSubscriptionId) {
          await checkouts.attachProviderSubscription(checkout.id, prepared.providerSubscriptionId);
        }
        return prepared.launch;
      } catch (error) {
        await checkouts.failCheckout(checkout.id, BILLING_TEXTS.providerUnavailable);
        if (error instanceof PaymentProviderError) {
          logger.error(
            { err: error, detail: error.detail, checkoutId: checkout.id },
            'payment provider refused the checkout',
          );
          throw new AppError('UNAVAILABLE', keyed('paymentProviderUnavailable'), { cause: error });
        }
        throw error;
      }
    },

    /**
     * Checks the browser's proof and activates the plan. A replay answers the same outcome and
     * changes nothing; a bad signature changes nothing at all.
     */
    async verify(userId: string, request: VerifyRequest): Promise<CheckoutView> {
      const checkout = await ownCheckout(userId, request.checkoutId);
      if (checkout.status === 'verified') return view(checkout);
      const subscriptionMatches =
        request.subscriptionId === undefined ||
        request.subscriptionId === checkout.providerSubscriptionId;
      const signed =
        subscriptionMatches &&
        provider.kind === checkout.provider &&
        provider.verifyPayment({
          checkoutId: checkout.id,
          providerSubscriptionId: checkout.providerSubscriptionId,
          paymentId: request.paymentId,
          signature: request.signature,
        });
      if (!signed) {
        logger.warn({ checkoutId: checkout.id, userId }, 'payment signature did not verify');
        throw new AppError('BAD_REQUEST', keyed('paymentNotVerified'));
      }

      const confirmation = await provider.confirmSubscription({
        providerSubscriptionId: checkout.providerSubscriptionId,
        plan: checkout.plan === 'premium' ? 'premium' : 'pro',
        period: checkout.billingPeriod === 'yearly' ? 'yearly' : 'monthly',
      });
      if (confirmation === 'rejected') {
        await checkouts.failCheckout(checkout.id, BILLING_TEXTS.notVerified);
        logger.warn({ checkoutId: checkout.id }, 'provider did not confirm the subscription');
        throw new AppError('BAD_REQUEST', keyed('paymentNotVerified'));
      }
      if (confirmation === 'unknown') {
        // Signed, but the provider could not be asked: the webhook finishes it.
        return view(checkout);
      }

      const now = clock();
      const period = checkout.billingPeriod === 'yearly' ? 'yearly' : 'monthly';
      const activated = await deps.transaction((tx) =>
        activateCheckout(tx, {
          checkoutId: checkout.id,
          userId,
          providerPaymentId: request.paymentId,
          // An upgrade takes effect at once: a new paid period (and quota period) starts now.
          periodStart: now,
          periodEnd: addBillingPeriod(now, period),
          invoiceYear: invoiceYearOf(now),
          now,
        }),
      );
      if (activated.outcome === 'activated') {
        logger.info(
          {
            checkoutId: checkout.id,
            userId,
            plan: checkout.plan,
            period,
            invoice: activated.payment.invoiceNumber,
          },
          'plan activated',
        );
        stopReplacedSubscription(provider, activated.replaced, logger);
        await deps.onPaymentRecorded?.(userId, activated.payment.id);
      }
      return view((await checkouts.findCheckout(userId, checkout.id)) ?? checkout);
    },

    /** The outcome for the payment-success page. Another user's checkout is a 404. */
    async get(userId: string, checkoutId: string): Promise<CheckoutView> {
      return view(await ownCheckout(userId, checkoutId));
    },

    /** The buyer closed the checkout; a paid one stays paid. */
    async cancel(userId: string, checkoutId: string): Promise<CheckoutView> {
      await ownCheckout(userId, checkoutId);
      await checkouts.cancelCheckout(userId, checkoutId);
      return view(await ownCheckout(userId, checkoutId));
    },

    /** Sandbox only: the test checkout's Pay button gets a signed result, like a provider's. */
    async signSandboxPayment(userId: string, checkoutId: string): Promise<SandboxPaymentResult> {
      if (!provider.sandbox) throw notFound('checkoutNotFound');
      const checkout = await ownCheckout(userId, checkoutId);
      if (
        checkout.provider !== 'sandbox' ||
        (checkout.status !== 'pending' && checkout.status !== 'failed')
      ) {
        throw new AppError('CONFLICT', keyed('checkoutClosed'));
      }
      return { checkoutId, ...provider.sandbox.signPayment(checkoutId) };
    },

    /** Sandbox only: a declined test card, to see the failed outcome. */
    async declineSandboxPayment(userId: string, checkoutId: string): Promise<CheckoutView> {
      if (!provider.sandbox) throw notFound('checkoutNotFound');
      const checkout = await ownCheckout(userId, checkoutId);
      if (checkout.provider !== 'sandbox') throw new AppError('CONFLICT', keyed('checkoutClosed'));
      await checkouts.failCheckout(checkout.id, BILLING_TEXTS.sandboxDeclined);
      return view(await ownCheckout(userId, checkoutId));
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
