import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';

/** Until the current plan is known, the card cannot tell an upgrade from the plan itself. */
export function LoadingPlanAction({ highlighted }: { highlighted?: boolean }) {
  const t = useTexts(plansTexts);
  return (
    <Button variant={highlighted ? 'primary' : 'outline'} className="w-full" disabled>
      <Loader2 aria-hidden className="animate-spin" />
      {t('loadingPayment')}
    </Button>
  );
}
