/**
 * The quota's queries. Every spend and give-back is one SQL statement, so two runs started
 * at the same instant can never overspend (decision 005) and no path reads then writes.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { user } from '../../db/schema/auth.js';
import { quotaReservation, subscription, usageCounter } from '../../db/schema/quota.js';

export interface SubscriptionRow {
  plan: string;
  status: string;
  billingPeriod: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface Reservation {
  id: string;
  userId: string;
  periodStart: Date;
  amount: number;
}

export function createQuotaRepo(db: Database) {
  return {
    /**
     * What the effective plan is worked out from: the user's subscription (if any) and when the
     * user signed up (null when the user is gone), in one statement.
     */
    async findPlanInputs(
      userId: string,
    ): Promise<{ subscription: SubscriptionRow | null; createdAt: Date | null }> {
      const [row] = await db
        .select({ createdAt: user.createdAt, subscription })
        .from(user)
        .leftJoin(subscription, eq(subscription.userId, user.id))
        .where(eq(user.id, userId))
        .limit(1);
      return { subscription: row?.subscription ?? null, createdAt: row?.createdAt ?? null };
    },

    async findUsed(userId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ used: usageCounter.used })
        .from(usageCounter)
        .where(and(eq(usageCounter.userId, userId), eq(usageCounter.periodStart, periodStart)))
        .limit(1);
      return row?.used ?? 0;
    },

    /** Images held by open reservations of the period: runs and batches still in progress. */
    async findHeld(userId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ held: sql<number>`coalesce(sum(${quotaReservation.amount}), 0)::integer` })
        .from(quotaReservation)
        .where(
          and(
            eq(quotaReservation.userId, userId),
            eq(quotaReservation.periodStart, periodStart),
            eq(quotaReservation.status, 'open'),
          ),
        );
      return Number(row?.held ?? 0);
    },

    /**
     * Takes `amount` images from the period's counter if they fit under `limit`, creating the
     * counter on first use, and records the reservation, all in one statement. Answers null
     * when they do not fit; then nothing changed.
     */
    async reserve(input: {
      userId: string;
      periodStart: Date;
      periodEnd: Date;
      amount: number;
      limit: number;
    }): Promise<Reservation | null> {
      // Raw parameters are cast explicitly: both drivers then agree on their types.
      const amount = sql`${input.amount}::integer`;
      const limit = sql`${input.limit}::integer`;
      const result = await db.execute(sql`
        with spent as (
          insert into ${usageCounter} (user_id, period_start, period_end, used)
          select ${input.userId}::text, ${input.periodStart.toISOString()}::timestamptz,
                 ${input.periodEnd.toISOString()}::timestamptz, ${amount}
          where ${amount} <= ${limit}
          on conflict (user_id, period_start) do update
            set used = ${usageCounter}.used + excluded.used
            where ${usageCounter}.used + excluded.used <= ${limit}
          returning user_id, period_start
        )
        insert into ${quotaReservation} (user_id, period_start, amount)
        select user_id, period_start, ${amount} from spent
        returning id, user_id as "userId", period_start as "periodStart", amount
      `);
      const [row] = rowsOf<{
        id: string;
        userId: string;
        periodStart: Date | string;
        amount: number;
      }>(result);
      if (!row) return null;
      return { ...row, periodStart: new Date(row.periodStart) };
    },

    /**
     * Moves `amount` images of an open reservation (a batch's) into a new reservation (one of its
     * runs), in one statement: the counter is untouched, as the images were spent already. Null
     * when the reservation is closed or holds fewer than `amount`. Taking its last images closes
     * it as wholly used (amounts stay positive), so a later settle gives back nothing.
     */
    async carve(reservationId: string, amount: number): Promise<Reservation | null> {
      const moved = sql`${amount}::integer`;
      const result = await db.execute(sql`
        with taken as (
          update ${quotaReservation}
            set amount = case when amount = ${moved} then amount else amount - ${moved} end,
                status = case when amount = ${moved} then 'settled' else status end,
                generated = case when amount = ${moved} then amount else generated end,
                settled_at = case when amount = ${moved} then now() else settled_at end
            where id = ${reservationId}::uuid and status = 'open' and amount >= ${moved}
          returning user_id, period_start
        )
        insert into ${quotaReservation} (user_id, period_start, amount)
        select user_id, period_start, ${moved} from taken
        returning id, user_id as "userId", period_start as "periodStart", amount
      `);
      const [row] = rowsOf<{
        id: string;
        userId: string;
        periodStart: Date | string;
        amount: number;
      }>(result);
      if (!row) return null;
      return { ...row, periodStart: new Date(row.periodStart) };
    },

    /**
     * Closes a reservation, giving back the images that were not generated. Only an open
     * reservation is closed, so a repeated or concurrent settle gives back nothing twice.
     * Answers the images given back and whose they were, or null when the reservation was not open.
     */
    async settle(
      reservationId: string,
      generated: number,
    ): Promise<{ returned: number; userId: string } | null> {
      const kept = sql`${generated}::integer`;
      const result = await db.execute(sql`
        with closed as (
          update ${quotaReservation}
            set status = 'settled', generated = least(${kept}, amount), settled_at = now()
            where id = ${reservationId}::uuid and status = 'open'
          returning user_id, period_start, amount - least(${kept}, amount) as returned
        ),
        given_back as (
          update ${usageCounter} as counter
            set used = greatest(counter.used - closed.returned, 0)
            from closed
            where counter.user_id = closed.user_id and counter.period_start = closed.period_start
          returning closed.returned
        )
        select returned, user_id as "userId" from closed
      `);
      const [row] = rowsOf<{ returned: number; userId: string }>(result);
      return row ? { returned: Number(row.returned), userId: row.userId } : null;
    },

    async findReservation(reservationId: string) {
      const [row] = await db
        .select()
        .from(quotaReservation)
        .where(eq(quotaReservation.id, reservationId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type QuotaRepo = ReturnType<typeof createQuotaRepo>;
