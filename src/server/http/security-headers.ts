import { secureHeaders } from 'hono/secure-headers';

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
 * self-hosted; inline styles are allowed because Radix positions popovers with them. With
 * Razorpay as the payment provider, its checkout script and frames are allowed too.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}) {
  const razorpay = options.allowRazorpayCheckout === true;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(razorpay ? RAZORPAY_CHECKOUT.script : [])],
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
