import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { BILLING_TEXTS } from '@core/billing-texts';

/** Until the current plan is known, the card cannot tell an upgrade from the plan itself. */
export function LoadingPlanAction({ highlighted }: { highlighted?: boolean }) {
  return (
    <Button variant={highlighted ? 'primary' : 'outline'} className="w-full" disabled>
      <Loader2 aria-hidden className="animate-spin" />
      {BILLING_TEXTS.loadingPayment}
    </Button>
  );
}
