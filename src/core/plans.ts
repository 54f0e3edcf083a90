/**
 * The three plans: one source for prices, quotas and features (decisions 054 and 055).
 * Every page that shows a plan, and the server's quota checks, read from here.
 * Money is kept in paise (integers) so no rupee amount is ever a float.
 */

export const PLAN_IDS = ['free', 'pro', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A yearly plan costs ten months: two months free (decision 055). */
export const YEARLY_PRICE_MONTHS = 10;

/** Shots in one catalogue; the quota counts images, so one catalogue uses this many. */
export const SHOTS_PER_CATALOGUE = 5;

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Monthly price in paise (1 rupee = 100 paise). */
  monthlyPricePaise: number;
  /** Images per billing month; yearly plans grant it each month of the year. */
  monthlyImageQuota: number;
  features: readonly string[];
  badge?: string;
  highlighted: boolean;
  canCreateCustomModels: boolean;
  canGenerateCustomBackgrounds: boolean;
}

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    description: 'Try the studio on your own products.',
    monthlyPricePaise: 0,
    monthlyImageQuota: 5,
    features: ['5 AI images per month', 'Standard backgrounds', 'Standard models', 'Email support'],
    highlighted: false,
    canCreateCustomModels: false,
    canGenerateCustomBackgrounds: false,
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    description: 'For growing stores that list new products every week.',
    monthlyPricePaise: 2_999_00,
    monthlyImageQuota: 500,
    features: [
      '500 AI images per month',
      'Custom backgrounds',
      'Custom models',
      'Email and priority support',
    ],
    badge: 'Most Popular',
    highlighted: true,
    canCreateCustomModels: true,
    canGenerateCustomBackgrounds: true,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    description: 'For brands and marketplaces with large catalogues.',
    monthlyPricePaise: 9_999_00,
    monthlyImageQuota: 3000,
    features: [
      '3000 AI images per month',
      'Custom backgrounds',
      'Custom models',
      'Email and priority support',
    ],
    badge: 'Enterprise',
    highlighted: false,
    canCreateCustomModels: true,
    canGenerateCustomBackgrounds: true,
  },
};

export const PLAN_LIST: readonly Plan[] = PLAN_IDS.map((id) => PLANS[id]);

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isPaidPlan(plan: PlanId): boolean {
  return plan !== 'free';
}

/** Price of one billing period in paise. */
export function periodPricePaise(plan: PlanId, period: BillingPeriod): number {
  const monthly = PLANS[plan].monthlyPricePaise;
  return period === 'yearly' ? monthly * YEARLY_PRICE_MONTHS : monthly;
}

/**
 * Formats paise as rupees with Indian digit grouping, e.g. 299900 -> '₹2,999'; `locale` is the
 * reader's (hi-IN for Hindi, decision 194).
 */
export function formatInr(paise: number, locale = 'en-IN'): string {
  const rupees = paise / 100;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(rupees);
}

/** Label shown in the settings card and sidebar, e.g. 'Pro Plan (Yearly)'. */
export function planLabel(plan: PlanId, period: BillingPeriod = 'monthly'): string {
  const base = `${PLANS[plan].name} Plan`;
  return isPaidPlan(plan) && period === 'yearly' ? `${base} (Yearly)` : base;
}
