import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';
import type { BillingPeriod, Plan } from '@core/plans';
import { LoadingPlanAction } from './loading-plan-action';

// The payment flow (api client, zod, checkout) loads only for a signed-in buyer (decision 112).
const SignedInPlanAction = lazy(async () => ({
  default: (await import('./signed-in-plan-action')).SignedInPlanAction,
}));

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
  highlighted = plan.highlighted,
}: {
  plan: Plan;
  signedIn: boolean;
  period?: BillingPeriod;
  /** The card that has the emphasis (the plan's own, or the one the page was asked to show). */
  highlighted?: boolean;
}) {
  const t = useTexts(plansTexts);
  if (plan.id === 'free' && !signedIn) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {t('currentPlan')}
      </Button>
    );
  }
  if (!signedIn) {
    return (
      <Button variant={highlighted ? 'primary' : 'outline'} className="w-full" asChild>
        <Link to={paths.signIn} state={{ from: paths.pricing }}>
          {t('signInToSubscribe')}
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<LoadingPlanAction highlighted={highlighted} />}>
      <SignedInPlanAction plan={plan} period={period} highlighted={highlighted} />
    </Suspense>
  );
}
