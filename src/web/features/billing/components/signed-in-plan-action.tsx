import { Button } from '@/components/ui/button';
import { useUsage } from '@/features/usage/api/get-usage';
import { QueryProvider } from '@/lib/query-client';
import { PLAN_RANK } from '@core/billing';
import { PLANS, type BillingPeriod, type Plan } from '@core/plans';
import { PaymentButton } from './payment-button';
import { LoadingPlanAction } from './loading-plan-action';

/** The button under a paid plan for a signed-in buyer (see plan-action.tsx). */
/** Inside the query cache: on the landing page nothing above provides it (decision 112). */
export function SignedInPlanAction(props: { plan: Plan; period: BillingPeriod }) {
  return (
    <QueryProvider>
      <PlanActionForBuyer {...props} />
    </QueryProvider>
  );
}

function PlanActionForBuyer({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { data: usage, isPending } = useUsage();
  const paidPlan = plan.id === 'premium' ? 'premium' : 'pro';
  if (isPending) return <LoadingPlanAction highlighted={plan.highlighted} />;
  if (usage && usage.plan === plan.id) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (usage && PLAN_RANK[usage.plan] > PLAN_RANK[plan.id]) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Included in {PLANS[usage.plan].name}
      </Button>
    );
  }
  return <PaymentButton plan={paidPlan} period={period} highlighted={plan.highlighted} />;
}
