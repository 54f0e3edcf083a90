/**
 * After an upgrade the old provider subscription must stop renewing, or the buyer pays twice.
 * Runs in the background: the answer (and a webhook's 5 s budget) never waits for the provider.
 */
import type { Logger } from '../../lib/logger.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';

/** The provider subscription a new plan replaced. */
export interface ReplacedSubscription {
  provider: string;
  providerSubscriptionId: string;
}

export function stopReplacedSubscription(
  provider: PaymentProvider,
  replaced: ReplacedSubscription | null,
  logger: Logger,
): Promise<void> | null {
  if (!replaced) return null;
  if (replaced.provider !== provider.kind) {
    logger.warn(
      { replaced },
      'replaced subscription belongs to another payment provider; cancel it there by hand',
    );
    return null;
  }
  return provider
    .cancelSubscription(replaced.providerSubscriptionId, { atCycleEnd: false })
    .then(() => logger.info({ replaced }, 'replaced subscription cancelled'))
    .catch((error: unknown) =>
      logger.error(
        { err: error, replaced },
        'could not cancel the replaced subscription; cancel it in the provider dashboard',
      ),
    );
}
