import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import { isPaidPlan, PLANS, type BillingPeriod, type Plan, type PlanId } from '@core/plans';

type PlanFeature = keyof typeof plansTexts.en;
const isKnownFeature = (feature: string): feature is PlanFeature => feature in plansTexts.en;

/** A plan's words in the reader's language; the plan names stay as core has them. */
export function usePlanTexts() {
  const t = useTexts(plansTexts);
  return {
    t,
    description: (plan: PlanId) => t(`${plan}-description`),
    badge: (plan: Plan) => (plan.badge && plan.id !== 'free' ? t(`${plan.id}-badge`) : undefined),
    /** A feature from core or the server; one we have no words for stays as it came. */
    feature: (feature: string) => (isKnownFeature(feature) ? t(feature) : feature),
    /** 'Pro Plan (Yearly)', as core's planLabel says it in English. */
    label: (plan: PlanId, period: BillingPeriod = 'monthly') =>
      t(isPaidPlan(plan) && period === 'yearly' ? 'planLabelYearly' : 'planLabel', {
        plan: PLANS[plan].name,
      }),
  };
}
