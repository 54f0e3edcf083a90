import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SandboxPaymentResult } from '@core/billing';

export function signSandboxPayment(checkoutId: string) {
  return api<SandboxPaymentResult>(
    `/api/billing/sandbox/checkout/${encodeURIComponent(checkoutId)}/pay`,
    {
      method: 'POST',
    },
  );
}

/** The sandbox's Pay button: the server signs a test payment, as a provider would. */
export function useSignSandboxPayment() {
  return useMutation({ mutationFn: signSandboxPayment });
}
