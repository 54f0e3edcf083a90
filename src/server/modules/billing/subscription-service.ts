/**
 * Cancelling a paid plan (docs/product.md §10: cancellation takes effect at the end of the
 * billing period). The plan and its quota stay until currentPeriodEnd; the quota module then
 * falls back to Free. Renewals stop at the provider first, so a failure there changes nothing.
 */
import { isPaidPlanId, type CancelSubscriptionResponse } from '../../../core/billing.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../../providers/payments/payment-provider.js';
import type { CurrentPlanReader } from './current-plan.js';
import type { PlanRecords } from '../quota/quota-service.js';
import { keyed } from '../../../core/server-messages.js';

export function createSubscriptionService(deps: {
  subscriptions: Pick<PlanRecords, 'findSubscription' | 'markCancelAtPeriodEnd'>;
  provider: PaymentProvider;
  currentPlan: CurrentPlanReader;
  logger: Logger;
}) {
  const { subscriptions, provider, logger } = deps;
  return {
    async cancel(userId: string): Promise<CancelSubscriptionResponse> {
      const current = await deps.currentPlan(userId);
      if (!isPaidPlanId(current.plan)) throw new AppError('CONFLICT', keyed('noPaidPlan'));
      const answer = (end: Date | null): CancelSubscriptionResponse => ({
        plan: current.plan as 'pro' | 'premium',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: end?.toISOString() ?? null,
      });
      // A second click answers the same: already cancelled at the period end.
      if (current.cancelAtPeriodEnd) return answer(current.currentPeriodEnd);

      const record = await subscriptions.findSubscription(userId);
      if (record?.providerSubscriptionId && record.provider) {
        if (record.provider === provider.kind) {
          try {
            await provider.cancelSubscription(record.providerSubscriptionId, { atCycleEnd: true });
          } catch (error) {
            if (!(error instanceof PaymentProviderError)) throw error;
            logger.error(
              { err: error, detail: error.detail, userId },
              'provider refused the cancellation',
            );
            throw new AppError('UNAVAILABLE', keyed('paymentProviderUnavailable'), {
              cause: error,
            });
          }
        } else {
          logger.warn(
            { userId, provider: record.provider },
            'subscription billed by another provider; cancel its renewals there',
          );
        }
      }
      const updated = await subscriptions.markCancelAtPeriodEnd(userId);
      logger.info({ userId, plan: current.plan }, 'subscription cancelled at period end');
      return answer(updated?.currentPeriodEnd ?? current.currentPeriodEnd);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
