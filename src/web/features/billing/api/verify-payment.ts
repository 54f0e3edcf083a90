import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import { api } from '@/lib/api-client';
import type { CheckoutView, VerifyRequest } from '@core/billing';
import { billingKeys } from './billing-keys';

export { verifyRequestSchema } from '@core/billing';

export function verifyPayment(input: VerifyRequest) {
  return api<CheckoutView>('/api/billing/verify', { method: 'POST', json: input });
}

/** Posts the provider's signed result; the server verifies it before anything changes. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSuccess: (view) => {
      queryClient.setQueryData(billingKeys.checkout(view.id), view);
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
      void queryClient.invalidateQueries({ queryKey: billingKeys.allPayments });
    },
  });
}
