/**
 * The buyer's billing details (decision 184). Every query takes the session's user id, never
 * one from input; row-level security (decision 170) refuses another user's row as well.
 */
import { eq } from 'drizzle-orm';
import type { BillingDetails, StateCode } from '../../../core/billing-details.js';
import type { Database } from '../../db/client.js';
import { billingDetails } from '../../db/schema/billing-details.js';

function toDetails(row: typeof billingDetails.$inferSelect): BillingDetails {
  return {
    legalName: row.legalName,
    gstin: row.gstin,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    postalCode: row.postalCode,
    stateCode: row.stateCode as StateCode,
  };
}

export function createBillingDetailsRepo(db: Database) {
  return {
    async find(userId: string): Promise<BillingDetails | null> {
      const [row] = await db
        .select()
        .from(billingDetails)
        .where(eq(billingDetails.userId, userId))
        .limit(1);
      return row ? toDetails(row) : null;
    },

    async save(userId: string, details: BillingDetails): Promise<BillingDetails> {
      const [row] = await db
        .insert(billingDetails)
        .values({ userId, ...details })
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...details } })
        .returning();
      return toDetails(row!);
    },

    async remove(userId: string): Promise<void> {
      await db.delete(billingDetails).where(eq(billingDetails.userId, userId));
    },
  };
}

export type BillingDetailsRepo = ReturnType<typeof createBillingDetailsRepo>;
