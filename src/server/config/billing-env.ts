/**
 * Config keys of payments and invoices. Merged into env.ts. Which keys a chosen provider needs
 * is checked when the provider is created (src/server/providers/payments/create-payment-provider.ts),
 * which fails start with a clear message.
 */
import { z } from 'zod';

/** 15 characters: state code, PAN, entity number, 'Z', check character. */
const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export const billingEnvShape = {
  /** sandbox | razorpay. Default: razorpay when its keys are set, else sandbox (a local test checkout). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  /** Razorpay plan ids (plan_…) made in the Razorpay dashboard for each plan and period. */
  RAZORPAY_PLAN_PRO_MONTHLY: z.string().optional(),
  RAZORPAY_PLAN_PRO_YEARLY: z.string().optional(),
  RAZORPAY_PLAN_PREMIUM_MONTHLY: z.string().optional(),
  RAZORPAY_PLAN_PREMIUM_YEARLY: z.string().optional(),
  /** Points the SDK elsewhere (the local fake in tests). */
  RAZORPAY_API_BASE_URL: z.url().optional(),
  /** Signs sandbox payments; derived from the auth secret when unset. */
  SANDBOX_PAYMENT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The seller on invoices. */
  SELLER_NAME: z.string().default('Vastra Studio'),
  SELLER_ADDRESS: z.string().optional(),
  SELLER_GSTIN: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN'))
    .optional(),
  /** Prices in core include GST at this rate; invoices show it split out. */
  GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
};

export const billingEnvSchema = z.object(billingEnvShape);
export type BillingEnv = z.infer<typeof billingEnvSchema>;
