/**
 * The quota's queries. Every spend and give-back is one SQL statement, so two runs started
 * at the same instant can never overspend (decision 005) and no path reads then writes.
 * Figures are half images (decision 203): a reservation knows what one of its shots costs
 * (`shot_halves`, 2 or 1 for economy), so carving and settling count shots as before.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { user } from '../../db/schema/auth.js';
import {
  quotaCredit,
  quotaReservation,
  subscription,
  usageCounter,
} from '../../db/schema/quota.js';
import { shotReport } from '../../db/schema/shot-reports.js';
import { creditMonth, type MonthCredit } from './credit-month.js';
import { createSubscriptionRepo } from './subscription-repo.js';
import { readUsageInputs } from './usage-inputs-query.js';

export interface SubscriptionRow {
  plan: string;
  status: string;
  billingPeriod: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/** One line of a seller's usage history (decision 250). */
export interface UsageHistoryRow {
  kind: 'charge' | 'credit' | 'report';
  at: Date;
  halves: number;
  /** A credit's reason. */
  reason: string | null;
  /** A charge's run, when the reservation was a run's; a report's run. */
  runId: string | null;
  /** Who gave a credit: 'operator', or a reported image ('report', 'check'). */
  source: 'operator' | 'report' | 'check' | null;
  /** The report behind a credit or a 'report' line: what was said and what the checks read. */
  report: UsageHistoryReport | null;
}

export interface UsageHistoryReport {
  shotIndex: number;
  shotName: string;
  reason: string;
  text: string | null;
  outcome: string;
  failedCheck: boolean;
  colourScore: number | null;
}

interface HistorySqlRow {
  kind: 'charge' | 'credit' | 'report';
  at: Date | string;
  halves: number;
  reason: string | null;
  run_id: string | null;
  granted_by: string | null;
  report_id: string | null;
  report_reason: string | null;
  shot_index: number | null;
  shot_name: string | null;
  text: string | null;
  outcome: string | null;
  failed_check: boolean | null;
  checks: Record<string, unknown> | string | null;
}

function historyRowOf(row: HistorySqlRow): UsageHistoryRow {
  const checks = typeof row.checks === 'string' ? JSON.parse(row.checks) : row.checks;
  const score = (checks as { colourScore?: unknown } | null)?.colourScore;
  return {
    kind: row.kind,
    at: new Date(row.at),
    halves: Number(row.halves),
    reason: row.kind === 'report' ? null : row.reason,
    runId: row.run_id,
    source:
      row.kind !== 'credit'
        ? null
        : row.granted_by === 'report' || row.granted_by === 'check'
          ? row.granted_by
          : 'operator',
    report:
      row.report_id === null
        ? null
        : {
            shotIndex: Number(row.shot_index),
            shotName: row.shot_name ?? '',
            reason: row.report_reason ?? '',
            text: row.text,
            outcome: row.outcome ?? '',
            failedCheck: row.failed_check === true,
            colourScore: typeof score === 'number' ? score : null,
          },
  };
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
  return {
    /** The plan row's writes, as billing decides them (subscription-repo.ts). */
    plans: createSubscriptionRepo(db),

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

    /**
     * The seller's usage history, newest first: each charge (a settled reservation that kept
     * images, with its run when it had one), each credit (an operator's, or a reported image's
     * with its report) and each report that gave nothing back (decision 263).
     */
    async usageHistory(userId: string, limit: number): Promise<UsageHistoryRow[]> {
      const result = await db.execute(sql`
        select entries.*, detail.shot_index, detail.shot_name, detail.reason as report_reason,
               detail.text, detail.outcome, detail.failed_check, detail.checks
        from (
          select 'charge' as kind, r.settled_at as at, r.generated_halves as halves,
                 null::text as reason, run.id::text as run_id, null::text as granted_by,
                 null::uuid as report_id
          from ${quotaReservation} r
          left join generation_run run on run.reservation_id = r.id
          where r.user_id = ${userId} and r.status = 'settled' and r.generated_halves > 0
          union all
          select 'credit', c.created_at, c.halves, c.reason, report.run_id::text, c.granted_by,
                 report.id
          from ${quotaCredit} c left join ${shotReport} report on report.credit_id = c.id
          where c.user_id = ${userId}
          union all
          select 'report', report.created_at, 0, null, report.run_id::text, null, report.id
          from ${shotReport} report
          where report.user_id = ${userId} and report.credit_id is null
        ) entries
        left join ${shotReport} detail on detail.id = entries.report_id
        order by entries.at desc
        limit ${limit}
      `);
      return rowsOf<HistorySqlRow>(result).map(historyRowOf);
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
