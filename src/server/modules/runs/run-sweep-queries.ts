/**
 * The sweeper's and the clean-up's queries of runs (decisions 015 and 177): runs left by a
 * worker that vanished, attempts to queue again, quota left unsettled, claims to delete (unsaved
 * runs: unsaved-run-queries.ts). Part of the runs repo; kept apart from what a request and a
 * worker ask. The list of runs with quota left unsettled joins the quota's reservations in its
 * one statement (decision 272).
 */
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { quotaReservation } from '../../db/schema/quota.js';
import { generationRun, runShot } from '../../db/schema/runs.js';

type RunRow = typeof generationRun.$inferSelect;

export function createRunSweepQueries(db: Database) {
  return {
    /**
     * Runs whose worker vanished (lease ran out): each gets a new attempt number, in one
     * statement, so two sweepers never both re-queue a run. A queued run is not taken here
     * however long it has waited: its job keeps its place in the line, and the sweeper looks at
     * that job instead (resumeRunsWithoutJob, decision 191).
     */
    async takeAbandoned(
      newAttemptGraceSeconds: number,
    ): Promise<{ id: string; attempt: number }[]> {
      return (
        db
          .update(generationRun)
          // The new attempt gets the same grace as a fresh run before it may be taken again.
          .set({
            attempt: sql`${generationRun.attempt} + 1`,
            leaseUntil: sql`now() + make_interval(secs => ${newAttemptGraceSeconds}::integer)`,
          })
          .where(
            and(
              eq(generationRun.status, 'running'),
              lt(generationRun.leaseUntil, sql`now()`),
              isNull(generationRun.vendorJob),
            ),
          )
          .returning({ id: generationRun.id, attempt: generationRun.attempt })
      );
    },

    /**
     * Runs not finished yet (queued or running) with their current attempt, oldest first: the
     * sweeper asks the queue whether each attempt's job is still to be worked (decision 177).
     */
    async unfinished(limit = 500): Promise<{ id: string; attempt: number; status: string }[]> {
      return (
        db
          .select({
            id: generationRun.id,
            attempt: generationRun.attempt,
            status: generationRun.status,
          })
          .from(generationRun)
          // A run waiting on its vendor job (decision 203) has no job of ours: the economy poll
          // owns it.
          .where(
            and(
              inArray(generationRun.status, ['queued', 'running']),
              isNull(generationRun.vendorJob),
            ),
          )
          .orderBy(asc(generationRun.createdAt))
          .limit(limit)
      );
    },

    /**
     * A new attempt for a run whose attempt `attempt` ended without finishing it, given the same
     * grace as takeAbandoned's; null when the run moved on meanwhile (another sweeper took it,
     * or it finished).
     */
    async nextAttempt(
      runId: string,
      attempt: number,
      graceSeconds: number,
    ): Promise<{ id: string; attempt: number } | null> {
      const [row] = await db
        .update(generationRun)
        .set({
          attempt: sql`${generationRun.attempt} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${graceSeconds}::integer)`,
        })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            inArray(generationRun.status, ['queued', 'running']),
          ),
        )
        .returning({ id: generationRun.id, attempt: generationRun.attempt });
      return row ?? null;
    },

    /**
     * Finished runs whose reservation is still open: their worker died between finishing the
     * run and settling its quota. With the images they made, for settling now.
     */
    async finishedUnsettled(
      graceSeconds: number,
    ): Promise<{ id: string; reservationId: string; generated: number }[]> {
      const rows = await db
        .select({
          id: generationRun.id,
          reservationId: quotaReservation.id,
          generated: sql<number>`(select count(*) from ${runShot} where ${runShot.runId} = ${generationRun.id} and ${runShot.status} = 'complete')::integer`,
        })
        .from(generationRun)
        .innerJoin(quotaReservation, eq(quotaReservation.id, generationRun.reservationId))
        .where(
          and(
            inArray(generationRun.status, ['completed', 'stopped', 'failed']),
            eq(quotaReservation.status, 'open'),
            lt(
              generationRun.finishedAt,
              sql`now() - make_interval(secs => ${graceSeconds}::integer)`,
            ),
          ),
        );
      return rows.map((row) => ({ ...row, generated: Number(row.generated) }));
    },

    /** Claims whose request died before the run was queued (a crash while storing the photos). */
    async deleteStalePreparing(before: Date): Promise<RunRow[]> {
      return db
        .delete(generationRun)
        .where(
          and(
            eq(generationRun.status, 'preparing'),
            lt(generationRun.createdAt, sql`${before.toISOString()}::timestamptz`),
          ),
        )
        .returning();
    },
  };
}
