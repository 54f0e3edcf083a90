import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheck, CircleHelp, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { RequireSession } from '@/features/auth/components/require-session';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { useCheckout } from '@/features/billing/api/get-checkout';
import { usePlanTexts } from '@/features/billing/use-plan-texts';
import { usageQueryKey, useUsage } from '@/features/usage/api/get-usage';
import { usePageTitle } from '@/hooks/use-page-title';
import { useFormat } from '@/i18n/format';
import { RichText } from '@/i18n/rich-text';
import { paymentTexts } from '@/i18n/texts/payment';
import { useTexts } from '@/i18n/use-texts';
import { ApiError } from '@/lib/api-client';
import type { CheckoutView } from '@core/billing';
import { paths } from '@core/paths';
import { isPaidPlan, PLANS } from '@core/plans';

const strong = { strong: (plan: string) => <strong className="text-ink">{plan}</strong> };

/** After this long processing, the page says so (the webhook may still finish it). */
const SLOW_AFTER_MS = 60_000;

/**
 * The outcome of a plan purchase (docs/product.md §9, decision 050): asked from the server, never
 * read from the address. Processing polls until the server has verified the payment.
 */
export function PaymentSuccessRoute() {
  const t = useTexts(paymentTexts);
  usePageTitle(t('pageTitle'));
  return (
    <RequireSession mode="redirect">
      <PaymentOutcome />
    </RequireSession>
  );
}

function PaymentOutcome() {
  const t = useTexts(paymentTexts);
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const query = useCheckout(checkoutId);
  const queryClient = useQueryClient();
  const state = query.data?.state;
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (state !== undefined && state !== 'processing') return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (state === 'success') {
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      void queryClient.invalidateQueries({ queryKey: billingKeys.allPayments });
    }
  }, [state, queryClient]);

  // Opened without a checkout (a bookmark, the address retyped): nothing to verify, so no
  // failure either; the page says which plan the seller is on.
  if (!checkoutId) return <NoCheckout />;
  if (query.error instanceof ApiError && query.error.status === 404) {
    return <Failed reason={t('notFound')} />;
  }
  if (query.isError) {
    return <Failed reason={t('checkFailed')} />;
  }
  if (!query.data || query.data.state === 'processing') {
    return <Processing slow={slow} />;
  }
  if (query.data.state === 'failed') {
    return <Failed reason={query.data.failureReason ?? t('didNotGoThrough')} />;
  }
  return <Success view={query.data} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-live="polite"
    >
      {children}
    </section>
  );
}

function Processing({ slow }: { slow: boolean }) {
  const t = useTexts(paymentTexts);
  return (
    <Shell>
      <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
      <h1 className="mt-6 text-3xl font-semibold">{t('confirmingTitle')}</h1>
      <p className="mt-3 text-stone-600" role="status">
        {t(slow ? 'slow' : 'usuallyQuick')}
      </p>
    </Shell>
  );
}

function Success({ view }: { view: CheckoutView }) {
  const t = useTexts(paymentTexts);
  const plans = usePlanTexts();
  const { day, inr } = useFormat();
  return (
    <Shell>
      <CircleCheck aria-hidden className="size-14 text-success" />
      <h1 className="mt-6 text-3xl font-semibold">{t('paymentSuccessful')}</h1>
      <p className="mt-3 text-stone-600">
        <RichText
          text={t(view.period === 'yearly' ? 'nowOnYearly' : 'nowOnMonthly', {
            plan: plans.label(view.plan, view.period),
            amount: inr(view.amountPaise),
          })}
          parts={strong}
        />
        {view.periodEnd && ` ${t('renewsOn', { date: day(view.periodEnd) })}`}
      </p>
      <FeatureList features={view.features} />
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.dashboard}>{t('goToDashboard')}</Link>
      </Button>
    </Shell>
  );
}

/** No checkout to ask about: the seller's current plan, from the usage query. */
function NoCheckout() {
  const t = useTexts(paymentTexts);
  const plans = usePlanTexts();
  const { day } = useFormat();
  const usage = useUsage();
  if (usage.isPending) {
    return (
      <Shell>
        <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
        <p className="mt-6 text-stone-600" role="status">
          {t('checkingPlan')}
        </p>
      </Shell>
    );
  }
  const plan = usage.data?.plan;
  if (!usage.data || !plan || !isPaidPlan(plan)) {
    return (
      <Shell>
        <CircleHelp aria-hidden className="size-14 text-stone-400" />
        <h1 className="mt-6 text-3xl font-semibold">{t('noPaymentTitle')}</h1>
        <p className="mt-3 text-stone-600">
          {t('noPaymentText')}
          {plan && (
            <>
              {' '}
              <RichText text={t('youAreOnPlan', { plan: plans.label(plan) })} parts={strong} />
            </>
          )}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to={paths.pricing}>{t('seePricing')}</Link>
          </Button>
          <Button size="lg" variant="secondary" asChild>
            <Link to={paths.dashboard}>{t('goToDashboard')}</Link>
          </Button>
        </div>
      </Shell>
    );
  }
  const { billingPeriod, currentPeriodEnd, cancelAtPeriodEnd } = usage.data;
  return (
    <Shell>
      <CircleCheck aria-hidden className="size-14 text-success" />
      <h1 className="mt-6 text-3xl font-semibold">
        {t('onPlanTitle', { plan: plans.label(plan, billingPeriod) })}
      </h1>
      <p className="mt-3 text-stone-600">
        <RichText
          text={t('planActive', { plan: plans.label(plan, billingPeriod) })}
          parts={strong}
        />
        {currentPeriodEnd &&
          ` ${t(cancelAtPeriodEnd ? 'endsOn' : 'renewsOn', { date: day(currentPeriodEnd) })}`}
      </p>
      <FeatureList features={PLANS[plan].features} />
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.dashboard}>{t('goToDashboard')}</Link>
      </Button>
    </Shell>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  const plans = usePlanTexts();
  return (
    <ul className="mt-8 w-full max-w-sm space-y-3 rounded-[var(--radius-card)] border border-border bg-card p-6 text-left shadow-soft">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5 text-sm">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {plans.feature(feature)}
        </li>
      ))}
    </ul>
  );
}

function Failed({ reason }: { reason: string }) {
  const t = useTexts(paymentTexts);
  return (
    <Shell>
      <CircleX aria-hidden className="size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-semibold">{t('upgradeFailed')}</h1>
      <p className="mt-3 text-stone-600" role="alert">
        {reason}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" asChild>
          <Link to={paths.pricing}>{t('tryAgain')}</Link>
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <Link to={paths.dashboard}>{t('goToDashboard')}</Link>
        </Button>
      </div>
    </Shell>
  );
}
