/**
 * Razorpay subscriptions (docs/decisions/050): the server creates a subscription for the plan's
 * Razorpay plan id; the browser pays in Razorpay Checkout; the handler's signature is
 * HMAC-SHA256(key secret, payment_id|subscription_id) with the subscription id from our own
 * records; webhooks are signed over the raw body with the webhook secret (X-Razorpay-Signature)
 * and deduplicated by X-Razorpay-Event-Id.
 */
import { createHash } from 'node:crypto';
import Razorpay from 'razorpay';
import { BRAND_NAME } from '../../../core/paths.js';
import { PLANS, type BillingPeriod } from '../../../core/plans.js';
import type { PaidPlanId } from '../../../core/billing.js';
import { isValidHmac } from './hmac-signature.js';
import { checkRazorpayPlans } from './razorpay-plan-check.js';
import {
  MalformedWebhookError,
  PaymentProviderError,
  type PaymentProvider,
  type PaymentWebhookEvent,
  type WebhookKind,
} from './payment-provider.js';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  planIds: Record<PaidPlanId, Record<BillingPeriod, string>>;
  /** The REST API's address; the SDK has no option for it, so its axios instance is pointed there. */
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/** Billing cycles a subscription runs for before Razorpay completes it (10 years). */
const TOTAL_COUNT: Record<BillingPeriod, number> = { monthly: 120, yearly: 10 };

const WEBHOOK_KINDS: Record<string, WebhookKind> = {
  'subscription.activated': 'activated',
  'subscription.charged': 'charged',
  'subscription.pending': 'pending',
  'subscription.halted': 'halted',
  'subscription.cancelled': 'cancelled',
  'subscription.completed': 'completed',
  'payment.failed': 'payment_failed',
};

/** The payload of Razorpay's subscription signature: payment_id + '|' + subscription_id. */
export function razorpaySubscriptionPayload(paymentId: string, subscriptionId: string): string {
  return `${paymentId}|${subscriptionId}`;
}

interface RazorpaySdkError {
  statusCode?: number;
  error?: { code?: string; description?: string };
}

function toProviderError(what: string, error: unknown): PaymentProviderError {
  const sdk = (typeof error === 'object' && error !== null ? error : {}) as RazorpaySdkError;
  return new PaymentProviderError(`Razorpay ${what} failed`, {
    statusCode: sdk.statusCode,
    code: sdk.error?.code,
    description: sdk.error?.description ?? (error instanceof Error ? error.message : undefined),
  });
}

const seconds = (value: unknown): Date | null =>
  typeof value === 'number' && Number.isFinite(value) ? new Date(value * 1000) : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Reads a Razorpay webhook body into the provider-neutral event. */
export function parseRazorpayEvent(
  rawBody: string,
  eventIdHeader: string | undefined,
): PaymentWebhookEvent {
  let body: Record<string, unknown>;
  try {
    body = record(JSON.parse(rawBody));
  } catch {
    throw new MalformedWebhookError('webhook body is not JSON');
  }
  const type = text(body.event);
  if (!type) throw new MalformedWebhookError('webhook body has no event');
  const payload = record(body.payload);
  const sub = record(record(payload.subscription).entity);
  const pay = record(record(payload.payment).entity);
  const subscriptionId = text(sub.id);
  const paymentId = text(pay.id);
  const notes = record(pay.notes);
  return {
    // Deliveries of one event share X-Razorpay-Event-Id; without it, identical bodies are one event.
    id: eventIdHeader?.trim() || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`,
    type,
    kind: WEBHOOK_KINDS[type] ?? 'other',
    createdAt: seconds(body.created_at) ?? new Date(),
    subscription: subscriptionId
      ? {
          id: subscriptionId,
          status: text(sub.status) ?? 'unknown',
          currentStart: seconds(sub.current_start),
          currentEnd: seconds(sub.current_end),
        }
      : null,
    payment: paymentId
      ? {
          id: paymentId,
          amountPaise: typeof pay.amount === 'number' ? pay.amount : 0,
          currency: text(pay.currency) ?? 'INR',
          status: text(pay.status) ?? 'unknown',
          errorDescription: text(pay.error_description),
          subscriptionId: text(pay.subscription_id) ?? subscriptionId,
          checkoutId: text(notes.checkout_id),
        }
      : null,
  };
}

export function createRazorpayPaymentProvider(config: RazorpayConfig): PaymentProvider {
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // The SDK builds one axios instance (api.rq) with a fixed host; tests and proxies set it here.
  const http = (
    client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }
  ).rq;
  if (config.apiBaseUrl) http.defaults.baseURL = config.apiBaseUrl.replace(/\/+$/, '');
  http.defaults.timeout = config.timeoutMs ?? 10_000;

  return {
    kind: 'razorpay',
    async createCheckout({ checkoutId, userId, plan, period, customer }) {
      let created: { id: string };
      try {
        created = await client.subscriptions.create({
          plan_id: config.planIds[plan][period],
          total_count: TOTAL_COUNT[period],
          customer_notify: 1,
          notes: { checkout_id: checkoutId, user_id: userId },
        });
      } catch (error) {
        throw toProviderError('subscription creation', error);
      }
      return {
        providerSubscriptionId: created.id,
        launch: {
          provider: 'razorpay',
          checkoutId,
          keyId: config.keyId,
          subscriptionId: created.id,
          name: BRAND_NAME,
          description: `${PLANS[plan].name} plan, ${period === 'yearly' ? 'yearly' : 'monthly'}`,
          prefill: { name: customer.name, email: customer.email },
          notes: { checkout_id: checkoutId },
        },
      };
    },

    verifyPayment({ providerSubscriptionId, paymentId, signature }) {
      if (!providerSubscriptionId) return false;
      return isValidHmac(
        config.keySecret,
        razorpaySubscriptionPayload(paymentId, providerSubscriptionId),
        signature,
      );
    },

    async confirmSubscription({ providerSubscriptionId, plan, period }) {
      if (!providerSubscriptionId) return 'rejected';
      let fetched: { plan_id?: string; status?: string };
      try {
        fetched = await client.subscriptions.fetch(providerSubscriptionId);
      } catch (error) {
        const failure = toProviderError('subscription fetch', error);
        // A 4xx means Razorpay does not know it as ours; anything else, we could not ask.
        const status = failure.detail.statusCode;
        return status !== undefined && status >= 400 && status < 500 ? 'rejected' : 'unknown';
      }
      if (fetched.plan_id !== config.planIds[plan][period]) return 'rejected';
      if (fetched.status === 'authenticated' || fetched.status === 'active') return 'confirmed';
      return fetched.status === 'created' ? 'unknown' : 'rejected';
    },

    async cancelSubscription(providerSubscriptionId, { atCycleEnd }) {
      try {
        await client.subscriptions.cancel(providerSubscriptionId, atCycleEnd);
      } catch (error) {
        throw toProviderError('subscription cancel', error);
      }
    },

    webhooks: {
      verify(rawBody, signature) {
        return isValidHmac(config.webhookSecret, rawBody, signature);
      },
      parse: parseRazorpayEvent,
    },
    checkAccount: () => checkRazorpayPlans(client, config.planIds),
    sandbox: null,
  };
}
