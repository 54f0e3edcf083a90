/**
 * Queries of API keys. Settings' queries take the session's user id; a key's own requests are
 * found by the hash of their secret alone.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { apiKey } from '../../db/schema/api.js';

export type ApiKeyRow = typeof apiKey.$inferSelect;
export type NewApiKey = Pick<
  typeof apiKey.$inferInsert,
  'userId' | 'name' | 'prefix' | 'secretHash' | 'webhookSecret'
>;

/** A key that answered a request: whose it is, and its place in the rate limit's window. */
export interface UsedApiKey {
  id: string;
  userId: string;
  /** Requests counted in the current window, this one included. */
  rateCount: number;
  /** Seconds until the window ends. */
  windowEndsIn: number;
}

export function createApiKeyRepo(db: Database) {
  return {
    async insert(values: NewApiKey): Promise<ApiKeyRow> {
      const [row] = await db.insert(apiKey).values(values).returning();
      return row!;
    },

    async countActive(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(apiKey)
        .where(and(eq(apiKey.userId, userId), isNull(apiKey.revokedAt)));
      return row?.n ?? 0;
    },

    /** The user's keys, revoked ones too (Settings says when), newest first. */
    async listForUser(userId: string): Promise<ApiKeyRow[]> {
      return db
        .select()
        .from(apiKey)
        .where(eq(apiKey.userId, userId))
        .orderBy(desc(apiKey.createdAt), desc(apiKey.id));
    },

    /** Revokes the user's key; false when it is not theirs or already revoked. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiKey)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(apiKey.id, id), eq(apiKey.userId, userId), isNull(apiKey.revokedAt)))
        .returning({ id: apiKey.id });
      return rows.length > 0;
    },

    /**
     * One statement per request: finds the unrevoked key by its hash, records it as used and
     * counts the request in the key's fixed rate window (a new window starts when the last one
     * is over). Null for an unknown or revoked key. Race-safe: concurrent requests each add one.
     */
    async use(secretHash: string, windowSeconds: number): Promise<UsedApiKey | null> {
      const inWindow = sql`${apiKey.rateWindowStart} > now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .update(apiKey)
        .set({
          lastUsedAt: sql`now()`,
          rateCount: sql`case when ${inWindow} then ${apiKey.rateCount} + 1 else 1 end`,
          rateWindowStart: sql`case when ${inWindow} then ${apiKey.rateWindowStart} else now() end`,
        })
        .where(and(eq(apiKey.secretHash, secretHash), isNull(apiKey.revokedAt)))
        .returning({
          id: apiKey.id,
          userId: apiKey.userId,
          rateCount: apiKey.rateCount,
          windowEndsIn: sql<number>`greatest(0, extract(epoch from (${apiKey.rateWindowStart} + make_interval(secs => ${windowSeconds}) - now())))::float8`,
        });
      return row ? { ...row, windowEndsIn: Number(row.windowEndsIn) } : null;
    },

    /** The secret that signs a key's webhooks. */
    async webhookSecretOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ secret: apiKey.webhookSecret })
        .from(apiKey)
        .where(eq(apiKey.id, id))
        .limit(1);
      return row?.secret ?? null;
    },
  };
}

export type ApiKeyRepo = ReturnType<typeof createApiKeyRepo>;
