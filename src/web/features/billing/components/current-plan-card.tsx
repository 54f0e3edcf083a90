import { useTexts } from '@/i18n/use-texts';
import { planTexts } from '@/i18n/texts/plan';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/features/usage/api/get-usage';
import { paths } from '@core/paths';
import { PLANS, isPaidPlan } from '@core/plans';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { formatBillingDate } from './format-date';
import { UsageProgress } from './usage-progress';

/**
 * Settings: Current Plan (docs/product.md §2). Plan badge ('Pro Plan (Yearly)'), billing, the renewal
 * or end date, images remaining with a bar, Upgrade for Free, Cancel for paid plans.
 */
export function CurrentPlanCard() {
  const t = useTexts(planTexts);
  const { data: usage, isPending, isError } = useUsage();
  return (
    <Card id="plan" className="scroll-mt-24">
      <CardHeader>
        <CardTitle>{t('currentPlan')}</CardTitle>
        <CardDescription>{t('currentPlanDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : isError || !usage ? (
          <p className="text-sm text-stone-600">{t('planLoadFailed')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <Badge variant={isPaidPlan(usage.plan) ? 'default' : 'secondary'} className="text-sm">
                {t(
                  isPaidPlan(usage.plan) && usage.billingPeriod === 'yearly'
                    ? 'planLabelYearly'
                    : 'planLabel',
                  { plan: PLANS[usage.plan].name },
                )}
              </Badge>
              <span className="text-sm text-stone-600">
                {isPaidPlan(usage.plan)
                  ? t(usage.billingPeriod === 'yearly' ? 'annualBilling' : 'monthlyBilling')
                  : t('noBilling')}
              </span>
            </div>
            <dl className="grid gap-2 text-sm">
              {isPaidPlan(usage.plan) && usage.currentPeriodEnd && (
                <div className="flex justify-between gap-4">
                  <dt className="text-stone-600">
                    {usage.cancelAtPeriodEnd ? t('endsOn') : t('renewsOn')}
                  </dt>
                  <dd className="font-medium">{formatBillingDate(usage.currentPeriodEnd)}</dd>
                </div>
              )}
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('imagesRemaining')}</dt>
                <dd className="font-medium tabular-nums" data-testid="plan-remaining">
                  {t('remainingOf', { remaining: usage.remaining, limit: usage.limit })}
                </dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt className="text-stone-600">{t('usageResets')}</dt>
                <dd className="font-medium">{formatBillingDate(usage.periodEnd)}</dd>
              </div>
            </dl>
            <UsageProgress
              used={usage.used}
              limit={usage.limit}
              canGenerate={usage.canGenerate}
              label={t('imagesUsedThisMonth')}
            />
            {usage.cancelAtPeriodEnd && (
              <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-warning">
                {t('cancelledNote', { date: formatBillingDate(usage.currentPeriodEnd) })}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-3">
              {usage.plan === 'free' && (
                <Button size="sm" asChild>
                  <Link to={paths.pricing}>
                    <Crown aria-hidden />
                    {t('upgradeToPro')}
                  </Link>
                </Button>
              )}
              {usage.plan === 'pro' && !usage.cancelAtPeriodEnd && (
                <Button size="sm" variant="secondary" asChild>
                  <Link to={`${paths.pricing}?retry=premium`}>{t('upgradeToPremium')}</Link>
                </Button>
              )}
              {isPaidPlan(usage.plan) && !usage.cancelAtPeriodEnd && (
                <CancelSubscriptionDialog plan={usage.plan} periodEnd={usage.currentPeriodEnd} />
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
