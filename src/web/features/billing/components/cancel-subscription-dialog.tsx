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
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const name = PLANS[plan].name;
  const until = formatBillingDate(periodEnd);
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setOpen(false);
        toast.success('Subscription cancelled', {
          description: `Your ${name} plan stays active until ${formatBillingDate(answer.currentPeriodEnd)}.`,
        });
      },
      onError: (error) => toastApiError(error, 'Cancellation Failed'),
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive-soft">
          Cancel subscription
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>Cancel subscription</AlertDialogTitle>
        <AlertDialogDescription>
          Your {name} plan and its images stay available until{' '}
          {until || 'the end of this billing period'}. After that your account moves to the Free
          plan ({PLANS.free.monthlyImageQuota} images a month). Payments already made are not
          refunded.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep {name}</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending && <Loader2 aria-hidden className="animate-spin" />}
            Cancel subscription
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
