import { Button } from '@/components/ui/button';
import { useUsage } from '@/features/usage/api/get-usage';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import { QueryProvider } from '@/lib/query-client';
import { PLAN_RANK } from '@core/billing';
import { PLANS, type BillingPeriod, type Plan } from '@core/plans';
import { PaymentButton } from './payment-button';
import { LoadingPlanAction } from './loading-plan-action';

/** The button under a paid plan for a signed-in buyer (see plan-action.tsx). */
/** Inside the query cache: on the landing page nothing above provides it (decision 112). */
export function SignedInPlanAction(props: {
  plan: Plan;
  period: BillingPeriod;
  highlighted: boolean;
}) {
  return (
    <QueryProvider>
      <PlanActionForBuyer {...props} />
    </QueryProvider>
  );
}

function PlanActionForBuyer({
  plan,
  period,
  highlighted,
}: {
  plan: Plan;
  period: BillingPeriod;
  highlighted: boolean;
}) {
  const t = useTexts(plansTexts);
  const { data: usage, isPending } = useUsage();
  const paidPlan = plan.id === 'premium' ? 'premium' : 'pro';
  if (isPending) return <LoadingPlanAction highlighted={highlighted} />;
  // Free is the current plan only for a Free user (or when the plan could not be read).
  if (plan.id === 'free' ? !usage || usage.plan === 'free' : usage?.plan === plan.id) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {t('currentPlan')}
      </Button>
    );
  }
  if (usage && PLAN_RANK[usage.plan] > PLAN_RANK[plan.id]) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {t('includedIn', { plan: PLANS[usage.plan].name })}
      </Button>
    );
  }
  if (plan.id === 'free') return null;
  return <PaymentButton plan={paidPlan} period={period} highlighted={highlighted} />;
}
