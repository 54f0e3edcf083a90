/**
 * Requests, answers, texts and tax maths of the billing API (docs/product.md §9; decisions 050
 * and 055 in docs/decisions/), shared by the server's routes and the web.
 * Money is in paise; every amount the server charges comes from plans.ts.
 */
import { z } from 'zod';
import { BILLING_PERIODS, PLANS, type BillingPeriod, type PlanId } from './plans.js';

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

// The texts live apart so pages that show them need not load zod (decision 112).
export { BILLING_TEXTS } from './billing-texts.js';

export const PLAN_RANK: Record<PlanId, number> = { free: 0, pro: 1, premium: 2 };

export const PAID_PLAN_IDS = ['pro', 'premium'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export const checkoutRequestSchema = z.object({
  plan: z.enum(PAID_PLAN_IDS, 'Choose the Pro or Premium plan.'),
  period: z.enum(BILLING_PERIODS, 'Choose monthly or yearly billing.'),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

const providerId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/, 'Invalid id.');

/** What the browser posts after paying (the fields Razorpay Checkout's handler receives). */
export const verifyRequestSchema = z.object({
  checkoutId: z.uuid(),
  paymentId: providerId,
  signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Invalid signature.'),
  /** Razorpay only; must match the subscription the server created for this checkout. */
  subscriptionId: providerId.optional(),
});
export type VerifyRequest = z.infer<typeof verifyRequestSchema>;

/** How the browser completes a checkout. */
export type CheckoutLaunch =
  | { provider: 'sandbox'; checkoutId: string; url: string }
  | {
      provider: 'razorpay';
      checkoutId: string;
      keyId: string;
      subscriptionId: string;
      name: string;
      description: string;
      prefill: { name: string; email: string };
      notes: { checkout_id: string };
    };

/** GET /api/billing/config: public, tells the pricing button which checkout to load. */
export interface BillingConfigResponse {
  provider: PaymentProviderKind;
}

export type CheckoutState = 'processing' | 'success' | 'failed';

/** GET /api/billing/checkout/:id: the outcome the payment-success page shows. */
export interface CheckoutView {
  id: string;
  provider: PaymentProviderKind;
  plan: PaidPlanId;
  period: BillingPeriod;
  amountPaise: number;
  state: CheckoutState;
  /** Set when failed. */
  failureReason: string | null;
  /** Set when success: the paid period as activated. */
  periodEnd: string | null;
  /** The plan's real features from core. */
  features: readonly string[];
}

export const PAYMENT_STATUSES = ['completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface PaymentView {
  id: string;
  plan: PaidPlanId;
  billingPeriod: BillingPeriod;
  amountPaise: number;
  currency: 'INR';
  status: PaymentStatus;
  periodStart: string | null;
  periodEnd: string | null;
  invoiceNumber: string | null;
  createdAt: string;
}

export interface PaymentsResponse {
  payments: PaymentView[];
}

export const PAYMENTS_DEFAULT_LIMIT = 5;
export const PAYMENTS_MAX_LIMIT = 100;

export const paymentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAYMENTS_MAX_LIMIT).default(PAYMENTS_DEFAULT_LIMIT),
});

export interface CancelSubscriptionResponse {
  plan: PaidPlanId;
  cancelAtPeriodEnd: true;
  /** The plan stays until then, then the account moves to Free. */
  currentPeriodEnd: string | null;
}

export interface SandboxPaymentResult {
  checkoutId: string;
  paymentId: string;
  signature: string;
}

export function isPaidPlanId(value: unknown): value is PaidPlanId {
  return value === 'pro' || value === 'premium';
}

export function featuresOf(plan: PlanId): readonly string[] {
  return PLANS[plan].features;
}

/** 'VS-2026-000001': sequential per calendar year. */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `VS-${year}-${String(sequence).padStart(6, '0')}`;
}

export interface GstBreakdown {
  /** The price paid, GST included. */
  totalPaise: number;
  taxablePaise: number;
  taxPaise: number;
  /**
   * Intra-state supply: the tax split equally into CGST and SGST, odd paisa to SGST (decision
   * 051); IGST is 0. Inter-state supply: the whole tax is IGST, CGST and SGST are 0 (184).
   */
  supply: 'intra-state' | 'inter-state';
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  ratePercent: number;
}

/**
 * Splits a GST-inclusive price into its taxable value and tax, in whole paise, so that
 * taxable + CGST + SGST + IGST is always exactly the price paid.
 */
export function gstBreakdown(
  totalPaise: number,
  ratePercent: number,
  supply: GstBreakdown['supply'] = 'intra-state',
): GstBreakdown {
  const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
  const taxPaise = totalPaise - taxablePaise;
  if (supply === 'inter-state') {
    return {
      totalPaise,
      taxablePaise,
      taxPaise,
      supply,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: taxPaise,
      ratePercent,
    };
  }
  const cgstPaise = Math.floor(taxPaise / 2);
  return {
    totalPaise,
    taxablePaise,
    taxPaise,
    supply,
    cgstPaise,
    sgstPaise: taxPaise - cgstPaise,
    igstPaise: 0,
    ratePercent,
  };
}

function addMonthsClamped(start: Date, months: number): Date {
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      start.getUTCFullYear(),
      month,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}

/** End of a paid period that starts at `start`: one month or one year later (day clamped). */
export function addBillingPeriod(start: Date, period: BillingPeriod): Date {
  return addMonthsClamped(start, period === 'yearly' ? 12 : 1);
}

/** The calendar year of a date in India (invoice series restart each year). */
export function invoiceYearOf(date: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(date),
  );
}
