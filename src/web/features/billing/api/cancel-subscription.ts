import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import { api } from '@/lib/api-client';
import type { CancelSubscriptionResponse } from '@core/billing';

export function cancelSubscription() {
  return api<CancelSubscriptionResponse>('/api/billing/subscription/cancel', { method: 'POST' });
}

/** Stops renewals; the plan stays until the end of the paid period. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usageQueryKey }),
  });
}
