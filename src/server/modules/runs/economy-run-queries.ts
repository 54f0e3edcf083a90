/**
 * The economy path's queries of runs (decision 203). Part of the runs repo; kept apart from
 * what a request and a standard worker ask.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quotaReservation } from '../../db/schema/quota.js';
import { generationRun } from '../../db/schema/runs.js';

type RunRow = typeof generationRun.$inferSelect;

/** How long a submitted run is held from the sweeper: the vendor's 24 hours and a margin. */
export const ECONOMY_HOLD_SECONDS = 26 * 3600;

export function createEconomyRunQueries(db: Database) {
  return {
    /** Whether the run's shots were reserved at the economy price (its batch's). */
    async isEconomy(runId: string): Promise<boolean> {
      const [row] = await db
        .select({ shotHalves: quotaReservation.shotHalves })
        .from(generationRun)
        .innerJoin(quotaReservation, eq(quotaReservation.id, generationRun.reservationId))
        .where(eq(generationRun.id, runId))
        .limit(1);
      return row?.shotHalves === 1;
    },

    /**
     * Records the vendor's job for this attempt of the run and holds the run from the sweeper
     * while the vendor works; false when the run moved on (another attempt, or it ended).
     */
    async recordVendorJob(runId: string, attempt: number, name: string): Promise<boolean> {
      const rows = await db
        .update(generationRun)
        .set({
          vendorJob: name,
          vendorJobSubmittedAt: sql`now()`,
          leaseUntil: sql`now() + make_interval(secs => ${ECONOMY_HOLD_SECONDS}::integer)`,
        })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            eq(generationRun.status, 'running'),
          ),
        )
        .returning({ id: generationRun.id });
      return rows.length > 0;
    },

    /** Running runs waiting on a vendor's job, oldest first. */
    async waiting(limit = 200): Promise<RunRow[]> {
      return db
        .select()
        .from(generationRun)
        .where(and(eq(generationRun.status, 'running'), isNotNull(generationRun.vendorJob)))
        .orderBy(asc(generationRun.vendorJobSubmittedAt))
        .limit(limit);
    },
  };
}

export type EconomyRunQueries = ReturnType<typeof createEconomyRunQueries>;
