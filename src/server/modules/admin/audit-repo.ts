/**
 * The operators' audit log (decision 250): appended to, read, never changed (the table's trigger
 * refuses UPDATE, DELETE and TRUNCATE).
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { operatorAction } from '../../db/schema/operators.js';

export type NewAuditEntry = Omit<typeof operatorAction.$inferInsert, 'id' | 'createdAt'>;

export function createAuditRepo(db: Database) {
  return {
    async append(entry: NewAuditEntry) {
      const [row] = await db.insert(operatorAction).values(entry).returning();
      return row!;
    },

    /** The newest entries, of one seller or of everyone. */
    list(options: { sellerId?: string; limit: number }) {
      const query = db.select().from(operatorAction);
      const filtered = options.sellerId
        ? query.where(eq(operatorAction.sellerId, options.sellerId))
        : query;
      return filtered.orderBy(desc(operatorAction.createdAt)).limit(options.limit);
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
