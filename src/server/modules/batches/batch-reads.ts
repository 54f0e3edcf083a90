/**
 * What other modules read of batches, asked of the batches module rather than of its tables
 * (decision 272): which batches have ended (the API's sweep of batch webhooks never recorded).
 */
import { and, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { batch } from '../../db/schema/batches.js';

/** The statuses of a batch that has ended (batch-repo's endIfDone and stop). */
const ENDED_BATCH = ['completed', 'stopped'];

export function createBatchReads(db: Database) {
  return {
    /** Of these batches, the ones that have ended. */
    async endedAmong(batchIds: string[]): Promise<string[]> {
      if (batchIds.length === 0) return [];
      const rows = await db
        .select({ id: batch.id })
        .from(batch)
        .where(and(inArray(batch.id, batchIds), inArray(batch.status, ENDED_BATCH)));
      return rows.map((row) => row.id);
    },
  };
}
