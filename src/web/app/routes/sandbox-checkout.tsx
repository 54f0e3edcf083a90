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
import { toastApiError } from '@/lib/api-client';
import { BILLING_TEXTS } from '@core/billing';
import { paths } from '@core/paths';
import { PLANS, formatInr } from '@core/plans';

const outcomePath = (checkoutId: string) =>
  `${paths.paymentSuccess}?checkout=${encodeURIComponent(checkoutId)}`;

/**
 * The sandbox provider's checkout (decision 050), at /checkout/sandbox?session=<checkout id>:
 * clearly a test payment. Pay gets a signed result from the server and posts it to /verify
 * exactly as Razorpay's handler would; Cancel returns to /pricing?payment=cancelled.
 */
export function SandboxCheckoutRoute() {
  usePageTitle(BILLING_TEXTS.testPayment);
  return (
    <RequireSession mode="redirect">
      <SandboxCheckout />
    </RequireSession>
  );
}

function SandboxCheckout() {
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
        <p className="text-stone-600">This checkout does not exist or has expired.</p>
        <Button className="mt-6" asChild>
          <Link to={paths.pricing}>Back to Pricing</Link>
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
        <p className="text-stone-600">This checkout is already complete.</p>
        <Button className="mt-6" asChild>
          <Link to={outcomePath(view.id)}>See the outcome</Link>
        </Button>
      </Frame>
    );
  }

  const pay = () =>
    sign.mutate(view.id, {
      onError: (error) => toastApiError(error, 'Payment Failed'),
      onSuccess: (result) =>
        verify.mutate(result, {
          onError: (error) => toastApiError(error, BILLING_TEXTS.upgradeFailed),
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
          <dt className="text-stone-600">Plan</dt>
          <dd className="font-semibold">
            {PLANS[view.plan].name} ({view.period === 'yearly' ? 'Yearly' : 'Monthly'})
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-stone-600">Amount</dt>
          <dd className="font-display text-2xl font-semibold" data-testid="sandbox-amount">
            {formatInr(view.amountPaise)}
          </dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-col gap-3">
        <Button size="lg" onClick={pay} disabled={busy}>
          {(sign.isPending || verify.isPending) && <Loader2 aria-hidden className="animate-spin" />}
          Pay {formatInr(view.amountPaise)}
        </Button>
        <Button size="lg" variant="secondary" onClick={leave} disabled={busy}>
          Cancel
        </Button>
        <Button
          size="sm"
          variant="link"
          className="self-center"
          onClick={declineCard}
          disabled={busy}
        >
          Simulate a declined card
        </Button>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div
        role="note"
        className="flex items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-warning-border bg-warning-soft px-5 py-4 text-warning"
      >
        <FlaskConical aria-hidden className="size-7 shrink-0" />
        <div>
          <p className="font-display text-2xl font-semibold uppercase tracking-wide">
            {BILLING_TEXTS.testPayment}
          </p>
          <p className="text-sm">
            Sandbox checkout: no real money moves. Set Razorpay keys to take real payments.
          </p>
        </div>
      </div>
      <div className="mt-6 rounded-[var(--radius-card)] border border-border bg-card p-6 text-center shadow-soft">
        <h1 className="mb-6 flex items-center justify-center gap-2 text-2xl font-semibold">
          <ShieldCheck aria-hidden className="size-6 text-primary" />
          Vastra Studio checkout
        </h1>
        {children}
      </div>
    </section>
  );
}
