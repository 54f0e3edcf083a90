import { useTexts } from '@/i18n/use-texts';
import { planTexts } from '@/i18n/texts/plan';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toastApiError } from '@/lib/api-client';
import { PLANS, type PlanId } from '@core/plans';
import { useCancelSubscription } from '../api/cancel-subscription';
import { formatBillingDate } from './format-date';

/** Cancel subscription, with the date the plan ends (docs/product.md §10: effective at period end). */
export function CancelSubscriptionDialog({
  plan,
  periodEnd,
}: {
  plan: PlanId;
  periodEnd: string | null;
}) {
  const t = useTexts(planTexts);
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const name = PLANS[plan].name;
  const until = formatBillingDate(periodEnd);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success(t('subscriptionCancelled'), {
          description: t('staysActive', {
            plan: name,
            date: formatBillingDate(answer.currentPeriodEnd),
          }),
        });
      },
      onError: (error) => toastApiError(error, t('cancellationFailed')),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive-soft">
          {t('cancelSubscription')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{t('cancelSubscription')}</AlertDialogTitle>
        <AlertDialogDescription>
          {t('cancelBody', {
            plan: name,
            until: until || t('endOfPeriod'),
            free: PLANS.free.monthlyImageQuota,
          })}
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('keepPlan', { plan: name })}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <Loader2 aria-hidden className="animate-spin" />}
            {t('cancelSubscription')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
