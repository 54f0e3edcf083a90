import { FlaskConical, Loader2, ShieldCheck } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { RequireSession } from '@/features/auth/components/require-session';
import { useCancelCheckout } from '@/features/billing/api/cancel-checkout';
import { useDeclineSandboxPayment } from '@/features/billing/api/decline-sandbox-payment';
import { useCheckout } from '@/features/billing/api/get-checkout';
import { useSignSandboxPayment } from '@/features/billing/api/sign-sandbox-payment';
import { useVerifyPayment } from '@/features/billing/api/verify-payment';
import { usePageTitle } from '@/hooks/use-page-title';
import { useFormat } from '@/i18n/format';
import { paymentTexts } from '@/i18n/texts/payment';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import { toastApiError } from '@/lib/api-client';
import { paths } from '@core/paths';
import { PLANS } from '@core/plans';

const outcomePath = (checkoutId: string) =>
  `${paths.paymentSuccess}?checkout=${encodeURIComponent(checkoutId)}`;

/**
 * The sandbox provider's checkout (decision 050), at /checkout/sandbox?session=<checkout id>:
 * clearly a test payment. Pay gets a signed result from the server and posts it to /verify
 * exactly as Razorpay's handler would; Cancel returns to /pricing?payment=cancelled.
 */
export function SandboxCheckoutRoute() {
  const t = useTexts(paymentTexts);
  usePageTitle(t('testPayment'));
  return (
    <RequireSession mode="redirect">
      <SandboxCheckout />
    </RequireSession>
  );
}

function SandboxCheckout() {
  const t = useTexts(paymentTexts);
  const plans = useTexts(plansTexts);
  const { inr } = useFormat();
  const [params] = useSearchParams();
  const checkoutId = params.get('session');
  const navigate = useNavigate();
  const checkout = useCheckout(checkoutId);
  const sign = useSignSandboxPayment();
  const verify = useVerifyPayment();
  const decline = useDeclineSandboxPayment();
  const cancel = useCancelCheckout();
  const busy = sign.isPending || verify.isPending || decline.isPending || cancel.isPending;

  if (!checkoutId || checkout.isError) {
    return (
      <Frame>
        <p className="text-stone-600">{t('checkoutMissing')}</p>
        <Button className="mt-6" asChild>
          <Link to={paths.pricing}>{t('backToPricing')}</Link>
        </Button>
      </Frame>
    );
  }
  if (!checkout.data) {
    return (
      <Frame>
        <Loader2 aria-hidden className="mx-auto size-8 animate-spin text-primary" />
      </Frame>
    );
  }
  const view = checkout.data;
  if (view.state !== 'processing' && view.state !== 'failed') {
    return (
      <Frame>
        <p className="text-stone-600">{t('checkoutComplete')}</p>
        <Button className="mt-6" asChild>
          <Link to={outcomePath(view.id)}>{t('seeOutcome')}</Link>
        </Button>
      </Frame>
    );
  }

  const pay = () =>
    sign.mutate(view.id, {
      onError: (error) => toastApiError(error, t('paymentFailed')),
      onSuccess: (result) =>
        verify.mutate(result, {
          onError: (error) => toastApiError(error, t('upgradeFailed')),
          onSettled: () => void navigate(outcomePath(view.id)),
        }),
    });
  const declineCard = () =>
    decline.mutate(view.id, {
      onError: (error) => toastApiError(error),
      onSuccess: () => void navigate(outcomePath(view.id)),
    });
  const leave = () =>
    cancel.mutate(view.id, {
      onSettled: () => void navigate(`${paths.pricing}?payment=cancelled`),
    });

  return (
    <Frame>
      <dl className="space-y-3 text-left">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('plan')}</dt>
          <dd className="font-semibold">
            {t('planPeriod', {
              plan: PLANS[view.plan].name,
              period: plans(view.period === 'yearly' ? 'yearly' : 'monthly'),
            })}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">{t('amount')}</dt>
          <dd className="font-display text-2xl font-semibold" data-testid="sandbox-amount">
            {inr(view.amountPaise)}
          </dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" onClick={pay} disabled={busy}>
          {(sign.isPending || verify.isPending) && <Loader2 aria-hidden className="animate-spin" />}
          {t('pay', { amount: inr(view.amountPaise) })}
        </Button>
        <Button size="lg" variant="secondary" onClick={leave} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          size="sm"
          variant="link"
          className="self-center"
          onClick={declineCard}
          disabled={busy}
        >
          {t('simulateDecline')}
        </Button>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  const t = useTexts(paymentTexts);
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div
        role="note"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-warning-border bg-warning-soft px-5 py-4 text-warning"
      >
        <FlaskConical aria-hidden className="size-7 shrink-0" />
        <div>
          <p className="font-display text-2xl font-semibold uppercase tracking-wide">
            {t('testPayment')}
          </p>
          <p className="text-sm">{t('sandboxNote')}</p>
        </div>
      </div>
      <div className="mt-6 rounded-[var(--radius-card)] border border-border bg-card p-6 text-center shadow-soft">
        <h1 className="mb-6 flex items-center justify-center gap-2 text-2xl font-semibold">
          <ShieldCheck aria-hidden className="size-6 text-primary" />
          {t('checkoutTitle')}
        </h1>
        {children}
      </div>
    </section>
  );
}
