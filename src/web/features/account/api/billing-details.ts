import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BillingDetails, BillingDetailsResponse } from '@core/billing-details';

const billingDetailsQueryKey = ['account', 'billing-details'] as const;

export const billingDetailsQuery = queryOptions({
  queryKey: billingDetailsQueryKey,
  queryFn: () => api<BillingDetailsResponse>('/api/account/billing-details'),
});

export function useBillingDetails() {
  return useQuery(billingDetailsQuery);
}

/** Saves the details (checked again on the server); later invoices print them. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: BillingDetails) =>
      api<BillingDetailsResponse>('/api/account/billing-details', {
        method: 'PUT',
        json: details,
      }),
    onSuccess: (answer) => queryClient.setQueryData(billingDetailsQueryKey, answer),
  });
}

/** Removes them: later invoices are made out to the profile's name again. */
export function useRemoveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<BillingDetailsResponse>('/api/account/billing-details', { method: 'DELETE' }),
    onSuccess: (answer) => queryClient.setQueryData(billingDetailsQueryKey, answer),
  });
}
