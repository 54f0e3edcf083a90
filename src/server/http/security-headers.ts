import { createHash } from 'node:crypto';
import { secureHeaders } from 'hono/secure-headers';
import { APP_LOADER_SCRIPT } from '../../core/app-loader.js';

/** The built public pages' one inline script, allowed by its hash (decision 204). */
export const APP_LOADER_HASH = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

/** Razorpay Checkout's script, frames and telemetry (docs/decisions/050). */
const RAZORPAY_CHECKOUT = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com', 'https://api.razorpay.com'],
};

export interface SecurityHeaderOptions {
  /** Allow Razorpay Checkout (only when the payment provider is razorpay). */
  allowRazorpayCheckout?: boolean;
}

/**
 * Security headers for every answer. The CSP allows only this origin: fonts and images are
 * self-hosted; the one inline script, the built pages' loader, is allowed by its hash; inline
 * styles are allowed because Radix positions popovers with them (and the built pages inline
 * their stylesheet). With Razorpay as the payment provider, its checkout script and frames are
 * allowed too.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const razorpay = options.allowRazorpayCheckout === true;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", APP_LOADER_HASH, ...(razorpay ? RAZORPAY_CHECKOUT.script : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...(razorpay ? RAZORPAY_CHECKOUT.connect : [])],
      ...(razorpay ? { frameSrc: RAZORPAY_CHECKOUT.frame } : {}),
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
