import { Loader2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useUsage } from '@/features/usage/api/get-usage';
import { BILLING_TEXTS, PLAN_RANK } from '@core/billing';
import { paths } from '@core/paths';
import { PLANS, type BillingPeriod, type Plan } from '@core/plans';
import { PaymentButton } from './payment-button';

/**
 * The button under a plan (docs/product.md §9): Free is the starting plan; a paid plan asks a
 * signed-out visitor to sign in first. A signed-in buyer gets the payment button for an
 * upgrade, 'Current Plan' on the plan they have, and no way to buy a lower plan than theirs
 * (a downgrade is a cancellation, effective at the end of the paid period).
 */
export function PlanAction({
  plan,
  signedIn,
  period = 'monthly',
}: {
  plan: Plan;
  signedIn: boolean;
  period?: BillingPeriod;
}) {
  if (plan.id === 'free') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button variant={plan.highlighted ? 'primary' : 'outline'} className="w-full" asChild>
        <Link to={paths.signIn} state={{ from: paths.pricing }}>
          Sign In to Subscribe
        </Link>
      </Button>
    );
  }
  return <SignedInPlanAction plan={plan} period={period} />;
}

function SignedInPlanAction({ plan, period }: { plan: Plan; period: BillingPeriod }) {
  const { data: usage, isPending } = useUsage();
  const paidPlan = plan.id === 'premium' ? 'premium' : 'pro';
  if (isPending) {
    // Until the current plan is known, the card cannot tell an upgrade from the plan itself.
    return (
      <Button variant={plan.highlighted ? 'primary' : 'outline'} className="w-full" disabled>
        <Loader2 aria-hidden className="animate-spin" />
        {BILLING_TEXTS.loadingPayment}
      </Button>
    );
  }
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
