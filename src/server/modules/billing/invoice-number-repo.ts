/** Invoice numbers: sequential per calendar year with no gaps (docs/decisions/052). */
import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '../../../core/billing.js';
import { invoiceCounter } from '../../db/schema/billing.js';
import type { Executor } from './db-executor.js';

export function createInvoiceNumberRepo(db: Executor) {
  return {
    /**
     * The year's next number, e.g. VS-2026-000001. Take it inside the transaction that records
     * the payment: the counter row stays locked until commit, and a rollback gives it back.
     */
    async nextInvoiceNumber(year: number): Promise<string> {
      const [row] = await db
        .insert(invoiceCounter)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: invoiceCounter.year,
          set: { lastNumber: sql`${invoiceCounter.lastNumber} + 1` },
        })
        .returning({ lastNumber: invoiceCounter.lastNumber });
      if (!row) throw new Error('invoice counter did not answer');
      return formatInvoiceNumber(year, row.lastNumber);
    },
  };
}

export type InvoiceNumberRepo = ReturnType<typeof createInvoiceNumberRepo>;
