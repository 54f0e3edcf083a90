/**
 * Razorpay Checkout, loaded on demand: the script is injected only when a payment button for
 * Razorpay is on screen (never at page load), once per page, and a failed load can be retried.
 */
import { useEffect, useState } from 'react';
import type { CheckoutLaunch } from '@core/billing';

export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** docs/product.md §12: the script is injected about 100 ms after the plan is known. */
const INJECT_DELAY_MS = 100;

export interface RazorpayHandlerResponse {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  subscription_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: RazorpayHandlerResponse) => void;
  modal: { ondismiss: () => void; confirm_close?: boolean };
}

interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    callback: (response: { error?: { description?: string } }) => void,
  ): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

let loading: Promise<void> | null = null;

export function loadRazorpayCheckout(): Promise<void> {
  if (window.Razorpay) return Promise.resolve();
  if (loading) return loading;
  loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve() : reject(new Error('Razorpay Checkout did not start'));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type CheckoutScriptState = 'idle' | 'loading' | 'ready' | 'failed';

/** Loads Razorpay's script shortly after `enabled` becomes true. */
export function useRazorpayScript(enabled: boolean): CheckoutScriptState {
  const [state, setState] = useState<CheckoutScriptState>('idle');
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const timer = window.setTimeout(() => {
      setState(window.Razorpay ? 'ready' : 'loading');
      loadRazorpayCheckout().then(
        () => active && setState('ready'),
        () => active && setState('failed'),
      );
    }, INJECT_DELAY_MS);
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [enabled]);
  return enabled && state === 'idle' ? 'loading' : state;
}

/** Opens Checkout for a subscription the server created. */
export function openRazorpayCheckout(
  launch: Extract<CheckoutLaunch, { provider: 'razorpay' }>,
  events: { onPaid: (response: RazorpayHandlerResponse) => void; onDismiss: () => void },
) {
  if (!window.Razorpay) throw new Error('Razorpay Checkout is not loaded');
  const checkout = new window.Razorpay({
    key: launch.keyId,
    subscription_id: launch.subscriptionId,
    name: launch.name,
    description: launch.description,
    prefill: launch.prefill,
    notes: launch.notes,
    theme: { color: '#B8185A' },
    handler: events.onPaid,
    modal: { ondismiss: events.onDismiss, confirm_close: true },
  });
  checkout.open();
}
