/** The payment flow's texts (docs/product.md §9), shared by server and web. */
export const BILLING_TEXTS = {
  loadingPayment: 'Loading Payment...',
  paymentUnavailable: 'Payment Unavailable',
  paymentCancelled: 'Payment was cancelled. You can try again when ready.',
  paymentSuccessful: 'Payment Successful!',
  upgradeFailed: 'Upgrade Failed',
  noPayments: 'No payment history available',
  testPayment: 'Test payment',
  notVerified:
    'We could not verify this payment. No money was taken for an unverified payment; please try again.',
  checkoutClosed: 'This checkout is no longer open. Start a new one from the pricing page.',
  alreadyOnPlan: (plan: string) => `You're already on the ${plan} plan.`,
  lowerPlan: (current: string) =>
    `Your ${current} plan already includes this. To move to a lower plan, cancel your subscription and choose the new plan when it ends.`,
  providerUnavailable:
    'The payment service is not reachable right now. Please try again in a minute.',
  noPaidPlan: 'You have no paid subscription to cancel.',
  alreadyCancelled: 'Your subscription is already cancelled.',
  sandboxDeclined: 'The test card was declined.',
  checkoutCancelled: 'Payment was cancelled.',
} as const;

/** Plan order, for telling an upgrade from a downgrade. */
