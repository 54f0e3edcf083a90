/**
 * Display rules for a user's quota (docs/product.md §3). The server decides whether a run may
 * start; these only colour the usage card and banners.
 */

export const USAGE_AMBER_FROM = 0.7;
export const USAGE_WARNING_FROM = 0.8;
export const USAGE_LOW_FROM = 0.9;

export interface UsageView {
  plan: 'free' | 'pro' | 'premium';
  used: number;
  limit: number;
  canGenerate: boolean;
}

/** Share of the quota used, capped at 1. A limit of 0 or less means unlimited. */
export function usageRatio(used: number, limit: number): number {
  if (limit <= 0) return 0;
  return Math.min(1, Math.max(0, used / limit));
}

/** 'used/limit', with an infinity sign when the limit is 0 or less (docs/product.md §3). */
export function formatUsage(used: number, limit: number): string {
  return `${used}/${limit <= 0 ? '∞' : limit}`;
}

export type UsageLevel = 'normal' | 'amber' | 'warning' | 'low' | 'reached';

/**
 * The card's colour. Images held for a run still in progress (`held`, part of `used`) are not
 * spent yet: any not made come back, so a Free seller's first run does not read as the limit.
 */
export function usageLevel(
  view: Pick<UsageView, 'used' | 'limit' | 'canGenerate'> & { held?: number },
): UsageLevel {
  const held = Math.max(0, view.held ?? 0);
  if (!view.canGenerate && held === 0) return 'reached';
  const ratio = usageRatio(view.used - held, view.limit);
  if (ratio >= USAGE_LOW_FROM) return 'low';
  if (ratio >= USAGE_WARNING_FROM) return 'warning';
  if (ratio >= USAGE_AMBER_FROM) return 'amber';
  return 'normal';
}

/** docs/product.md §11: the destructive toast when a run does not fit the quota. */
export const LIMIT_REACHED_TITLE = 'Generation Limit Reached';
export const LIMIT_REACHED_MESSAGE =
  "You've reached your monthly generation limit. Please upgrade your plan to continue.";

/** GET /api/usage: the spec's usage view plus the period it covers (ISO dates). */
export interface UsageResponse {
  plan: 'free' | 'pro' | 'premium';
  billingPeriod: 'monthly' | 'yearly';
  used: number;
  limit: number;
  remaining: number;
  /** Of `used`, the images held for runs and batches still in progress (not spent yet). */
  held: number;
  canGenerate: boolean;
  periodStart: string;
  periodEnd: string;
  /** When the paid period ends (renewal, or the fall back to Free when cancelled). */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * One line of the seller's usage history (GET /api/usage/history, decision 250), newest first:
 * a charge (a settled run or item that kept images) or a credit (images given back). The web
 * draws each by its kind (usage-history-labels.ts, decision 269); new kinds add a label there.
 */
export interface UsageHistoryEntry {
  kind: string;
  at: string;
  images: number;
  /** A credit's reason; an operator's stays with the operators (the console shows it). */
  reason: string | null;
  runId: string | null;
  /** Who gave a credit back: an operator, or a reported image (decision 263). */
  source: 'operator' | 'report' | 'check' | null;
  /** The report behind a credit or a report that gave nothing back. */
  report: {
    shotIndex: number;
    shotName: string;
    reason: string;
    text: string | null;
    outcome: string;
    failedCheck: boolean;
    colourScore: number | null;
    printScore: number | null;
  } | null;
}
