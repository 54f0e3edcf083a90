/**
 * Config keys of payments and invoices. Merged into env.ts. Which keys a chosen provider needs
 * is checked when the provider is created (src/server/providers/payments/create-payment-provider.ts),
 * which fails start with a clear message.
 */
import { z } from 'zod';
import { gstinProblem } from '../../core/billing-details.js';

/** Every invoice carries the seller's GSTIN: a typo found at start, not by a buyer's accountant. */
const SELLER_GSTIN_PROBLEMS = {
  format: 'must be a 15-character GSTIN starting with a state code',
  'check-digit': 'has a wrong check character (its last one): check it against the GST certificate',
} as const;

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
    .check((ctx) => {
      const problem = gstinProblem(ctx.value);
      if (problem)
        ctx.issues.push({
          code: 'custom',
          message: SELLER_GSTIN_PROBLEMS[problem],
          input: ctx.value,
        });
    })
    .optional(),
  /** Prices in core include GST at this rate; invoices show it split out. */
  GST_RATE_PERCENT: z.coerce.number().min(0).max(28).default(18),
};

export const billingEnvSchema = z.object(billingEnvShape);
export type BillingEnv = z.infer<typeof billingEnvSchema>;
