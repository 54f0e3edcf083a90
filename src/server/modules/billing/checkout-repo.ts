/**
 * Checkouts: one attempt each to buy a plan. Every state change is a conditional UPDATE
 * (… WHERE status IN (…) RETURNING), so a double click, a replayed webhook or a verify racing a
 * webhook applies once. Every read of a user's checkout takes the user id.
 */
import { and, eq, inArray, isNull, lte, notInArray, or } from 'drizzle-orm';
import { billingCheckout } from '../../db/schema/billing.js';
import type { Executor } from './db-executor.js';

export type CheckoutRow = typeof billingCheckout.$inferSelect;

/** Provider statuses after which a subscription never changes again. */
export const TERMINAL_PROVIDER_STATUSES = ['cancelled', 'completed', 'expired'] as const;

/** A checkout that may still be verified: the owner's, and not verified yet. */
function activatableCheckout(checkoutId: string, userId: string) {
  return and(
    eq(billingCheckout.id, checkoutId),
    eq(billingCheckout.userId, userId),
    inArray(billingCheckout.status, ['pending', 'failed', 'cancelled']),
  );
}

export function createCheckoutRepo(db: Executor) {
  return {
    async insertCheckout(values: {
      userId: string;
      provider: string;
      plan: string;
      billingPeriod: string;
      amountPaise: number;
    }): Promise<CheckoutRow> {
      const [row] = await db.insert(billingCheckout).values(values).returning();
      if (!row) throw new Error('checkout insert returned nothing');
      return row;
    },

    async attachProviderSubscription(
      checkoutId: string,
      providerSubscriptionId: string | null,
    ): Promise<void> {
      await db
        .update(billingCheckout)
        .set({ providerSubscriptionId })
        .where(eq(billingCheckout.id, checkoutId));
    },

    async findCheckout(userId: string, checkoutId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(billingCheckout)
        .where(and(eq(billingCheckout.id, checkoutId), eq(billingCheckout.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findCheckoutBySubscription(providerSubscriptionId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(billingCheckout)
        .where(eq(billingCheckout.providerSubscriptionId, providerSubscriptionId))
        .limit(1);
      return row ?? null;
    },

    async findCheckoutById(checkoutId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(billingCheckout)
        .where(eq(billingCheckout.id, checkoutId))
        .limit(1);
      return row ?? null;
    },

    /** pending -> failed with a reason; anything else is left alone. */
    async failCheckout(checkoutId: string, reason: string): Promise<boolean> {
      const rows = await db
        .update(billingCheckout)
        .set({ status: 'failed', failureReason: reason })
        .where(and(eq(billingCheckout.id, checkoutId), eq(billingCheckout.status, 'pending')))
        .returning({ id: billingCheckout.id });
      return rows.length > 0;
    },

    /** pending or failed -> cancelled (the buyer closed the checkout). */
    async cancelCheckout(userId: string, checkoutId: string): Promise<boolean> {
      const rows = await db
        .update(billingCheckout)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(billingCheckout.id, checkoutId),
            eq(billingCheckout.userId, userId),
            inArray(billingCheckout.status, ['pending', 'failed']),
          ),
        )
        .returning({ id: billingCheckout.id });
      return rows.length > 0;
    },

    /**
     * The owner's checkout if it may still be verified (pending, failed or cancelled), locked
     * until the transaction ends: a racing verify or webhook waits, then finds it verified.
     * Only inside a transaction.
     */
    async lockActivatableCheckout(userId: string, checkoutId: string): Promise<CheckoutRow | null> {
      const [row] = await db
        .select()
        .from(billingCheckout)
        .where(activatableCheckout(checkoutId, userId))
        .for('update');
      return row ?? null;
    },

    /** pending, failed or cancelled -> verified by this payment; null when it was not. */
    async markCheckoutVerified(input: {
      checkoutId: string;
      userId: string;
      providerPaymentId: string;
      now: Date;
    }): Promise<CheckoutRow | null> {
      const [row] = await db
        .update(billingCheckout)
        .set({
          status: 'verified',
          providerPaymentId: input.providerPaymentId,
          verifiedAt: input.now,
          failureReason: null,
        })
        .where(activatableCheckout(input.checkoutId, input.userId))
        .returning();
      return row ?? null;
    },

    /**
     * Moves a provider subscription's status forward: never out of a terminal state, and a
     * non-terminal status only from an event at least as new as the last applied one.
     * Answers the checkout when the status changed.
     */
    async advanceProviderStatus(input: {
      providerSubscriptionId: string;
      status: string;
      eventAt: Date;
      terminal: boolean;
    }): Promise<CheckoutRow | null> {
      const [row] = await db
        .update(billingCheckout)
        .set({ providerStatus: input.status, providerEventAt: input.eventAt })
        .where(
          and(
            eq(billingCheckout.providerSubscriptionId, input.providerSubscriptionId),
            notInArray(billingCheckout.providerStatus, [...TERMINAL_PROVIDER_STATUSES]),
            input.terminal
              ? undefined
              : or(
                  isNull(billingCheckout.providerEventAt),
                  lte(billingCheckout.providerEventAt, input.eventAt),
                ),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;
