import { Loader2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { plansTexts } from '@/i18n/texts/plans';
import { useTexts } from '@/i18n/use-texts';
import { toastApiError } from '@/lib/api-client';
import type { PaidPlanId } from '@core/billing';
import { paths } from '@core/paths';
import { PLANS, type BillingPeriod } from '@core/plans';
import { useBillingConfig } from '../api/get-billing-config';
import { useCancelCheckout } from '../api/cancel-checkout';
import { useCreateCheckout } from '../api/create-checkout';
import { useVerifyPayment } from '../api/verify-payment';
import { openRazorpayCheckout, useRazorpayScript } from './razorpay-checkout';

const successPath = (checkoutId: string) =>
  `${paths.paymentSuccess}?checkout=${encodeURIComponent(checkoutId)}`;

/**
 * The pricing card's button for a signed-in buyer (docs/product.md §9): 'Loading Payment...'
 * while the provider's checkout loads, 'Payment Unavailable' when it cannot, otherwise a
 * button that starts a checkout for the plan and period. The sandbox opens its local test page;
 * Razorpay opens its Checkout and posts the signed result to the server.
 */
export function PaymentButton({
  plan,
  period,
  highlighted,
}: {
  plan: PaidPlanId;
  period: BillingPeriod;
  highlighted: boolean;
}) {
  const t = useTexts(plansTexts);
  const navigate = useNavigate();
  const config = useBillingConfig();
  const isRazorpay = config.data?.provider === 'razorpay';
  const script = useRazorpayScript(isRazorpay);
  const create = useCreateCheckout();
  const verify = useVerifyPayment();
  const cancel = useCancelCheckout();

  const state = config.isPending
    ? 'loading'
    : config.isError || (isRazorpay && script === 'failed')
      ? 'unavailable'
      : isRazorpay && script !== 'ready'
        ? 'loading'
        : 'ready';
  const variant = highlighted ? 'primary' : 'outline';

  if (state === 'loading') {
    return (
      <Button variant={variant} className="w-full" disabled>
        <Loader2 aria-hidden className="animate-spin" />
        {t('loadingPayment')}
      </Button>
    );
  }
  if (state === 'unavailable') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        {t('paymentUnavailable')}
      </Button>
    );
  }

  const busy = create.isPending || verify.isPending;
  const start = () =>
    create.mutate(
      { plan, period },
      {
        onError: (error) => toastApiError(error, t('checkoutFailed')),
        onSuccess: (launch) => {
          if (launch.provider === 'sandbox') {
            void navigate(launch.url);
            return;
          }
          openRazorpayCheckout(launch, {
            onPaid: (response) =>
              verify.mutate(
                {
                  checkoutId: launch.checkoutId,
                  paymentId: response.razorpay_payment_id,
                  subscriptionId: response.razorpay_subscription_id,
                  signature: response.razorpay_signature,
                },
                {
                  onError: (error) => toastApiError(error, t('upgradeFailed')),
                  onSettled: () => void navigate(successPath(launch.checkoutId)),
                },
              ),
            onDismiss: () => {
              cancel.mutate(launch.checkoutId);
              void navigate(`${paths.pricing}?payment=cancelled`);
            },
          });
        },
      },
    );

  return (
    <Button variant={variant} className="w-full" onClick={start} disabled={busy}>
      {busy && <Loader2 aria-hidden className="animate-spin" />}
      {busy ? t('openingCheckout') : t('upgradeTo', { plan: PLANS[plan].name })}
    </Button>
  );
}
