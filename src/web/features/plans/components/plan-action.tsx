import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';
import type { Plan } from '@core/plans';

/**
 * The button under a plan (SPEC.md pricing): Free is the starting plan; a paid plan asks a
 * signed-out visitor to sign in first. Signed-in checkout arrives with the payments work;
 * until then the spec's fallback button explains it.
 */
export function PlanAction({ plan, signedIn }: { plan: Plan; signedIn: boolean }) {
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
  return (
    <Button
      variant={plan.highlighted ? 'primary' : 'outline'}
      className="w-full"
      onClick={() => toast.info('Subscription payment will be available soon!')}
    >
      Choose Plan
    </Button>
  );
}
