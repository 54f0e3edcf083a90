import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BillingConfigResponse } from '@core/billing';
import { billingKeys } from './billing-keys';

export const billingConfigQuery = queryOptions({
  queryKey: billingKeys.config,
  queryFn: () => api<BillingConfigResponse>('/api/billing/config'),
  staleTime: Infinity,
});

/** Which payment provider the server uses (decides whether Razorpay's script is needed). */
export function useBillingConfig() {
  return useQuery(billingConfigQuery);
}
