import { describe, expect, it } from 'vitest';
import { billingEnvSchema } from '../../config/billing-env.js';
import { ConfigError } from '../../config/env.js';
import { createPaymentProvider } from './create-payment-provider.js';

const env = (
  values: Record<string, string>,
  NODE_ENV: 'development' | 'production' | 'test' = 'test',
) => ({
  ...billingEnvSchema.parse(values),
  NODE_ENV,
});
const PLANS = {
  RAZORPAY_PLAN_PRO_MONTHLY: 'plan_a',
  RAZORPAY_PLAN_PRO_YEARLY: 'plan_b',
  RAZORPAY_PLAN_PREMIUM_MONTHLY: 'plan_c',
  RAZORPAY_PLAN_PREMIUM_YEARLY: 'plan_d',
};
const KEYS = {
  RAZORPAY_KEY_ID: 'rzp_test_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};
const fallbackSecret = 'auth-secret-that-is-long-enough-0123456789';

describe('createPaymentProvider', () => {
  it('uses the sandbox without Razorpay keys', () => {
    expect(createPaymentProvider(env({}), { fallbackSecret }).kind).toBe('sandbox');
  });

  it('uses Razorpay when its keys and plan ids are set', () => {
    expect(createPaymentProvider(env({ ...KEYS, ...PLANS }), { fallbackSecret }).kind).toBe(
      'razorpay',
    );
  });

  it('fails start listing every missing key when Razorpay is chosen', () => {
    const attempt = () =>
      createPaymentProvider(env({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'x' }), {
        fallbackSecret,
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      for (const key of [
        'RAZORPAY_KEY_SECRET',
        'RAZORPAY_WEBHOOK_SECRET',
        'RAZORPAY_PLAN_PRO_MONTHLY',
        'RAZORPAY_PLAN_PREMIUM_YEARLY',
      ]) {
        expect(problems).toContain(key);
      }
      expect(problems).not.toContain('RAZORPAY_KEY_ID:');
    }
  });

  it('does not fall back to the free sandbox when Razorpay is half configured', () => {
    expect(() => createPaymentProvider(env(KEYS), { fallbackSecret })).toThrow(
      /RAZORPAY_PLAN_PRO_MONTHLY/,
    );
  });

  it('refuses an implicit sandbox in production, allows an explicit one', () => {
    expect(() => createPaymentProvider(env({}, 'production'), { fallbackSecret })).toThrow(
      ConfigError,
    );
    expect(
      createPaymentProvider(env({ PAYMENT_PROVIDER: 'sandbox' }, 'production'), { fallbackSecret })
        .kind,
    ).toBe('sandbox');
  });

  it('derives one sandbox secret per deployment from the auth secret', () => {
    const a = createPaymentProvider(env({}), { fallbackSecret });
    const b = createPaymentProvider(env({}), { fallbackSecret });
    const signed = a.sandbox!.signPayment('c');
    expect(b.verifyPayment({ checkoutId: 'c', providerSubscriptionId: null, ...signed })).toBe(
      true,
    );
  });
});
