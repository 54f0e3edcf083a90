/**
 * The sweep's queries of shot regenerations (decision 122): abandoned attempts queued again,
 * requests that never reserved failed, and ended ones whose image is still held found for
 * settling. Each is one statement.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { englishOf, keyed } from '../../../core/server-messages.js';
import type { Database } from '../../db/client.js';
import { quotaReservation } from '../../db/schema/quota.js';
import { shotRegeneration } from '../../db/schema/regenerations.js';

/** A request that died before its image was reserved, as its shot says it (decision 275). */
const NOT_STARTED = keyed('regenerationNotStarted');

export function createRegenerationSweepQueries(db: Database) {
  return {
    /**
     * Regenerations whose worker vanished (lease ran out) or whose job never came (queued past
     * the grace): each gets a new attempt, queued again, in one statement.
     */
    async takeAbandoned(
      graceSeconds: number,
    ): Promise<{ id: string; userId: string; attempt: number }[]> {
      return db
        .update(shotRegeneration)
        .set({
          status: 'queued',
          attempt: sql`${shotRegeneration.attempt} + 1`,
          leaseUntil: sql`now() + make_interval(secs => ${graceSeconds}::integer)`,
        })
        .where(
          and(
            isNotNull(shotRegeneration.reservationId),
            or(
              and(
                eq(shotRegeneration.status, 'running'),
                lt(shotRegeneration.leaseUntil, sql`now()`),
              ),
              and(
                eq(shotRegeneration.status, 'queued'),
                lt(
                  shotRegeneration.createdAt,
                  sql`now() - make_interval(secs => ${graceSeconds}::integer)`,
                ),
                or(
                  isNull(shotRegeneration.leaseUntil),
                  lt(shotRegeneration.leaseUntil, sql`now()`),
                ),
              ),
            ),
          ),
        )
        .returning({
          id: shotRegeneration.id,
          userId: shotRegeneration.userId,
          attempt: shotRegeneration.attempt,
        });
    },

    /** Requests that died between their claim and their reservation: nothing was spent. */
    async failUnreserved(graceSeconds: number): Promise<number> {
      const rows = await db
        .update(shotRegeneration)
        .set({
          status: 'failed',
          error: englishOf(NOT_STARTED),
          errorMessage: NOT_STARTED,
          finishedAt: new Date(),
        })
        .where(
          and(
            eq(shotRegeneration.status, 'queued'),
            isNull(shotRegeneration.reservationId),
            lt(
              shotRegeneration.createdAt,
              sql`now() - make_interval(secs => ${graceSeconds}::integer)`,
            ),
          ),
        )
        .returning({ id: shotRegeneration.id });
      return rows.length;
    },

    /**
     * Ended regenerations whose image is still reserved (the worker died between ending and
     * settling), with what they keep: one image when the new one replaced the old.
     */
    async endedUnsettled(): Promise<{ id: string; reservationId: string; generated: number }[]> {
      const rows = await db
        .select({
          id: shotRegeneration.id,
          reservationId: quotaReservation.id,
          status: shotRegeneration.status,
        })
        .from(shotRegeneration)
        .innerJoin(quotaReservation, eq(quotaReservation.id, shotRegeneration.reservationId))
        .where(
          and(
            inArray(shotRegeneration.status, ['completed', 'failed']),
            eq(quotaReservation.status, 'open'),
          ),
        );
      return rows.map((row) => ({
        id: row.id,
        reservationId: row.reservationId,
        generated: row.status === 'completed' ? 1 : 0,
      }));
    },
  };
}
