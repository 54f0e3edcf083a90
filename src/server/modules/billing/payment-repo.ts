/**
 * Payments: money that moved (or failed to), one row per provider payment id, so a replayed
 * charge is recorded once. Every read of a user's payments takes the user id.
 */
import { and, desc, eq } from 'drizzle-orm';
import { payment } from '../../db/schema/billing.js';
import { createAccountReads } from '../account/account-reads.js';
import type { CheckoutRow } from './checkout-repo.js';
import type { Executor } from './db-executor.js';
import { paymentRowFromCheckout, type CompletedCharge, type FailedCharge } from './payment-row.js';

export type PaymentRow = typeof payment.$inferSelect;

export function createPaymentRepo(db: Executor) {
  // The buyer's billing details are the account module's: read there, on the same executor
  // (the invoice's transaction when it has one, decision 272).
  const account = createAccountReads(db);
  return {
    /**
     * The payment that activates a checkout. One recorded as failed (a late authorisation)
     * becomes completed; null when that payment id is already completed, or another user's.
     */
    async completeCheckoutPayment(
      checkout: CheckoutRow,
      charge: CompletedCharge,
    ): Promise<PaymentRow | null> {
      const row = paymentRowFromCheckout(checkout, { status: 'completed', ...charge });
      const [paid] = await db
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
          setWhere: and(eq(payment.status, 'failed'), eq(payment.userId, checkout.userId)),
        })
        .returning();
      return paid ?? null;
    },

    /** A renewal charge, recorded once by its provider id; null when it already was. */
    async insertCompletedPayment(
      checkout: CheckoutRow,
      charge: CompletedCharge,
    ): Promise<PaymentRow | null> {
      const [inserted] = await db
        .insert(payment)
        .values(paymentRowFromCheckout(checkout, { status: 'completed', ...charge }))
        .onConflictDoNothing({ target: payment.providerPaymentId })
        .returning();
      return inserted ?? null;
    },

    /** A failed payment for the history (no invoice); once per provider payment id. */
    async insertFailedPayment(checkout: CheckoutRow, charge: FailedCharge): Promise<boolean> {
      const rows = await db
        .insert(payment)
        .values(paymentRowFromCheckout(checkout, { status: 'failed', ...charge }))
        .onConflictDoNothing({ target: payment.providerPaymentId })
        .returning({ id: payment.id });
      return rows.length > 0;
    },

    /**
     * Numbers a completed payment's invoice and copies the buyer's billing details onto it as
     * they are now (decision 184): the invoice keeps them whatever the buyer changes later.
     */
    async setInvoiceNumber(
      paid: Pick<PaymentRow, 'id' | 'userId'>,
      invoiceNumber: string,
    ): Promise<PaymentRow | null> {
      const buyerBilling = await account.billingDetailsOf(paid.userId);
      const [row] = await db
        .update(payment)
        .set({ invoiceNumber, buyerBilling })
        .where(eq(payment.id, paid.id))
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
  };
}

export type PaymentRepo = ReturnType<typeof createPaymentRepo>;

/**
 * Told of each payment once it is committed (the receipt email, decision 150). It must not
 * throw: the payment is already recorded, and its own failure is its to log.
 */
export type PaymentRecordedHook = (userId: string, paymentId: string) => Promise<void>;
