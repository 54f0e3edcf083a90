import { Switch } from '@/components/ui/switch';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import type { BillingPeriod } from '@core/plans';

/** Monthly / Yearly switch (decision 055): yearly is ten months' price. */
export function BillingPeriodToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
}) {
  const t = useTexts(plansTexts);
  return (
    <div className="flex items-center justify-center gap-3 text-sm font-medium">
      <span className={value === 'monthly' ? 'text-ink' : 'text-stone-500'}>{t('monthly')}</span>
      <Switch
        checked={value === 'yearly'}
        onCheckedChange={(checked) => onChange(checked ? 'yearly' : 'monthly')}
        aria-label={t('billYearly')}
      />
      <span className={value === 'yearly' ? 'text-ink' : 'text-stone-500'}>
        {t('yearly')}{' '}
        <span className="ml-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent-ink">
          {t('twoMonthsFree')}
        </span>
      </span>
    </div>
  );
}
