/**
 * Chooses the payment provider once, at start (docs/decisions/050). PAYMENT_PROVIDER wins;
 * otherwise any Razorpay key means Razorpay (a half-configured Razorpay must fail, not silently
 * become the free sandbox), and no keys mean the sandbox. Missing keys fail start with a list.
 */
import { createHmac } from 'node:crypto';
import type { PaymentProviderKind } from '../../../core/billing.js';
import type { BillingEnv } from '../../config/billing-env.js';
import { ConfigError } from '../../config/env.js';
import type { PaymentProvider } from './payment-provider.js';
import { createRazorpayPaymentProvider } from './razorpay-payment-provider.js';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.js';

const RAZORPAY_KEYS = [
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;
const RAZORPAY_PLAN_KEYS = [
  'RAZORPAY_PLAN_PRO_MONTHLY',
  'RAZORPAY_PLAN_PRO_YEARLY',
  'RAZORPAY_PLAN_PREMIUM_MONTHLY',
  'RAZORPAY_PLAN_PREMIUM_YEARLY',
] as const;

type ProviderEnv = BillingEnv & { NODE_ENV: 'development' | 'production' | 'test' };

export function paymentProviderKind(env: ProviderEnv): PaymentProviderKind {
  if (env.PAYMENT_PROVIDER) return env.PAYMENT_PROVIDER;
  return RAZORPAY_KEYS.some((key) => env[key]) ? 'razorpay' : 'sandbox';
}

/**
 * @param fallbackSecret the app's auth secret; the sandbox signs with a key derived from it when
 *   SANDBOX_PAYMENT_SECRET is unset, so every process of one deployment agrees.
 */
export function createPaymentProvider(
  env: ProviderEnv,
  options: { fallbackSecret: string },
): PaymentProvider {
  const kind = paymentProviderKind(env);
  if (kind === 'razorpay') {
    const missing = [...RAZORPAY_KEYS, ...RAZORPAY_PLAN_KEYS].filter((key) => !env[key]);
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map(
          (key) =>
            `${key}: required when payments go through Razorpay (PAYMENT_PROVIDER=razorpay or a Razorpay key is set)`,
        ),
      );
    }
    const value = (key: (typeof RAZORPAY_KEYS)[number] | (typeof RAZORPAY_PLAN_KEYS)[number]) =>
      env[key] as string;
    return createRazorpayPaymentProvider({
      keyId: value('RAZORPAY_KEY_ID'),
      keySecret: value('RAZORPAY_KEY_SECRET'),
      webhookSecret: value('RAZORPAY_WEBHOOK_SECRET'),
      planIds: {
        pro: {
          monthly: value('RAZORPAY_PLAN_PRO_MONTHLY'),
          yearly: value('RAZORPAY_PLAN_PRO_YEARLY'),
        },
        premium: {
          monthly: value('RAZORPAY_PLAN_PREMIUM_MONTHLY'),
          yearly: value('RAZORPAY_PLAN_PREMIUM_YEARLY'),
        },
      },
      apiBaseUrl: env.RAZORPAY_API_BASE_URL,
    });
  }
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER !== 'sandbox') {
    throw new ConfigError([
      'PAYMENT_PROVIDER: no Razorpay keys are set. In production set the RAZORPAY_* keys, or PAYMENT_PROVIDER=sandbox to run with test payments on purpose (anyone can then upgrade for free).',
    ]);
  }
  const secret =
    env.SANDBOX_PAYMENT_SECRET ??
    createHmac('sha256', options.fallbackSecret)
      .update('vastra-studio/sandbox-payments')
      .digest('hex');
  return createSandboxPaymentProvider(secret);
}
