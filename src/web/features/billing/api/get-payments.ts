import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PAYMENTS_DEFAULT_LIMIT, type PaymentsResponse } from '@core/billing';
import { billingKeys } from './billing-keys';

export const paymentsQuery = (limit = PAYMENTS_DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: billingKeys.payments(limit),
    queryFn: () => api<PaymentsResponse>(`/api/billing/payments?limit=${limit}`),
  });

/** The signed-in user's payments, newest first (the last 5 by default). */
export function usePayments(limit = PAYMENTS_DEFAULT_LIMIT) {
  return useQuery(paymentsQuery(limit));
}

/** Where a payment's invoice PDF downloads from. */
export function invoiceUrl(paymentId: string): string {
  return `/api/billing/payments/${encodeURIComponent(paymentId)}/invoice.pdf`;
}
