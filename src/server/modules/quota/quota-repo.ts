/**
 * The quota's queries. Every spend and give-back is one SQL statement, so two runs started
 * at the same instant can never overspend (decision 005) and no path reads then writes.
 * Figures are half images (decision 203): a reservation knows what one of its shots costs
 * (`shot_halves`, 2 or 1 for economy), so carving and settling count shots as before.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { quotaReservation, subscription, usageCounter } from '../../db/schema/quota.js';
import { createAuthUsers } from '../auth/auth-users.js';
import { creditMonth, type MonthCredit } from './credit-month.js';
import { createSubscriptionRepo } from './subscription-repo.js';
import { readUsageHistory } from './usage-history-query.js';
import { readUsageInputs } from './usage-inputs-query.js';

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
  /** Half images held. */
  amountHalves: number;
  /** What one shot costs, in half images: 2, or 1 for an economy batch. */
  shotHalves: number;
}

interface ReservationRow {
  id: string;
  userId: string;
  periodStart: Date | string;
  amountHalves: number;
  shotHalves: number;
}

function reservationOf(row: ReservationRow | undefined): Reservation | null {
  if (!row) return null;
  return {
    ...row,
    amountHalves: Number(row.amountHalves),
    shotHalves: Number(row.shotHalves),
    periodStart: new Date(row.periodStart),
  };
}

export function createQuotaRepo(db: Database) {
  // When the user signed up is the auth module's to say (decision 272).
  const users = createAuthUsers(db);
  return {
    /** The plan row's writes, as billing decides them (subscription-repo.ts). */
    plans: createSubscriptionRepo(db),

    /**
     * What the effective plan is worked out from: when the user signed up (the auth module's
     * answer; null when the user is gone) and the user's subscription, if any.
     */
    async findPlanInputs(
      userId: string,
    ): Promise<{ subscription: SubscriptionRow | null; createdAt: Date | null }> {
      const createdAt = await users.signedUpAt(userId);
      if (!createdAt) return { subscription: null, createdAt: null };
      const [row] = await db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, userId))
        .limit(1);
      return { subscription: row ?? null, createdAt };
    },

    /** The plan inputs and the counters of current periods, in one statement (GET /api/usage). */
    findUsageInputs: (userId: string, now: Date) => readUsageInputs(db, userId, now),

    /**
     * Takes `shots` shots of `shotHalves` half images each from the period's counter if they
     * fit under `limitHalves`, creating the counter on first use, and records the reservation,
     * all in one statement. Answers null when they do not fit; then nothing changed.
     */
    async reserve(input: {
      userId: string;
      periodStart: Date;
      periodEnd: Date;
      shots: number;
      shotHalves: number;
      limitHalves: number;
    }): Promise<Reservation | null> {
      // Raw parameters are cast explicitly: both drivers then agree on their types.
      const amount = sql`${input.shots * input.shotHalves}::integer`;
      const limit = sql`${input.limitHalves}::integer`;
      const result = await db.execute(sql`
        with spent as (
          insert into ${usageCounter} (user_id, period_start, period_end, used_halves)
          select ${input.userId}::text, ${input.periodStart.toISOString()}::timestamptz,
                 ${input.periodEnd.toISOString()}::timestamptz, ${amount}
          where ${amount} <= ${limit}
          on conflict (user_id, period_start) do update
            set used_halves = ${usageCounter}.used_halves + excluded.used_halves
            where ${usageCounter}.used_halves + excluded.used_halves <= ${limit}
          returning user_id, period_start
        )
        insert into ${quotaReservation} (user_id, period_start, amount_halves, shot_halves)
        select user_id, period_start, ${amount}, ${input.shotHalves}::integer from spent
        returning id, user_id as "userId", period_start as "periodStart",
                  amount_halves as "amountHalves", shot_halves as "shotHalves"
      `);
      return reservationOf(rowsOf<ReservationRow>(result)[0]);
    },

    /**
     * Moves `shots` shots of an open reservation (a batch's) into a new reservation (one of its
     * runs) at the same price per shot, in one statement: the counter is untouched, as the
     * images were spent already. Null when the reservation is closed or holds fewer. Taking its
     * last shots closes it as wholly used (amounts stay positive), so a later settle gives back
     * nothing.
     */
    async carve(reservationId: string, shots: number): Promise<Reservation | null> {
      const count = sql`${shots}::integer`;
      const result = await db.execute(sql`
        with taken as (
          update ${quotaReservation}
            set amount_halves = case when amount_halves = ${count} * shot_halves
                                     then amount_halves else amount_halves - ${count} * shot_halves end,
                status = case when amount_halves = ${count} * shot_halves then 'settled' else status end,
                generated_halves = case when amount_halves = ${count} * shot_halves
                                        then amount_halves else generated_halves end,
                settled_at = case when amount_halves = ${count} * shot_halves then now() else settled_at end
            where id = ${reservationId}::uuid and status = 'open'
              and amount_halves >= ${count} * shot_halves
          returning user_id, period_start, shot_halves
        )
        insert into ${quotaReservation} (user_id, period_start, amount_halves, shot_halves)
        select user_id, period_start, ${count} * shot_halves, shot_halves from taken
        returning id, user_id as "userId", period_start as "periodStart",
                  amount_halves as "amountHalves", shot_halves as "shotHalves"
      `);
      return reservationOf(rowsOf<ReservationRow>(result)[0]);
    },

    /**
     * Closes a reservation, giving back the half images of the shots that were not generated.
     * Only an open reservation is closed, so a repeated or concurrent settle gives back nothing
     * twice. Answers the half images given back and whose they were, or null when the
     * reservation was not open.
     */
    async settle(
      reservationId: string,
      generatedShots: number,
    ): Promise<{ returnedHalves: number; userId: string } | null> {
      const shots = sql`${generatedShots}::integer`;
      const result = await db.execute(sql`
        with closed as (
          update ${quotaReservation}
            set status = 'settled', generated_halves = least(${shots} * shot_halves, amount_halves),
                settled_at = now()
            where id = ${reservationId}::uuid and status = 'open'
          returning user_id, period_start,
                    amount_halves - least(${shots} * shot_halves, amount_halves) as returned
        ),
        given_back as (
          update ${usageCounter} as counter
            set used_halves = greatest(counter.used_halves - closed.returned, 0)
            from closed
            where counter.user_id = closed.user_id and counter.period_start = closed.period_start
          returning closed.returned
        )
        select returned, user_id as "userId" from closed
      `);
      const [row] = rowsOf<{ returned: number; userId: string }>(result);
      return row ? { returnedHalves: Number(row.returned), userId: row.userId } : null;
    },

    /**
     * Gives up to `halves` half images back to a period's counter and records the credit, in one
     * statement (decision 250): never more than the period has spent beyond what open
     * reservations hold (those go back when they settle), so the counter never goes below zero
     * and a run in progress can never be given back twice. Answers the half images given back
     * (0 when nothing could be, and then nothing is recorded).
     */
    async credit(input: MonthCredit): Promise<number> {
      return (await creditMonth(db, input)).halves;
    },

    /** The seller's usage history, newest first (usage-history-query.ts). */
    usageHistory: (userId: string, limit: number) => readUsageHistory(db, userId, limit),

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
