/**
 * The user's plan as billing sets it (the quota module's subscription row, one per user):
 * bought, renewed, mirrored from the provider, cancelled at the period end, changed by an
 * operator. The quota owns the row and reads the plan from it; billing decides each change and
 * makes it through the quota service's `plans`, on its own transaction (decision 272).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscription } from '../../db/schema/quota.js';

export type SubscriptionRecord = typeof subscription.$inferSelect;

/** A paid plan as bought: who bills it and the period paid for. */
export interface PaidPlan {
  plan: string;
  billingPeriod: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  provider: string;
  providerSubscriptionId: string | null;
}

export function createSubscriptionRepo(db: Database) {
  return {
    async findSubscription(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /** The user's plan, locked until the transaction ends. Only inside a transaction. */
    async lockSubscription(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, userId))
        .for('update');
      return row ?? null;
    },

    /** Puts the user on a paid plan, active and renewing, whatever they had before. */
    async putOnPlan(userId: string, paid: PaidPlan): Promise<void> {
      const plan = { ...paid, status: 'active', cancelAtPeriodEnd: false };
      await db
        .insert(subscription)
        .values({ userId, ...plan })
        .onConflictDoUpdate({ target: subscription.userId, set: plan });
    },

    /**
     * A renewal: the plan is active and paid at least to `periodEnd`. Only the subscription the
     * charge belongs to is extended; a replaced one is not revived.
     */
    async extendPaidPeriod(
      userId: string,
      providerSubscriptionId: string | null,
      periodEnd: Date,
    ): Promise<void> {
      const end = periodEnd.toISOString();
      await db
        .update(subscription)
        .set({
          status: 'active',
          currentPeriodEnd: sql`greatest(coalesce(${subscription.currentPeriodEnd}, ${end}::timestamptz), ${end}::timestamptz)`,
        })
        .where(
          and(
            eq(subscription.userId, userId),
            eq(subscription.providerSubscriptionId, providerSubscriptionId ?? ''),
          ),
        );
    },

    /** Mirrors a provider status onto the user's plan, only while it is that subscription's plan. */
    async updatePlanForProviderSubscription(
      userId: string,
      providerSubscriptionId: string,
      change: { status?: 'active' | 'pending' | 'halted'; cancelAtPeriodEnd?: true },
    ): Promise<boolean> {
      const rows = await db
        .update(subscription)
        .set(change)
        .where(
          and(
            eq(subscription.userId, userId),
            eq(subscription.providerSubscriptionId, providerSubscriptionId),
          ),
        )
        .returning({ userId: subscription.userId });
      return rows.length > 0;
    },

    /** An operator's change (decision 267): the given fields, on a new row or the user's. */
    async setPlanFields(
      userId: string,
      fields: Partial<Omit<SubscriptionRecord, 'userId' | 'createdAt' | 'updatedAt'>>,
    ): Promise<void> {
      await db
        .insert(subscription)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: subscription.userId, set: fields });
    },

    /** Sets cancel-at-period-end on a paid plan that is not already cancelled. */
    async markCancelAtPeriodEnd(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .update(subscription)
        .set({ cancelAtPeriodEnd: true })
        .where(
          and(
            eq(subscription.userId, userId),
            inArray(subscription.plan, ['pro', 'premium']),
            eq(subscription.cancelAtPeriodEnd, false),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type SubscriptionRepo = ReturnType<typeof createSubscriptionRepo>;
