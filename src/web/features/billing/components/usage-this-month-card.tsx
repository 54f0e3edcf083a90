import { useTexts } from '@/i18n/use-texts';
import { planTexts } from '@/i18n/texts/plan';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { SHOTS_PER_CATALOGUE } from '@core/plans';
import { formatBillingDate } from './format-date';

/**
 * Settings: Usage This Month (docs/product.md §2). The quota counts images (decision 005), so both
 * are shown: images generated against the plan limit, and the catalogues they make.
 */
export function UsageThisMonthCard() {
  const t = useTexts(planTexts);
  const { data: usage, isPending, isError } = useUsage();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('usageThisMonth')}</CardTitle>
        <CardDescription>
          {usage
            ? `${formatBillingDate(usage.periodStart)} – ${formatBillingDate(usage.periodEnd)}`
            : t('thisBillingMonth')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : isError || !usage ? (
          <p className="text-sm text-stone-600">{t('usageLoadFailed')}</p>
        ) : (
          <dl className="grid grid-cols-2 gap-4">
            <div className="rounded-[var(--radius-card)] bg-ivory p-4">
              <dt className="text-sm text-stone-600">{t('cataloguesGenerated')}</dt>
              <dd className="mt-1 font-display text-3xl font-semibold tabular-nums">
                {Math.floor(usage.used / SHOTS_PER_CATALOGUE)}
              </dd>
              <dd className="text-xs text-stone-500">{t('images', { count: usage.used })}</dd>
            </div>
            <div className="rounded-[var(--radius-card)] bg-ivory p-4">
              <dt className="text-sm text-stone-600">{t('planLimit')}</dt>
              <dd
                className="mt-1 font-display text-3xl font-semibold tabular-nums"
                data-testid="plan-limit"
              >
                {usage.limit <= 0 ? '∞' : usage.limit}
              </dd>
              <dd className="text-xs text-stone-500">{t('imagesPerMonth')}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
