import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CheckoutView } from '@core/billing';
import { billingKeys } from './billing-keys';

export function cancelCheckout(checkoutId: string) {
  return api<CheckoutView>(`/api/billing/checkout/${encodeURIComponent(checkoutId)}/cancel`, {
    method: 'POST',
  });
}

/** The buyer closed the checkout without paying. */
export function useCancelCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCheckout,
    onSuccess: (view) => queryClient.setQueryData(billingKeys.checkout(view.id), view),
  });
}
