import { useQueryClient } from '@tanstack/react-query';
import { Check, CircleCheck, CircleHelp, CircleX, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { RequireSession } from '@/features/auth/components/require-session';
import { billingKeys } from '@/features/billing/api/billing-keys';
import { useCheckout } from '@/features/billing/api/get-checkout';
import { formatBillingDate } from '@/features/billing/components/format-date';
import { usageQueryKey, useUsage } from '@/features/usage/api/get-usage';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { BILLING_TEXTS, type CheckoutView } from '@core/billing';
import { paths } from '@core/paths';
import { formatInr, isPaidPlan, PLANS, planLabel } from '@core/plans';

/** After this long processing, the page says so (the webhook may still finish it). */
const SLOW_AFTER_MS = 60_000;

/**
 * The outcome of a plan purchase (docs/product.md §9, decision 050): asked from the server, never
 * read from the address. Processing polls until the server has verified the payment.
 */
export function PaymentSuccessRoute() {
  usePageTitle('Payment');
  return (
    <RequireSession mode="redirect">
      <PaymentOutcome />
    </RequireSession>
  );
}

function PaymentOutcome() {
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
    return (
      <Failed reason="We could not find this payment. If money was taken, it will appear in Settings shortly." />
    );
  }
  if (query.isError) {
    return (
      <Failed reason="We could not check this payment right now. Please refresh the page in a moment." />
    );
  }
  if (!query.data || query.data.state === 'processing') {
    return <Processing slow={slow} />;
  }
  if (query.data.state === 'failed') {
    return (
      <Failed
        reason={query.data.failureReason ?? 'The payment did not go through. No plan was changed.'}
      />
    );
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
  return (
    <Shell>
      <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
      <h1 className="mt-6 text-3xl font-semibold">Confirming your payment</h1>
      <p className="mt-3 text-stone-600" role="status">
        {slow
          ? "This is taking longer than usual. We'll switch your plan as soon as the payment is confirmed; you can leave this page."
          : 'This usually takes a few seconds. Please keep this page open.'}
      </p>
    </Shell>
  );
}

function Success({ view }: { view: CheckoutView }) {
  return (
    <Shell>
      <CircleCheck aria-hidden className="size-14 text-success" />
      <h1 className="mt-6 text-3xl font-semibold">{BILLING_TEXTS.paymentSuccessful}</h1>
      <p className="mt-3 text-stone-600">
        You are now on the <strong className="text-ink">{planLabel(view.plan, view.period)}</strong>{' '}
        ({formatInr(view.amountPaise)} {view.period === 'yearly' ? 'a year' : 'a month'}).
        {view.periodEnd && ` It renews on ${formatBillingDate(view.periodEnd)}.`}
      </p>
      <FeatureList features={view.features} />
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.dashboard}>Go to Dashboard</Link>
      </Button>
    </Shell>
  );
}

/** No checkout to ask about: the seller's current plan, from the usage query. */
function NoCheckout() {
  const usage = useUsage();
  if (usage.isPending) {
    return (
      <Shell>
        <Loader2 aria-hidden className="size-12 animate-spin text-primary" />
        <p className="mt-6 text-stone-600" role="status">
          Checking your plan…
        </p>
      </Shell>
    );
  }
  const plan = usage.data?.plan;
  if (!usage.data || !plan || !isPaidPlan(plan)) {
    return (
      <Shell>
        <CircleHelp aria-hidden className="size-14 text-stone-400" />
        <h1 className="mt-6 text-3xl font-semibold">No payment to check</h1>
        <p className="mt-3 text-stone-600">
          This page shows the outcome of a plan purchase, and there is none to show.
          {plan && (
            <>
              {' '}
              You are on the <strong className="text-ink">{planLabel(plan)}</strong>.
            </>
          )}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button size="lg" asChild>
            <Link to={paths.pricing}>See Pricing</Link>
          </Button>
          <Button size="lg" variant="secondary" asChild>
            <Link to={paths.dashboard}>Go to Dashboard</Link>
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
        You are on the {planLabel(plan, billingPeriod)}
      </h1>
      <p className="mt-3 text-stone-600">
        Your <strong className="text-ink">{planLabel(plan, billingPeriod)}</strong> is active.
        {currentPeriodEnd &&
          (cancelAtPeriodEnd
            ? ` It ends on ${formatBillingDate(currentPeriodEnd)}.`
            : ` It renews on ${formatBillingDate(currentPeriodEnd)}.`)}
      </p>
      <FeatureList features={PLANS[plan].features} />
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.dashboard}>Go to Dashboard</Link>
      </Button>
    </Shell>
  );
}

function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className="mt-8 w-full max-w-sm space-y-3 rounded-[var(--radius-card)] border border-border bg-card p-6 text-left shadow-soft">
      {features.map((feature) => (
        <li key={feature} className="flex gap-2.5 text-sm">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {feature}
        </li>
      ))}
    </ul>
  );
}

function Failed({ reason }: { reason: string }) {
  return (
    <Shell>
      <CircleX aria-hidden className="size-14 text-destructive" />
      <h1 className="mt-6 text-3xl font-semibold">{BILLING_TEXTS.upgradeFailed}</h1>
      <p className="mt-3 text-stone-600" role="alert">
        {reason}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" asChild>
          <Link to={paths.pricing}>Try Again</Link>
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </div>
    </Shell>
  );
}
