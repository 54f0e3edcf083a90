import { Switch } from '@/components/ui/switch';
import type { BillingPeriod } from '@core/plans';

/** Monthly / Yearly switch (decision 055): yearly is ten months' price. */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  return (
    <div className="flex items-center justify-center gap-3 text-sm font-medium">
      <span className={value === 'monthly' ? 'text-ink' : 'text-stone-500'}>Monthly</span>
      <Switch
        checked={value === 'yearly'}
        onCheckedChange={(checked) => onChange(checked ? 'yearly' : 'monthly')}
        aria-label="Bill yearly"
      />
      <span className={value === 'yearly' ? 'text-ink' : 'text-stone-500'}>
        Yearly{' '}
        <span className="ml-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-ink">
          2 months free
        </span>
      </span>
    </div>
  );
}
