/**
 * The sandbox provider (decision 050): a local checkout page marked 'Test payment'. Its Pay
 * button gets a payment id signed with a local secret (HMAC over checkoutId|paymentId), which
 * the browser posts to /api/billing/verify exactly like Razorpay's handler result. No money moves.
 */
import { randomBytes } from 'node:crypto';
import { paths } from '../../../core/paths.js';
import { hmacSha256Hex, isValidHmac } from './hmac-signature.js';
import type { PaymentProvider } from './payment-provider.js';

export function sandboxPaymentPayload(checkoutId: string, paymentId: string): string {
  return `${checkoutId}|${paymentId}`;
}

export function createSandboxPaymentProvider(secret: string): PaymentProvider {
  if (secret.length < 16)
    throw new Error('The sandbox payment secret must be at least 16 characters.');
  return {
    kind: 'sandbox',
    async createCheckout({ checkoutId }) {
      const url = `${paths.sandboxCheckout}?session=${encodeURIComponent(checkoutId)}`;
      return { providerSubscriptionId: null, launch: { provider: 'sandbox', checkoutId, url } };
    },
    verifyPayment({ checkoutId, paymentId, signature }) {
      return isValidHmac(secret, sandboxPaymentPayload(checkoutId, paymentId), signature);
    },
    async confirmSubscription() {
      return 'confirmed';
    },
    async cancelSubscription() {
      // Nothing renews in the sandbox.
    },
    webhooks: null,
    async checkAccount() {
      return 'test payments on a local checkout page; no money is taken';
    },
    sandbox: {
      signPayment(checkoutId) {
        const paymentId = `sandbox_pay_${randomBytes(9).toString('hex')}`;
        return {
          paymentId,
          signature: hmacSha256Hex(secret, sandboxPaymentPayload(checkoutId, paymentId)),
        };
      },
    },
  };
}
