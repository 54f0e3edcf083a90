/** Query keys of the billing API, so mutations invalidate the right ones. */
export const billingKeys = {
  config: ['billing', 'config'] as const,
  checkout: (id: string) => ['billing', 'checkout', id] as const,
  payments: (limit: number) => ['billing', 'payments', limit] as const,
  allPayments: ['billing', 'payments'] as const,
};
