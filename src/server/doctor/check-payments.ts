/**
 * The payment provider's keys, proven by a read-only call (decision 226): Razorpay's plans are
 * fetched and must charge what the app sells; the sandbox says what it is.
 */
import type { Env } from '../config/env.js';
import { createPaymentProvider } from '../providers/payments/create-payment-provider.js';
import { timed, type CheckResult } from './check-result.js';

export function checkPayments(env: Env): Promise<CheckResult> {
  return timed('payments', async () => {
    // The sandbox signs with a secret derived from the auth secret; nothing here is signed.
    const provider = createPaymentProvider(env, { fallbackSecret: 'doctor' });
    return { detail: `${provider.kind}: ${await provider.checkAccount()}` };
  });
}
