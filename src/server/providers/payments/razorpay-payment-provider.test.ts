import { describe, expect, it } from 'vitest';
import { hmacSha256Hex, isValidHmac } from './hmac-signature.js';
import {
  createRazorpayPaymentProvider,
  parseRazorpayEvent,
  razorpaySubscriptionPayload,
} from './razorpay-payment-provider.js';
import { createSandboxPaymentProvider } from './sandbox-payment-provider.js';

// Known-answer vectors, computed independently with
//   printf 'pay_29QQoUBi66xm2f|sub_00000000000001' | openssl dgst -sha256 -hmac 'EnLs21M47BllR3X8PSFtjtbd'
const KEY_SECRET = 'EnLs21M47BllR3X8PSFtjtbd';
const PAYMENT_ID = 'pay_29QQoUBi66xm2f';
const SUBSCRIPTION_ID = 'sub_00000000000001';
const VALID = 'a22d92267211eb5cdd37a2edd35297b1f6751f19bed62544b064b8b0ff5aa3e7';
/** HMAC of 'sub_…|pay_…': the right parts in the wrong order. */
const REVERSED = '79173a7619f75cdff528d46391ff8d2af6e02db4827fa678071cff1e653d022c';
const WEBHOOK_SECRET = 'whsec_test_12345';
const WEBHOOK_BODY = '{"entity":"event","event":"subscription.activated"}';
const WEBHOOK_SIGNATURE = '49ff1d6f8495b412e3cff2d54961b4304607713561b16377deb6bea21d3d0159';

const provider = createRazorpayPaymentProvider({
  keyId: 'rzp_test_abc',
  keySecret: KEY_SECRET,
  webhookSecret: WEBHOOK_SECRET,
  planIds: { pro: { monthly: 'a', yearly: 'b' }, premium: { monthly: 'c', yearly: 'd' } },
});

const proof = (
  signature: string,
  overrides: Partial<{ paymentId: string; providerSubscriptionId: string | null }> = {},
) => ({
  checkoutId: '00000000-0000-4000-8000-000000000000',
  providerSubscriptionId: SUBSCRIPTION_ID,
  paymentId: PAYMENT_ID,
  signature,
  ...overrides,
});

describe('Razorpay subscription signature', () => {
  it('signs payment_id|subscription_id with the key secret', () => {
    expect(razorpaySubscriptionPayload(PAYMENT_ID, SUBSCRIPTION_ID)).toBe(
      `${PAYMENT_ID}|${SUBSCRIPTION_ID}`,
    );
    expect(
      hmacSha256Hex(KEY_SECRET, razorpaySubscriptionPayload(PAYMENT_ID, SUBSCRIPTION_ID)),
    ).toBe(VALID);
  });

  it('accepts the valid vector (any hex case)', () => {
    expect(provider.verifyPayment(proof(VALID))).toBe(true);
    expect(provider.verifyPayment(proof(VALID.toUpperCase()))).toBe(true);
  });

  it('rejects the reversed order', () => {
    expect(provider.verifyPayment(proof(REVERSED))).toBe(false);
  });

  it('rejects a one-character tamper of the signature, the payment id or the subscription id', () => {
    const flipped = `${VALID.slice(0, -1)}${VALID.endsWith('7') ? '8' : '7'}`;
    expect(provider.verifyPayment(proof(flipped))).toBe(false);
    expect(provider.verifyPayment(proof(VALID, { paymentId: 'pay_29QQoUBi66xm2g' }))).toBe(false);
    expect(
      provider.verifyPayment(proof(VALID, { providerSubscriptionId: 'sub_00000000000002' })),
    ).toBe(false);
  });

  it('rejects malformed signatures and a checkout with no subscription', () => {
    expect(provider.verifyPayment(proof(''))).toBe(false);
    expect(provider.verifyPayment(proof(VALID.slice(2)))).toBe(false);
    expect(provider.verifyPayment(proof(`${VALID}00`))).toBe(false);
    expect(provider.verifyPayment(proof('z'.repeat(64)))).toBe(false);
    expect(provider.verifyPayment(proof(VALID, { providerSubscriptionId: null }))).toBe(false);
  });
});

describe('Razorpay webhook signature', () => {
  it('is the HMAC of the raw body with the webhook secret', () => {
    expect(provider.webhooks?.verify(WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(true);
  });

  it('rejects the same event re-serialised (whitespace changes the bytes)', () => {
    const reserialised = JSON.stringify(JSON.parse(WEBHOOK_BODY), null, 1);
    expect(provider.webhooks?.verify(reserialised, WEBHOOK_SIGNATURE)).toBe(false);
    expect(provider.webhooks?.verify(WEBHOOK_BODY, undefined)).toBe(false);
    expect(isValidHmac('other-secret', WEBHOOK_BODY, WEBHOOK_SIGNATURE)).toBe(false);
  });

  it('reads the event id from the header, or hashes the body without one', () => {
    const body = JSON.stringify({
      event: 'subscription.charged',
      created_at: 1_700_000_000,
      payload: {
        subscription: {
          entity: {
            id: 'sub_X',
            status: 'active',
            current_start: 1_700_000_000,
            current_end: 1_702_592_000,
          },
        },
        payment: {
          entity: {
            id: 'pay_X',
            amount: 299_900,
            currency: 'INR',
            status: 'captured',
            notes: { checkout_id: 'c1' },
          },
        },
      },
    });
    const event = parseRazorpayEvent(body, 'evt_1');
    expect(event).toMatchObject({
      id: 'evt_1',
      kind: 'charged',
      createdAt: new Date(1_700_000_000_000),
      subscription: { id: 'sub_X', status: 'active', currentEnd: new Date(1_702_592_000_000) },
      payment: { id: 'pay_X', amountPaise: 299_900, subscriptionId: 'sub_X', checkoutId: 'c1' },
    });
    expect(parseRazorpayEvent(body, undefined).id).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(() => parseRazorpayEvent('not json', 'evt_2')).toThrow();
  });
});

describe('sandbox signature', () => {
  it('verifies its own signed result only for the same checkout and payment', () => {
    const sandbox = createSandboxPaymentProvider('a-sandbox-secret-of-some-length');
    const signed = sandbox.sandbox!.signPayment('checkout-1');
    const base = { checkoutId: 'checkout-1', providerSubscriptionId: null, ...signed };
    expect(sandbox.verifyPayment(base)).toBe(true);
    expect(sandbox.verifyPayment({ ...base, checkoutId: 'checkout-2' })).toBe(false);
    expect(sandbox.verifyPayment({ ...base, paymentId: `${signed.paymentId}x` })).toBe(false);
    const other = createSandboxPaymentProvider('another-secret-of-some-length');
    expect(other.verifyPayment(base)).toBe(false);
  });
});
