import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';
import { PLANS } from '@core/plans';
import { formatUsage, usageLevel, usageRatio } from '@core/usage';

/** The sidebar's plan box: plan name, used/limit (∞ when the limit is 0 or less), Upgrade. */
export function SidebarUsage({ collapsed }: { collapsed: boolean }) {
  const { data, isPending, isError } = useUsage();
  const t = useTexts(dashboardNavTexts);
  if (collapsed) return null;
  if (isPending) return <Skeleton className="h-28 w-full rounded-[var(--radius-card)]" />;
  if (isError || !data) {
    return (
      <p className="rounded-[var(--radius-card)] border border-border p-3 text-xs text-stone-600">
        {t('usageUnavailable')}
      </p>
    );
  }
  const level = usageLevel(data);
  const percent = Math.round(usageRatio(data.used, data.limit) * 100);
  return (
    <div
      className="rounded-[var(--radius-card)] border border-border bg-ivory p-3.5"
      data-testid="sidebar-usage"
    >
      <div className="flex items-center justify-between text-sm">
        <span className="font-semibold">{t('planName', { plan: PLANS[data.plan].name })}</span>
        <span
          className={cn(
            'tabular-nums',
            level === 'normal' ? 'text-stone-600' : 'font-semibold text-warning',
          )}
        >
          {formatUsage(data.used, data.limit)}
        </span>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={t('imagesUsedLabel')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={cn(
            'h-full rounded-full',
            level === 'normal' ? 'bg-primary' : level === 'amber' ? 'bg-accent' : 'bg-destructive',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-1.5 text-xs text-stone-500">{t('imagesUsed')}</p>
      {data.plan !== 'premium' && (
        <Button size="sm" className="mt-3 w-full" asChild>
          <Link to={data.plan === 'pro' ? `${paths.pricing}?retry=premium` : paths.pricing}>
            <Crown aria-hidden />
            {data.plan === 'pro' ? t('upgradePremium') : t('upgradePro')}
          </Link>
        </Button>
      )}
    </div>
  );
}
