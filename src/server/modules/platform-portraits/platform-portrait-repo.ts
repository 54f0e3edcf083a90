/**
 * The platform portraits' rows (decision 201), each change one statement on the database's clock
 * so every process agrees. Making a portrait is claimed, never assumed: the first insert wins, a
 * lapsed lease (its maker died) or a failure's pause that is over is taken over by one update, and
 * only the holder of the claim may finish it.
 */
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { platformPortrait } from '../../db/schema/platform-portraits.js';

/** Which portrait: a persona as one engine's model paints it. */
export interface PortraitKey {
  personaId: string;
  engine: string;
  model: string;
}

/** What a claim found: this process makes the portrait, or the row as another left it. */
export type PortraitClaim =
  | { kind: 'claimed' }
  | { kind: 'ready'; storageKey: string }
  | { kind: 'making' }
  | { kind: 'failed' };

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

export function createPlatformPortraitRepo(db: Database) {
  const keyIs = (key: PortraitKey) =>
    and(
      eq(platformPortrait.personaId, key.personaId),
      eq(platformPortrait.engine, key.engine),
      eq(platformPortrait.model, key.model),
    );
  const heldBy = (key: PortraitKey, token: string) =>
    and(keyIs(key), eq(platformPortrait.claimToken, token), eq(platformPortrait.status, 'making'));

  return {
    /**
     * Claims the making of a portrait for `token`, or reads how it stands. Of any number of
     * processes asking at once, one gets 'claimed' (the insert's conflict, or the update's row
     * lock, decides); the others see it 'making'.
     */
    async claim(key: PortraitKey, token: string, leaseMs: number): Promise<PortraitClaim> {
      const inserted = await db
        .insert(platformPortrait)
        .values({ ...key, status: 'making', claimToken: token, leaseUntil: after(leaseMs) })
        .onConflictDoNothing()
        .returning({ token: platformPortrait.claimToken });
      if (inserted.length > 0) return { kind: 'claimed' };
      // A maker that died (its lease lapsed) or a failure whose pause is over: made again.
      const taken = await db
        .update(platformPortrait)
        .set({
          status: 'making',
          claimToken: token,
          leaseUntil: after(leaseMs),
          storageKey: null,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            keyIs(key),
            ne(platformPortrait.status, 'ready'),
            lt(platformPortrait.leaseUntil, sql`now()`),
          ),
        )
        .returning({ token: platformPortrait.claimToken });
      if (taken.length > 0) return { kind: 'claimed' };
      const [row] = await db
        .select({ status: platformPortrait.status, storageKey: platformPortrait.storageKey })
        .from(platformPortrait)
        .where(keyIs(key));
      if (row?.status === 'ready' && row.storageKey)
        return { kind: 'ready', storageKey: row.storageKey };
      // Gone between the statements (forgotten): 'making' has the caller ask again.
      return { kind: row?.status === 'failed' ? 'failed' : 'making' };
    },

    /** Keeps the maker's claim; false once another process took it over. */
    async renew(key: PortraitKey, token: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(platformPortrait)
        .set({ leaseUntil: after(leaseMs) })
        .where(heldBy(key, token))
        .returning({ token: platformPortrait.claimToken });
      return rows.length > 0;
    },

    /** The portrait is stored: every process uses it from now on. False if the claim was lost. */
    async finish(key: PortraitKey, token: string, storageKey: string): Promise<boolean> {
      const rows = await db
        .update(platformPortrait)
        .set({ status: 'ready', storageKey, updatedAt: sql`now()` })
        .where(heldBy(key, token))
        .returning({ token: platformPortrait.claimToken });
      return rows.length > 0;
    },

    /** The vendor did not make it: runs use the anchor until `pauseMs` from now, then it is tried again. */
    async fail(key: PortraitKey, token: string, pauseMs: number): Promise<void> {
      await db
        .update(platformPortrait)
        .set({ status: 'failed', leaseUntil: after(pauseMs), updatedAt: sql`now()` })
        .where(heldBy(key, token));
    },

    /** The maker stopped (its run was stopped): the next process to ask makes it, at once. */
    async release(key: PortraitKey, token: string): Promise<void> {
      await db
        .update(platformPortrait)
        .set({ leaseUntil: sql`now() - interval '1 second'` })
        .where(heldBy(key, token));
    },

    /** A ready portrait whose file is gone (storage restored without it): made again. */
    async forget(key: PortraitKey, storageKey: string): Promise<void> {
      await db
        .delete(platformPortrait)
        .where(
          and(
            keyIs(key),
            eq(platformPortrait.status, 'ready'),
            eq(platformPortrait.storageKey, storageKey),
          ),
        );
    },
  };
}

export type PlatformPortraitRepo = ReturnType<typeof createPlatformPortraitRepo>;
