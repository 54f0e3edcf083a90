/**
 * The economy path's queries of runs (decision 203). Part of the runs repo; kept apart from
 * what a request and a standard worker ask.
 */
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { generationRun } from '../../db/schema/runs.js';

type RunRow = typeof generationRun.$inferSelect;

/** How long a submitted run is held from the sweeper: the vendor's 24 hours and a margin. */
export const ECONOMY_HOLD_SECONDS = 26 * 3600;

export function createEconomyRunQueries(db: Database) {
  return {
    /**
     * Notes, before the vendor is asked, that the run's shots are being sent, so a later
     * attempt knows a job may exist at the vendor without its name here (the first note's time
     * is kept). False when the run moved on (another attempt, or it ended).
     */
    async noteSubmission(runId: string, attempt: number): Promise<boolean> {
      const rows = await db
        .update(generationRun)
        .set({ vendorJobSubmittedAt: sql`coalesce(${generationRun.vendorJobSubmittedAt}, now())` })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            eq(generationRun.status, 'running'),
            isNull(generationRun.vendorJob),
          ),
        )
        .returning({ id: generationRun.id });
      return rows.length > 0;
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
          vendorJobSubmittedAt: sql`coalesce(${generationRun.vendorJobSubmittedAt}, now())`,
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

    /**
     * Claims a waiting run whose vendor job ended, for this poller to store what it made and
     * end the run: one statement, so of two pollers only one stores the shots. A claim lasts
     * `seconds`; a poller that died holding it leaves the run to the next poll after that.
     */
    async claimEndedJob(runId: string, vendorJob: string, seconds: number): Promise<RunRow | null> {
      const [row] = await db
        .update(generationRun)
        .set({
          vendorJobClaimedUntil: sql`now() + make_interval(secs => ${seconds}::integer)`,
        })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.vendorJob, vendorJob),
            eq(generationRun.status, 'running'),
            or(
              isNull(generationRun.vendorJobClaimedUntil),
              lt(generationRun.vendorJobClaimedUntil, sql`now()`),
            ),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Running runs waiting on a vendor's job, oldest first. */
    async waiting(limit = 200): Promise<RunRow[]> {
      return db
        .select()
        .from(generationRun)
        .where(
          and(
            eq(generationRun.status, 'running'),
            isNotNull(generationRun.vendorJob),
            // One being stored by another poller is left to it.
            or(
              isNull(generationRun.vendorJobClaimedUntil),
              lt(generationRun.vendorJobClaimedUntil, sql`now()`),
            ),
          ),
        )
        .orderBy(asc(generationRun.vendorJobSubmittedAt))
        .limit(limit);
    },
  };
}

export type EconomyRunQueries = ReturnType<typeof createEconomyRunQueries>;
