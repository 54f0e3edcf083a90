/**
 * Billing's queries. Every state change is a conditional UPDATE (… WHERE status = 'pending'
 * RETURNING) or one transaction, so a double click, a replayed webhook or a verify racing a
 * webhook applies once. Every read of a user's rows takes the user id.
 */
import { and, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '../../../core/billing.js';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema/auth.js';
import { userProfile } from '../../db/schema/account.js';
import {
  billingCheckout,
  invoiceCounter,
  payment,
  processedWebhookEvent,
} from '../../db/schema/billing.js';
import { subscription } from '../../db/schema/quota.js';
import { paymentRowFromCheckout } from './payment-row.js';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type CheckoutRow = typeof billingCheckout.$inferSelect;
export type PaymentRow = typeof payment.$inferSelect;
export type SubscriptionRecord = typeof subscription.$inferSelect;

/** Provider statuses after which a subscription never changes again. */
export const TERMINAL_PROVIDER_STATUSES = ['cancelled', 'completed', 'expired'] as const;

export interface ActivationInput {
  checkoutId: string;
  userId: string;
  providerPaymentId: string;
  periodStart: Date;
  periodEnd: Date;
  invoiceYear: number;
  now: Date;
}

/**
 * What an activation did. It changes nothing when the checkout was already verified (a
 * replayed verify or webhook) or its payment id is already a completed payment.
 */
export type ActivationOutcome =
  | {
      outcome: 'activated';
      checkout: CheckoutRow;
      payment: PaymentRow;
      /** The provider subscription the new plan replaced (to stop its renewals), if any. */
      replaced: { provider: string; providerSubscriptionId: string } | null;
    }
  | { outcome: 'already-verified' }
  | { outcome: 'payment-already-recorded' };

export interface BuyerRow {
  name: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}

/** A checkout that may still be verified: the owner's, and not verified yet. */
function activatableCheckout(checkoutId: string, userId: string) {
  return and(
    eq(billingCheckout.id, checkoutId),
    eq(billingCheckout.userId, userId),
    inArray(billingCheckout.status, ['pending', 'failed', 'cancelled']),
  );
}

function createBillingQueries(db: Executor) {
  async function nextInvoiceNumber(tx: Executor, year: number): Promise<number> {
    // The counter row stays locked until commit: numbers are sequential with no gaps.
    const [row] = await tx
      .insert(invoiceCounter)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: invoiceCounter.year,
        set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounter.lastNumber });
    if (!row) throw new Error('invoice counter did not answer');
    return row.lastNumber;
  }

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
     * The one place a plan is bought: marks the checkout verified (only from pending, failed or
     * cancelled), records the payment with the next invoice number, and puts the user on the
     * plan from `periodStart`, all in one transaction. Both ways it can come to nothing are
     * found before anything is written, so no rollback is needed to undo a half-done change.
     */
    async activateCheckout(input: ActivationInput): Promise<ActivationOutcome> {
      return db.transaction(async (tx) => {
        // Locked until commit: a racing verify or webhook waits here, then finds it verified.
        const [activatable] = await tx
          .select()
          .from(billingCheckout)
          .where(activatableCheckout(input.checkoutId, input.userId))
          .for('update');
        if (!activatable) return { outcome: 'already-verified' as const };

        const row = paymentRowFromCheckout(activatable, {
          providerPaymentId: input.providerPaymentId,
          amountPaise: activatable.amountPaise,
          recordedAt: input.now,
          status: 'completed',
          periodStart: input.periodStart,
          periodEnd: input.periodEnd,
        });
        // A payment recorded as failed (a late authorisation) becomes completed; a completed one stays.
        const [paid] = await tx
          .insert(payment)
          .values(row)
          .onConflictDoUpdate({
            target: payment.providerPaymentId,
            set: {
              status: row.status,
              failureReason: row.failureReason,
              amountPaise: row.amountPaise,
              periodStart: row.periodStart,
              periodEnd: row.periodEnd,
            },
            setWhere: and(eq(payment.status, 'failed'), eq(payment.userId, activatable.userId)),
          })
          .returning();
        if (!paid) return { outcome: 'payment-already-recorded' as const };

        const [checkout] = await tx
          .update(billingCheckout)
          .set({
            status: 'verified',
            providerPaymentId: input.providerPaymentId,
            verifiedAt: input.now,
            failureReason: null,
          })
          .where(activatableCheckout(input.checkoutId, input.userId))
          .returning();
        if (!checkout) throw new Error('checkout changed under its row lock');

        const invoiceNumber = await nextInvoiceNumber(tx, input.invoiceYear);
        const [numbered] = await tx
          .update(payment)
          .set({ invoiceNumber: formatInvoiceNumber(input.invoiceYear, invoiceNumber) })
          .where(eq(payment.id, paid.id))
          .returning();

        const [previous] = await tx
          .select()
          .from(subscription)
          .where(eq(subscription.userId, checkout.userId))
          .for('update');
        const plan = {
          plan: checkout.plan,
          status: 'active',
          billingPeriod: checkout.billingPeriod,
          currentPeriodStart: input.periodStart,
          currentPeriodEnd: input.periodEnd,
          cancelAtPeriodEnd: false,
          provider: checkout.provider,
          providerSubscriptionId: checkout.providerSubscriptionId,
        };
        await tx
          .insert(subscription)
          .values({ userId: checkout.userId, ...plan })
          .onConflictDoUpdate({ target: subscription.userId, set: plan });

        const replaced =
          previous?.provider &&
          previous.providerSubscriptionId &&
          previous.providerSubscriptionId !== checkout.providerSubscriptionId
            ? {
                provider: previous.provider,
                providerSubscriptionId: previous.providerSubscriptionId,
              }
            : null;
        return { outcome: 'activated' as const, checkout, payment: numbered ?? paid, replaced };
      });
    },

    /**
     * A renewal charge on a verified checkout's subscription: records the payment once (by its
     * provider id) and extends the paid period. Null when the payment was already recorded.
     */
    async recordRenewal(input: {
      checkout: CheckoutRow;
      providerPaymentId: string;
      amountPaise: number;
      periodStart: Date;
      periodEnd: Date;
      invoiceYear: number;
      now: Date;
    }): Promise<PaymentRow | null> {
      const { checkout } = input;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(payment)
          .values(
            paymentRowFromCheckout(checkout, {
              providerPaymentId: input.providerPaymentId,
              amountPaise: input.amountPaise,
              recordedAt: input.now,
              status: 'completed',
              periodStart: input.periodStart,
              periodEnd: input.periodEnd,
            }),
          )
          .onConflictDoNothing({ target: payment.providerPaymentId })
          .returning();
        if (!inserted) return null;
        const number = await nextInvoiceNumber(tx, input.invoiceYear);
        const [numbered] = await tx
          .update(payment)
          .set({ invoiceNumber: formatInvoiceNumber(input.invoiceYear, number) })
          .where(eq(payment.id, inserted.id))
          .returning();
        // Only the subscription this charge belongs to is extended; a replaced one is not revived.
        await tx
          .update(subscription)
          .set({
            status: 'active',
            currentPeriodEnd: sql`greatest(coalesce(${subscription.currentPeriodEnd}, ${input.periodEnd.toISOString()}::timestamptz), ${input.periodEnd.toISOString()}::timestamptz)`,
          })
          .where(
            and(
              eq(subscription.userId, checkout.userId),
              eq(subscription.providerSubscriptionId, checkout.providerSubscriptionId ?? ''),
            ),
          );
        return numbered ?? inserted;
      });
    },

    /** A failed payment for the history (no invoice); once per provider payment id. */
    async recordFailedPayment(input: {
      checkout: CheckoutRow;
      providerPaymentId: string;
      amountPaise: number;
      reason: string;
      now: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(payment)
        .values(
          paymentRowFromCheckout(input.checkout, {
            providerPaymentId: input.providerPaymentId,
            amountPaise: input.amountPaise,
            recordedAt: input.now,
            status: 'failed',
            failureReason: input.reason,
          }),
        )
        .onConflictDoNothing({ target: payment.providerPaymentId })
        .returning({ id: payment.id });
      return rows.length > 0;
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

    /** True the first time an event id is seen; false for every later delivery. */
    async markEventProcessed(
      eventId: string,
      provider: string,
      eventType: string,
    ): Promise<boolean> {
      const rows = await db
        .insert(processedWebhookEvent)
        .values({ eventId, provider, eventType })
        .onConflictDoNothing({ target: processedWebhookEvent.eventId })
        .returning({ eventId: processedWebhookEvent.eventId });
      return rows.length > 0;
    },

    async findSubscription(userId: string): Promise<SubscriptionRecord | null> {
      const [row] = await db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, userId))
        .limit(1);
      return row ?? null;
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

    async listPayments(userId: string, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payment)
        .where(eq(payment.userId, userId))
        .orderBy(desc(payment.createdAt), desc(payment.id))
        .limit(limit);
    },

    async findPayment(userId: string, paymentId: string): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payment)
        .where(and(eq(payment.id, paymentId), eq(payment.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findPaymentByProviderId(
      userId: string,
      providerPaymentId: string,
    ): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payment)
        .where(and(eq(payment.providerPaymentId, providerPaymentId), eq(payment.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    async findBuyer(userId: string): Promise<BuyerRow | null> {
      const [row] = await db
        .select({
          name: user.name,
          email: user.email,
          firstName: userProfile.firstName,
          lastName: userProfile.lastName,
          company: userProfile.company,
        })
        .from(user)
        .leftJoin(userProfile, eq(userProfile.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return row ?? null;
    },
  };
}

/** The queries, bound to the database or to one transaction. */
export type BillingQueries = ReturnType<typeof createBillingQueries>;

export function createBillingRepo(db: Database) {
  return {
    ...createBillingQueries(db),
    /** Runs `work` in one transaction with the queries bound to it. */
    transaction<T>(work: (tx: BillingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createBillingQueries(tx)));
    },
  };
}

export type BillingRepo = ReturnType<typeof createBillingRepo>;
