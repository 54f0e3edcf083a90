/**
 * The operator's console (issue #41): what /api/admin answers and accepts, shared by the server
 * and the web. Dates are ISO strings; money is paise; vendor cost is micro-US-dollars.
 */
import { z } from 'zod';
import { PLAN_IDS } from './plans.js';

/** Every action needs a reason an operator would write for a colleague: 5 to 500 characters. */
export const actionReasonSchema = z
  .string()
  .trim()
  .min(5, 'Say why, in at least 5 characters.')
  .max(500, 'Keep the reason under 500 characters.');

export const giveImagesBackSchema = z.object({
  images: z.coerce.number().int().min(1, 'At least 1 image.').max(10_000),
  reason: actionReasonSchema,
});
export type GiveImagesBackInput = z.infer<typeof giveImagesBackSchema>;

export const reasonOnlySchema = z.object({ reason: actionReasonSchema });

/** The most days one change may add to a plan's period: a year. */
export const MAX_EXTEND_DAYS = 366;

/**
 * Set a seller's plan and/or extend its period by whole days (decision 267). No money moves:
 * the payment provider stays the record of it.
 */
export const changePlanSchema = z.object({
  plan: z.enum(PLAN_IDS),
  extendDays: z.coerce
    .number()
    .int('Whole days only.')
    .min(0, 'No fewer than 0 days.')
    .max(MAX_EXTEND_DAYS, `At most ${MAX_EXTEND_DAYS} days.`),
  reason: actionReasonSchema,
});
export type ChangePlanInput = z.infer<typeof changePlanSchema>;

/** Send a payment's receipt (with its invoice) again (decision 268). */
export const resendReceiptSchema = z.object({
  paymentId: z.uuid('Choose a payment.'),
  reason: actionReasonSchema,
});
export type ResendReceiptInput = z.infer<typeof resendReceiptSchema>;

/** What a plan change did: the plan and the period's end before and after. */
export interface PlanChangeAnswer {
  before: { plan: string; currentPeriodEnd: string | null };
  after: { plan: string; currentPeriodEnd: string | null };
}

export interface OperatorMe {
  email: string;
}

export interface AdminDay {
  /** YYYY-MM-DD, UTC. */
  day: string;
  runsStarted: number;
  runsCompleted: number;
  runsFailed: number;
  runsStopped: number;
  /** Failed shots by error kind (refused, unavailable, timeout, error…). */
  failedShotsByKind: Record<string, number>;
  imagesMade: number;
  imagesCharged: number;
  vendorRequests: number;
  vendorCostMicroUsd: number;
  signUps: number;
  payments: number;
  paymentsPaise: number;
}

export interface AdminOverview {
  /** Newest first: today, then the 29 days before it. */
  days: AdminDay[];
  queue: { job: string; state: string; count: number; oldestSeconds: number }[];
  /** The oldest run waiting for a worker, or null. */
  oldestQueuedRun: { id: string; waitingSeconds: number } | null;
}

export interface SellerSummary {
  id: string;
  email: string;
  name: string;
  createdAt: string;
}

export interface SellerShotProblem {
  index: number;
  name: string;
  status: 'failed' | 'cancelled';
  engine: string | null;
  /** The engine's failure kind (refused, unavailable, timeout, no-image, error…). */
  errorKind: string | null;
  /** What the seller read. */
  reason: string | null;
  /** The vendor's own message, as the engine logged it (status, text). */
  vendorMessage: string | null;
}

export interface SellerRun {
  id: string;
  status: string;
  engine: string;
  shotCount: number;
  createdAt: string;
  finishedAt: string | null;
  error: string | null;
  problems: SellerShotProblem[];
}

export interface SellerDetail {
  seller: SellerSummary & { emailVerified: boolean; twoFactorEnabled: boolean };
  usage: {
    plan: string;
    billingPeriod: string;
    used: number;
    limit: number;
    held: number;
    periodStart: string;
    periodEnd: string;
    currentPeriodEnd: string | null;
    cancelAtPeriodEnd: boolean;
    /** The payment provider that renews the plan, or null when nothing renews it. */
    renewedBy: string | null;
  };
  history: {
    kind: 'charge' | 'credit' | 'report';
    at: string;
    images: number;
    reason: string | null;
    runId: string | null;
  }[];
  payments: {
    id: string;
    createdAt: string;
    plan: string;
    billingPeriod: string;
    amountPaise: number;
    status: string;
    invoiceNumber: string | null;
  }[];
  catalogues: { id: string; name: string; imageCount: number; createdAt: string }[];
  runs: SellerRun[];
  actions: AuditEntry[];
}

export interface AuditEntry {
  id: string;
  at: string;
  operatorEmail: string;
  action: string;
  sellerEmail: string;
  reason: string;
  detail: Record<string, unknown>;
}
