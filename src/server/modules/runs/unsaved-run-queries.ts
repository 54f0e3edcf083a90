/**
 * Runs not saved as a catalogue: the latest one the create page offers back, and those the
 * clean-up deletes after their days (decision 015). Part of the runs repo. "Not saved" is the
 * absence of the catalogues module's row, so each list is one statement that joins its
 * `catalogue` table rather than asking it run by run (decision 272).
 */
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { catalogue } from '../../db/schema/catalogues.js';
import { generationRun, runShot } from '../../db/schema/runs.js';

type RunRow = typeof generationRun.$inferSelect;

export function createUnsavedRunQueries(db: Database) {
  return {
    /** The user's latest finished run since `since` with an image and no catalogue. */
    async latestUnsaved(userId: string, since: Date): Promise<RunRow | null> {
      const [row] = await db
        .select({ run: generationRun })
        .from(generationRun)
        .leftJoin(catalogue, eq(catalogue.runId, generationRun.id))
        .where(
          and(
            eq(generationRun.userId, userId),
            inArray(generationRun.status, ['completed', 'stopped']),
            isNull(catalogue.id),
            sql`${generationRun.createdAt} >= ${since.toISOString()}::timestamptz`,
            sql`exists (select 1 from ${runShot} where ${runShot.runId} = ${generationRun.id} and ${runShot.status} = 'complete')`,
          ),
        )
        .orderBy(desc(generationRun.createdAt))
        .limit(1);
      return row?.run ?? null;
    },
    /** Finished runs never saved as a catalogue, older than the cut-off (decision 015). */
    async unsavedBefore(cutoff: Date, limit = 100): Promise<RunRow[]> {
      const rows = await db
        .select({ run: generationRun })
        .from(generationRun)
        .leftJoin(catalogue, eq(catalogue.runId, generationRun.id))
        .where(
          and(
            inArray(generationRun.status, ['completed', 'stopped', 'failed']),
            isNull(catalogue.id),
            lt(generationRun.createdAt, sql`${cutoff.toISOString()}::timestamptz`),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.run);
    },
  };
}
