/**
 * A payment provider: creates what the browser needs to pay for a plan, checks the proof the
 * browser brings back, and reads the provider's webhooks. Chosen once at start
 * (create-payment-provider.ts); the billing module never sees a vendor SDK.
 */
import type { CheckoutLaunch, PaidPlanId, PaymentProviderKind } from '../../../core/billing.js';
import type { BillingPeriod } from '../../../core/plans.js';

export interface ProviderCheckoutInput {
  checkoutId: string;
  userId: string;
  plan: PaidPlanId;
  period: BillingPeriod;
  amountPaise: number;
  customer: { name: string; email: string };
}

export interface ProviderCheckout {
  /** The provider's subscription for this checkout; null when the provider has none (sandbox). */
  providerSubscriptionId: string | null;
  launch: CheckoutLaunch;
}

/** What the browser posts after paying, next to what the server recorded for the checkout. */
export interface PaymentProof {
  checkoutId: string;
  /** From the server's own checkout record, never from the request. */
  providerSubscriptionId: string | null;
  paymentId: string;
  signature: string;
}

/** confirmed: the provider says this subscription is paid for this plan; rejected: it is not; unknown: could not ask. */
export type SubscriptionConfirmation = 'confirmed' | 'rejected' | 'unknown';

export type WebhookKind =
  | 'activated'
  | 'charged'
  | 'pending'
  | 'halted'
  | 'cancelled'
  | 'completed'
  | 'payment_failed'
  | 'other';

export interface PaymentWebhookEvent {
  /** The provider's event id (deliveries of one event share it). */
  id: string;
  type: string;
  kind: WebhookKind;
  createdAt: Date;
  subscription: {
    id: string;
    status: string;
    currentStart: Date | null;
    currentEnd: Date | null;
  } | null;
  payment: {
    id: string;
    amountPaise: number;
    currency: string;
    status: string;
    errorDescription: string | null;
    /** The subscription the payment belongs to, when the payload says so. */
    subscriptionId: string | null;
    /** notes.checkout_id, set by our checkout. */
    checkoutId: string | null;
  } | null;
}

export interface PaymentProvider {
  readonly kind: PaymentProviderKind;
  createCheckout(input: ProviderCheckoutInput): Promise<ProviderCheckout>;
  /** Checks the signature over the proof (constant time). */
  verifyPayment(proof: PaymentProof): boolean;
  /** Asks the provider whether the subscription is paid and for the expected plan. */
  confirmSubscription(input: {
    providerSubscriptionId: string | null;
    plan: PaidPlanId;
    period: BillingPeriod;
  }): Promise<SubscriptionConfirmation>;
  /** Stops renewals; at the end of the paid cycle, or at once (a replaced plan). */
  cancelSubscription(
    providerSubscriptionId: string,
    options: { atCycleEnd: boolean },
  ): Promise<void>;
  /** Webhooks: the signature over the raw body, then the event. Null when the provider has none. */
  webhooks: {
    verify(rawBody: string, signature: string | undefined): boolean;
    parse(rawBody: string, eventIdHeader: string | undefined): PaymentWebhookEvent;
  } | null;
  /**
   * A read-only call that proves the keys (`npm run doctor`, decision 226): answers what it found,
   * or throws a PaymentProviderError with the provider's words.
   */
  checkAccount(): Promise<string>;
  /** Sandbox only: signs a test payment for a checkout, as a provider would. */
  sandbox: { signPayment(checkoutId: string): { paymentId: string; signature: string } } | null;
}

/** A provider call failed (network, 5xx, refused request); the message is for logs. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly detail: { statusCode?: number; code?: string; description?: string } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A webhook body that passed the signature check but is not an event we can read. */
export class MalformedWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedWebhookError';
  }
}
