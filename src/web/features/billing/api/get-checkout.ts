import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CheckoutView } from '@core/billing';
import { billingKeys } from './billing-keys';

/** While a payment is processing, ask again this often. */
export const CHECKOUT_POLL_MS = 2000;

export const checkoutQuery = (id: string) =>
  queryOptions({
    queryKey: billingKeys.checkout(id),
    queryFn: () => api<CheckoutView>(`/api/billing/checkout/${encodeURIComponent(id)}`),
    refetchInterval: (query) =>
      query.state.data?.state === 'processing' ? CHECKOUT_POLL_MS : false,
    staleTime: 0,
  });

/** The outcome of a checkout, from the server; polls while it is processing. */
export function useCheckout(id: string | null) {
  return useQuery({ ...checkoutQuery(id ?? ''), enabled: id !== null });
}
