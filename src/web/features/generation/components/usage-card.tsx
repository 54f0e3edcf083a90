import { createTexts } from '@/i18n/texts/create';
import { useTexts } from '@/i18n/use-texts';
import { AlertTriangle, Crown, Info, OctagonAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';
import { PLANS, SHOTS_PER_CATALOGUE } from '@core/plans';
import {
  formatUsage,
  usageLevel,
  usageRatio,
  type UsageLevel,
  type UsageResponse,
} from '@core/usage';

const barColour: Record<UsageLevel, string> = {
  normal: 'bg-primary',
  amber: 'bg-accent',
  warning: 'bg-accent',
  low: 'bg-destructive',
  reached: 'bg-destructive',
};

/**
 * The create page's usage card (docs/product.md §3): plan, used/limit and a bar; amber from 70%,
 * a warning banner from 80%, a low-images notice from 90%, 'limit reached' when the server
 * says no catalogue fits. Display only: the server enforces the quota (decision 005).
 */
export function UsageCard({
  usage,
  isPending,
}: {
  usage: UsageResponse | undefined;
  isPending: boolean;
}) {
  const t = useTexts(createTexts);
  if (isPending) return <UsageCardSkeleton />;
  if (!usage) {
    return (
      <p className="rounded-[var(--radius-card)] border border-border bg-card p-4 text-sm text-stone-600">
        {t('usageUnavailable')}
      </p>
    );
  }
  const level = usageLevel(usage);
  const unlimited = usage.limit <= 0;
  const percent = Math.round(usageRatio(usage.used, usage.limit) * 100);
  const upgrade = usage.plan !== 'premium' && (
    <Button size="sm" asChild>
      <Link to={usage.plan === 'pro' ? `${paths.pricing}?retry=premium` : paths.pricing}>
        <Crown aria-hidden />
        {usage.plan === 'pro' ? t('upgradePremium') : t('upgradePro')}
      </Link>
    </Button>
  );

  return (
    <section
      aria-label={t('yourPlanUsage')}
      data-level={level}
      className={cn(
        'space-y-3 rounded-[var(--radius-card)] border bg-card p-4 shadow-soft',
        level === 'normal' && 'border-border',
        (level === 'amber' || level === 'warning' || level === 'low') && 'border-accent',
        level === 'reached' && 'border-destructive',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="font-sans text-sm font-semibold">
          {t('planName', { plan: PLANS[usage.plan].name })}
        </h2>
        <p
          className={cn(
            'text-sm tabular-nums',
            level === 'normal' ? 'text-stone-600' : 'font-semibold text-warning',
          )}
        >
          <span data-testid="usage-count">{formatUsage(usage.used, usage.limit)}</span>
          {t('images')}
        </p>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-stone-200"
        role="progressbar"
        aria-label={t('imagesUsed')}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={
          unlimited ? t('unlimited') : t('usedOf', { used: usage.used, limit: usage.limit })
        }
      >
        <div
          className={cn('h-full rounded-full transition-[width]', barColour[level])}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-stone-500">
        {unlimited ? t('unlimitedThisMonth') : t('leftThisMonth', { count: usage.remaining })}
        {t('eachCatalogueUses', { count: SHOTS_PER_CATALOGUE })}
      </p>
      {usage.held > 0 && (
        <p className="text-xs text-stone-600" data-testid="usage-held">
          {t('held', { count: usage.held })}
        </p>
      )}

      {level === 'reached' ? (
        <div
          role="alert"
          className="space-y-2 rounded-md bg-destructive-soft p-3 text-sm text-destructive"
        >
          <p className="flex items-center gap-2 font-semibold">
            <OctagonAlert aria-hidden className="size-4 shrink-0" />
            {t('limitReachedTitle')}
          </p>
          <p>{t('limitReachedMessage')}</p>
          {upgrade}
        </div>
      ) : (
        <>
          {(level === 'warning' || level === 'low') && (
            <div
              role="status"
              className="space-y-2 rounded-md bg-warning-soft p-3 text-sm text-warning"
            >
              <p className="flex items-start gap-2">
                <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
                {t('usedPercent', { percent })}
              </p>
              {upgrade}
            </div>
          )}
          {level === 'low' && (
            <p className="flex items-center gap-2 text-sm font-medium text-warning">
              <Info aria-hidden className="size-4 shrink-0" />
              {t('runningLow', { count: usage.remaining })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The card's outline while the usage loads, line for line as tall as the card on a plan with
 * images left, so the page does not move when it comes (the dashboard paints before its data,
 * decision 213).
 */
function UsageCardSkeleton() {
  return (
    <div
      aria-hidden
      className="space-y-3 rounded-[var(--radius-card)] border border-border bg-card p-4 shadow-soft"
    >
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-2 w-full rounded-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
