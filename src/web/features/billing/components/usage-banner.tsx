import { AlertTriangle, Crown, Info, OctagonAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { cn } from '@/lib/cn';
import { paths } from '@core/paths';
import { PLANS } from '@core/plans';
import { LIMIT_REACHED_MESSAGE, LIMIT_REACHED_TITLE, formatUsage, usageLevel } from '@core/usage';
import { UsageProgress } from './usage-progress';

/**
 * The create page's usage card (SPEC.md 2 Dashboard and 9): plan and used/limit, amber from
 * 70%, a warning banner from 80%, a low-images notice from 90%, and 'limit reached' when the
 * server says no catalogue fits. Display only: the server enforces the quota.
 */
export function UsageBanner({ className }: { className?: string }) {
  const { data: usage, isPending, isError } = useUsage();
  if (isPending) return <Skeleton className={cn('h-24 w-full rounded-[var(--radius-card)]', className)} />;
  if (isError || !usage) return null;
  const level = usageLevel(usage);
  const upgrade = usage.plan !== 'premium' && (
    <Button size="sm" asChild>
      <Link to={usage.plan === 'pro' ? `${paths.pricing}?retry=premium` : paths.pricing}>
        <Crown aria-hidden />
        {usage.plan === 'pro' ? 'Upgrade to Premium' : 'Upgrade to Pro'}
      </Link>
    </Button>
  );

  return (
    <section
      aria-label="Usage this month"
      data-level={level}
      className={cn(
        'space-y-3 rounded-[var(--radius-card)] border bg-card p-4 shadow-soft',
        level === 'normal' ? 'border-border' : level === 'amber' ? 'border-accent' : 'border-warning-border',
        level === 'reached' && 'border-destructive',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-semibold">{PLANS[usage.plan].name} Plan</span>
        <span
          className={cn('tabular-nums', level === 'normal' ? 'text-stone-600' : 'font-semibold text-warning')}
          data-testid="usage-count"
        >
          {formatUsage(usage.used, usage.limit)} images
        </span>
      </div>
      <UsageProgress used={usage.used} limit={usage.limit} canGenerate={usage.canGenerate} />

      {level === 'reached' ? (
        <div role="alert" className="flex flex-wrap items-start gap-3 rounded-md bg-destructive-soft p-3 text-sm text-destructive">
          <OctagonAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{LIMIT_REACHED_TITLE}</p>
            <p>{LIMIT_REACHED_MESSAGE}</p>
          </div>
          {upgrade}
        </div>
      ) : (
        <>
          {(level === 'warning' || level === 'low') && (
            <div role="status" className="flex flex-wrap items-start gap-3 rounded-md bg-warning-soft p-3 text-sm text-warning">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              <p className="min-w-0 flex-1">
                You've used {Math.round((usage.used / usage.limit) * 100)}% of this month's images.
              </p>
              {upgrade}
            </div>
          )}
          {level === 'low' && (
            <p className="flex items-center gap-2 text-sm text-warning">
              <Info aria-hidden className="size-4 shrink-0" />
              Only {usage.remaining} {usage.remaining === 1 ? 'image' : 'images'} left this month.
            </p>
          )}
        </>
      )}
    </section>
  );
}
