/**
 * Queries of generation runs. State changes are single conditional statements: a worker claims a
 * run only for its own attempt number, so a stale or duplicate job finds nothing to do.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShotRegenerationState } from '../../../core/regeneration.js';
import { englishOf, type KeyedMessage } from '../../../core/server-messages.js';
import type { Database } from '../../db/client.js';
import { generationRun, runShot } from '../../db/schema/runs.js';
import { createCatalogueReads } from '../catalogues/catalogue-reads.js';
import { latestRegenerationsOf } from '../regenerations/regeneration-state.js';
import { readRunOf } from './run-read-query.js';
import { createEconomyRunQueries } from './economy-run-queries.js';
import { createRunSweepQueries } from './run-sweep-queries.js';
import { createUnsavedRunQueries } from './unsaved-run-queries.js';

export type RunRow = typeof generationRun.$inferSelect;
export type ShotRow = typeof runShot.$inferSelect;
export type NewRun = typeof generationRun.$inferInsert;

export function createRunsRepo(db: Database) {
  // A run's regenerations and the catalogue it was saved as are their modules' rows: asked of
  // them (decision 272).
  const catalogues = createCatalogueReads(db);
  return {
    ...createRunSweepQueries(db),
    ...createEconomyRunQueries(db),
    ...createUnsavedRunQueries(db),
    /**
     * Claims the browser's request id for this run before anything is spent: of two identical
     * requests (a double click) only one gets the row; null for the other.
     */
    async claimRequest(run: NewRun): Promise<RunRow | null> {
      const [row] = await db
        .insert(generationRun)
        .values({ ...run, status: 'preparing' })
        .onConflictDoNothing({ target: [generationRun.userId, generationRun.clientRequestId] })
        .returning();
      return row ?? null;
    },

    /** Completes a claimed run: its reservation, stored inputs and shots, then it is queued. */
    async prepare(
      runId: string,
      values: { reservationId: string; inputKeys: Record<string, string> },
      shots: { shotId: string; name: string }[],
    ) {
      await db.transaction(async (tx) => {
        await tx.insert(runShot).values(shots.map((shot, index) => ({ runId, index, ...shot })));
        await tx
          .update(generationRun)
          .set({ ...values, status: 'queued' })
          .where(and(eq(generationRun.id, runId), eq(generationRun.status, 'preparing')));
      });
    },

    async findByClientRequest(userId: string, clientRequestId: string): Promise<RunRow | null> {
      const [row] = await db
        .select()
        .from(generationRun)
        .where(
          and(eq(generationRun.userId, userId), eq(generationRun.clientRequestId, clientRequestId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The run if it belongs to the user; another user's run is as missing as no run. */
    async findForUser(userId: string, runId: string): Promise<RunRow | null> {
      const [row] = await db
        .select()
        .from(generationRun)
        .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)))
        .limit(1);
      return row ?? null;
    },

    /** One shot of the user's run, with the run's status and reservation; null when not theirs. */
    async shotForUser(userId: string, runId: string, index: number) {
      const [row] = await db
        .select({
          shot: runShot,
          runStatus: generationRun.status,
          reservationId: generationRun.reservationId,
        })
        .from(runShot)
        .innerJoin(generationRun, eq(generationRun.id, runShot.runId))
        .where(
          and(eq(runShot.runId, runId), eq(runShot.index, index), eq(generationRun.userId, userId)),
        )
        .limit(1);
      return row ?? null;
    },

    /** The run with all its view shows, for its owner only, in one statement. */
    readForUser: (userId: string, runId: string) => readRunOf(db, userId, runId),

    async findById(runId: string): Promise<RunRow | null> {
      const [row] = await db
        .select()
        .from(generationRun)
        .where(eq(generationRun.id, runId))
        .limit(1);
      return row ?? null;
    },

    /** The status of each of these runs that exists. */
    async statusesOf(runIds: string[]): Promise<{ id: string; status: string }[]> {
      return db
        .select({ id: generationRun.id, status: generationRun.status })
        .from(generationRun)
        .where(inArray(generationRun.id, runIds));
    },

    /** The complete shots of these runs, by run and in order. */
    async completeShotsOf(
      runIds: string[],
    ): Promise<{ runId: string; index: number; name: string; version: number }[]> {
      return db
        .select({
          runId: runShot.runId,
          index: runShot.index,
          name: runShot.name,
          version: runShot.version,
        })
        .from(runShot)
        .where(and(inArray(runShot.runId, runIds), eq(runShot.status, 'complete')))
        .orderBy(asc(runShot.runId), asc(runShot.index));
    },

    async shotsOf(runId: string): Promise<ShotRow[]> {
      return db.select().from(runShot).where(eq(runShot.runId, runId)).orderBy(asc(runShot.index));
    },

    /** The latest regeneration of each shot of the run (decision 122), by shot index. */
    regenerationsOf(runId: string): Promise<Map<number, ShotRegenerationState>> {
      return latestRegenerationsOf(db, runId);
    },

    async savedCatalogueId(runId: string): Promise<string | null> {
      return (await catalogues.savedFrom(runId))?.id ?? null;
    },

    /** Takes the run for this attempt with a lease; null when another attempt owns it or it ended. */
    async claim(runId: string, attempt: number, leaseSeconds: number): Promise<RunRow | null> {
      const [row] = await db
        .update(generationRun)
        .set({
          status: 'running',
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds}::integer)`,
          startedAt: sql`coalesce(${generationRun.startedAt}, now())`,
        })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            inArray(generationRun.status, ['queued', 'running']),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Extends the lease; answers whether a stop was asked, or null when the run is no longer ours. */
    async renewLease(
      runId: string,
      attempt: number,
      leaseSeconds: number,
    ): Promise<{ stopRequested: boolean } | null> {
      const [row] = await db
        .update(generationRun)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds}::integer)` })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            eq(generationRun.status, 'running'),
          ),
        )
        .returning({ stopRequested: generationRun.stopRequested });
      return row ?? null;
    },

    /** Lets the run be picked up again at once (the process is shutting down mid-run). */
    async releaseLease(runId: string, attempt: number): Promise<void> {
      await db
        .update(generationRun)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(and(eq(generationRun.id, runId), eq(generationRun.attempt, attempt)));
      await db
        .update(runShot)
        .set({ status: 'waiting', updatedAt: new Date() })
        .where(and(eq(runShot.runId, runId), inArray(runShot.status, ['generating', 'throttled'])));
    },

    async requestStop(userId: string, runId: string): Promise<RunRow | null> {
      const [row] = await db
        .update(generationRun)
        .set({ stopRequested: true })
        .where(and(eq(generationRun.id, runId), eq(generationRun.userId, userId)))
        .returning();
      return row ?? null;
    },

    /** A queued run stopped before any worker took it ends at once. */
    async stopIfQueued(runId: string): Promise<RunRow | null> {
      const [row] = await db
        .update(generationRun)
        .set({ status: 'stopped', finishedAt: new Date() })
        .where(and(eq(generationRun.id, runId), eq(generationRun.status, 'queued')))
        .returning();
      return row ?? null;
    },

    /**
     * Records the run's copy of its identity portrait (decision 201), for its later attempts and
     * regenerations; the run's other inputs stay as they are.
     */
    async setIdentityKey(runId: string, key: string): Promise<void> {
      await db
        .update(generationRun)
        .set({
          inputKeys: sql`${generationRun.inputKeys} || jsonb_build_object('identity', ${key}::text)`,
        })
        .where(eq(generationRun.id, runId));
    },

    async updateShot(
      runId: string,
      index: number,
      values: Partial<typeof runShot.$inferInsert>,
    ): Promise<void> {
      await db
        .update(runShot)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(runShot.runId, runId), eq(runShot.index, index)));
    },

    /**
     * A shot being made waits for the vendor's turn ('throttled') or has it ('generating');
     * one already finished (a late report of a shot that was stopped) stays as it ended.
     */
    async setShotProgress(
      runId: string,
      index: number,
      status: 'generating' | 'throttled',
    ): Promise<void> {
      await db
        .update(runShot)
        .set({ status, updatedAt: new Date() })
        .where(
          and(
            eq(runShot.runId, runId),
            eq(runShot.index, index),
            inArray(runShot.status, ['generating', 'throttled']),
          ),
        );
    },

    /** Waiting shots of a run that ends early are marked cancelled. */
    async cancelUnfinishedShots(runId: string, reason: KeyedMessage): Promise<void> {
      await db
        .update(runShot)
        .set({
          status: 'cancelled',
          failureReason: englishOf(reason),
          failureMessage: reason,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(runShot.runId, runId),
            inArray(runShot.status, ['waiting', 'generating', 'throttled']),
          ),
        );
    },

    async finish(
      runId: string,
      attempt: number,
      status: 'completed' | 'stopped' | 'failed',
      error?: string,
    ): Promise<RunRow | null> {
      const [row] = await db
        .update(generationRun)
        .set({ status, finishedAt: new Date(), leaseUntil: null, error: error ?? null })
        .where(
          and(
            eq(generationRun.id, runId),
            eq(generationRun.attempt, attempt),
            eq(generationRun.status, 'running'),
          ),
        )
        .returning();
      return row ?? null;
    },

    async deleteRun(runId: string): Promise<void> {
      await db.delete(generationRun).where(eq(generationRun.id, runId));
    },
  };
}

export type RunsRepo = ReturnType<typeof createRunsRepo>;
