/**
 * Queries of shot regenerations (decision 122). Every state change is one conditional
 * statement, or one transaction where the new image must land everywhere at once: a worker
 * acts only for its own attempt, so a stale or duplicate job finds nothing to do.
 */
import { and, eq, sql } from 'drizzle-orm';
import { englishOf, type KeyedMessage } from '../../../core/server-messages.js';
import type { Database } from '../../db/client.js';
import { shotRegeneration } from '../../db/schema/regenerations.js';
import { followShotImageIn } from '../catalogues/follow-shot-image.js';
import {
  replaceShotImageIn,
  type ReplacedShotImage,
  type ReplacementImage,
} from '../runs/replace-shot-image.js';
import { createRegenerationSweepQueries } from './regeneration-sweep-queries.js';

export type RegenerationRow = typeof shotRegeneration.$inferSelect;

export function createRegenerationRepo(db: Database) {
  return {
    /**
     * Records a request before anything is spent. Null when the click was recorded already
     * (same client request id) or another regeneration of the shot is in flight: the unique
     * constraints decide, so of N racing requests one gets the row.
     */
    async claimRequest(input: {
      userId: string;
      runId: string;
      shotIndex: number;
      clientRequestId: string;
    }): Promise<RegenerationRow | null> {
      const [row] = await db
        .insert(shotRegeneration)
        .values(input)
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async findByClientRequest(
      userId: string,
      clientRequestId: string,
    ): Promise<RegenerationRow | null> {
      const [row] = await db
        .select()
        .from(shotRegeneration)
        .where(
          and(
            eq(shotRegeneration.userId, userId),
            eq(shotRegeneration.clientRequestId, clientRequestId),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findById(id: string): Promise<RegenerationRow | null> {
      const [row] = await db
        .select()
        .from(shotRegeneration)
        .where(eq(shotRegeneration.id, id))
        .limit(1);
      return row ?? null;
    },

    async setReservation(id: string, reservationId: string): Promise<void> {
      await db.update(shotRegeneration).set({ reservationId }).where(eq(shotRegeneration.id, id));
    },

    /** A request that could not be started (no image left, the queue refused) leaves no row. */
    async deleteClaim(id: string): Promise<void> {
      await db.delete(shotRegeneration).where(eq(shotRegeneration.id, id));
    },

    /** Takes the regeneration for this attempt with a lease; null when it is not queued for it. */
    async claim(
      id: string,
      attempt: number,
      leaseSeconds: number,
    ): Promise<RegenerationRow | null> {
      const [row] = await db
        .update(shotRegeneration)
        .set({
          status: 'running',
          leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds}::integer)`,
        })
        .where(
          and(
            eq(shotRegeneration.id, id),
            eq(shotRegeneration.attempt, attempt),
            eq(shotRegeneration.status, 'queued'),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Extends the lease; false when the regeneration is no longer this attempt's. */
    async renewLease(id: string, attempt: number, leaseSeconds: number): Promise<boolean> {
      const rows = await db
        .update(shotRegeneration)
        .set({ leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds}::integer)` })
        .where(
          and(
            eq(shotRegeneration.id, id),
            eq(shotRegeneration.attempt, attempt),
            eq(shotRegeneration.status, 'running'),
          ),
        )
        .returning({ id: shotRegeneration.id });
      return rows.length > 0;
    },

    /** Lets the next sweep give it a new attempt at once (the process is shutting down). */
    async releaseLease(id: string, attempt: number): Promise<void> {
      await db
        .update(shotRegeneration)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(
          and(
            eq(shotRegeneration.id, id),
            eq(shotRegeneration.attempt, attempt),
            eq(shotRegeneration.status, 'running'),
          ),
        );
    },

    /**
     * Puts the new image in the old one's place, in one transaction: the regeneration is
     * completed (only by its running attempt), the shot points at the new files with its version
     * one higher and the new colour verdict, and the saved catalogue's image and thumbnail follow.
     * Answers the files replaced, or null when this attempt no longer owned the regeneration.
     */
    async replaceShot(
      regeneration: { id: string; attempt: number; runId: string; shotIndex: number },
      image: ReplacementImage,
    ): Promise<ReplacedShotImage | null> {
      return db.transaction(async (tx) => {
        const [done] = await tx
          .update(shotRegeneration)
          .set({
            status: 'completed',
            finishedAt: new Date(),
            leaseUntil: null,
            error: null,
            errorMessage: null,
          })
          .where(
            and(
              eq(shotRegeneration.id, regeneration.id),
              eq(shotRegeneration.attempt, regeneration.attempt),
              eq(shotRegeneration.status, 'running'),
            ),
          )
          .returning({ id: shotRegeneration.id });
        if (!done) return null;
        const replaced = await replaceShotImageIn(tx, regeneration, image);
        await followShotImageIn(tx, regeneration.runId, replaced, image);
        return replaced;
      });
    },

    /** Ends the attempt as failed; answers its reservation to give back, or null if not ours. */
    async fail(
      id: string,
      attempt: number,
      error: KeyedMessage,
    ): Promise<{ reservationId: string | null } | null> {
      const [row] = await db
        .update(shotRegeneration)
        .set({
          status: 'failed',
          error: englishOf(error),
          errorMessage: error,
          finishedAt: new Date(),
          leaseUntil: null,
        })
        .where(
          and(
            eq(shotRegeneration.id, id),
            eq(shotRegeneration.attempt, attempt),
            eq(shotRegeneration.status, 'running'),
          ),
        )
        .returning({ reservationId: shotRegeneration.reservationId });
      return row ?? null;
    },

    ...createRegenerationSweepQueries(db),
  };
}

export type RegenerationRepo = ReturnType<typeof createRegenerationRepo>;
