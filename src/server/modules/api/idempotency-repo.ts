/** The first answers of creates sent with an Idempotency-Key, per user, for 24 hours. */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiIdempotency } from '../../db/schema/api.js';

export type IdempotencyRow = typeof apiIdempotency.$inferSelect;

export const IDEMPOTENCY_HOURS = 24;

export function createIdempotencyRepo(db: Database) {
  return {
    /**
     * Claims the key for this request in one statement: a new key, or one whose record is older
     * than 24 hours (it starts over). Null when the key is held: by an earlier request, finished
     * or still running.
     */
    async claim(userId: string, key: string, requestHash: string): Promise<boolean> {
      const rows = await db
        .insert(apiIdempotency)
        .values({ userId, key, requestHash })
        .onConflictDoUpdate({
          target: [apiIdempotency.userId, apiIdempotency.key],
          set: { requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
          setWhere: sql`${apiIdempotency.createdAt} < now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`,
        })
        .returning({ key: apiIdempotency.key });
      return rows.length > 0;
    },

    async find(userId: string, key: string): Promise<IdempotencyRow | null> {
      const [row] = await db
        .select()
        .from(apiIdempotency)
        .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)))
        .limit(1);
      return row ?? null;
    },

    async complete(userId: string, key: string, status: number, body: unknown): Promise<void> {
      await db
        .update(apiIdempotency)
        .set({ responseStatus: status, responseBody: body })
        .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
    },

    /** A request that failed gives its key back, so a retry can succeed. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .delete(apiIdempotency)
        .where(and(eq(apiIdempotency.userId, userId), eq(apiIdempotency.key, key)));
    },
  };
}

export type IdempotencyRepo = ReturnType<typeof createIdempotencyRepo>;
