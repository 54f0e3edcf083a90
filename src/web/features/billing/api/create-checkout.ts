import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { CheckoutLaunch, CheckoutRequest } from '@core/billing';

export { checkoutRequestSchema } from '@core/billing';

export function createCheckout(input: CheckoutRequest) {
  return api<CheckoutLaunch>('/api/billing/checkout', { method: 'POST', json: input });
}

/** Starts a checkout for a plan and period; the server picks the amount. */
export function useCreateCheckout() {
  return useMutation({ mutationFn: createCheckout });
}
