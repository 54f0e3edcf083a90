import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { toastApiError } from '@/lib/api-client';
import { changePlanSchema, type SellerDetail } from '@core/admin';
import { PLAN_IDS, PLANS, type PlanId } from '@core/plans';
import { useChangePlan } from '../api/seller-actions';
import { formatDate } from './admin-format';
import { ReasonField } from './reason-field';

/**
 * Set the plan and/or add days to its period (decision 267). No money moves; a plan the
 * provider renews can only be extended, which the form says before the click.
 */
export function ChangePlanForm({ detail }: { detail: SellerDetail }) {
  const id = useId();
  const { usage } = detail;
  const [plan, setPlan] = useState(usage.plan);
  const [days, setDays] = useState('0');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ extendDays?: string; reason?: string }>({});
  const change = useChangePlan(detail.seller.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePlanSchema.safeParse({ plan, extendDays: days, reason });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      const { after } = await change.mutateAsync(parsed.data);
      const until = after.currentPeriodEnd ? ` until ${formatDate(after.currentPeriodEnd)}` : '';
      toast.success(`Plan is ${PLANS[after.plan as PlanId].name}${until}`);
      setReason('');
      setDays('0');
    } catch (error) {
      toastApiError(error, 'Could not change the plan');
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-3" noValidate>
      <p className="text-sm text-muted">
        {usage.renewedBy
          ? `Renewed by ${usage.renewedBy}: only days can be added here; the seller changes plan at checkout.`
          : 'Nothing renews this plan here; no payment is made or refunded.'}
      </p>
      <div className="flex flex-wrap gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-plan`}>Plan</Label>
          <NativeSelect
            id={`${id}-plan`}
            value={plan}
            onChange={(event) => setPlan(event.target.value)}
            className="w-40"
          >
            {PLAN_IDS.map((planId) => (
              <option key={planId} value={planId}>
                {PLANS[planId].name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-days`}>Days to add</Label>
          <Input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={0}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={errors.extendDays ? true : undefined}
            className="w-32"
          />
        </div>
      </div>
      {errors.extendDays ? <p className="text-sm text-destructive">{errors.extendDays}</p> : null}
      <ReasonField id={`${id}-reason`} value={reason} onChange={setReason} error={errors.reason} />
      <Button type="submit" size="sm" disabled={change.isPending} className="self-start">
        Change plan
      </Button>
    </form>
  );
}
