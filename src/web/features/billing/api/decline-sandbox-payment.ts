import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CheckoutView } from '@core/billing';
import { billingKeys } from './billing-keys';

export function declineSandboxPayment(checkoutId: string) {
  return api<CheckoutView>(
    `/api/billing/sandbox/checkout/${encodeURIComponent(checkoutId)}/decline`,
    {
      method: 'POST',
    },
  );
}

/** The sandbox's declined test card, to see the failed outcome. */
export function useDeclineSandboxPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineSandboxPayment,
    onSuccess: (view) => queryClient.setQueryData(billingKeys.checkout(view.id), view),
  });
}
