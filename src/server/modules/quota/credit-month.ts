/**
 * Giving half images back to a usage month, in one statement (decision 250), on the database or
 * inside a caller's transaction: the operator's give-back (quota-repo.ts) and a reported image
 * (shot-reports, decision 263) both credit through here, so the rule lives in one place. The
 * quota owns the month's tables: another module's transaction locks and credits them only
 * through these functions (decision 272).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { quotaCredit, quotaReservation, usageCounter } from '../../db/schema/quota.js';

/** The database or a transaction on it: all this needs is to run a statement. */
export type StatementRunner = Pick<Database, 'execute'>;

export interface MonthCredit {
  userId: string;
  periodStart: Date;
  halves: number;
  reason: string;
  /** Who gave it: an operator's account id, or 'report' / 'check' (decision 263). */
  grantedBy: string;
}

/**
 * Locks the month's counter row until the caller's transaction ends: every credit of the
 * seller's month waits here for the one before it, so what the caller reads next (a limit of
 * reports, decision 264) is read after that one committed.
 */
export async function lockMonth(
  tx: StatementRunner,
  userId: string,
  periodStart: Date,
): Promise<void> {
  await tx.execute(sql`
    select 1 from ${usageCounter}
    where ${usageCounter.userId} = ${userId}
      and ${usageCounter.periodStart} = ${periodStart.toISOString()}::timestamptz
    for update`);
}

/**
 * Gives up to `halves` back to the month's counter and records the `quota_credit`, in one
 * statement: never more than the month has spent beyond what open reservations hold (those go
 * back when they settle), so the counter never goes below zero and a run in progress is never
 * given back twice. Answers the half images given back and the credit's id (0 and null when
 * nothing could be given; then nothing is recorded).
 */
export async function creditMonth(
  db: StatementRunner,
  input: MonthCredit,
): Promise<{ halves: number; creditId: string | null }> {
  const period = sql`${input.periodStart.toISOString()}::timestamptz`;
  const wanted = sql`${input.halves}::integer`;
  // The counter's row is locked first (FOR UPDATE answers its latest version), so two
  // credits, or a credit and a reservation, at the same instant are taken one after the other.
  const result = await db.execute(sql`
    with prior as (
      select user_id, period_start, used_halves from ${usageCounter}
      where user_id = ${input.userId} and period_start = ${period}
      for update
    ),
    held as (
      select coalesce(sum(amount_halves), 0)::integer as halves from ${quotaReservation}
      where user_id = ${input.userId} and period_start = ${period} and status = 'open'
    ),
    amount as (
      select prior.user_id, prior.period_start,
             least(${wanted}, prior.used_halves - held.halves) as give
      from prior, held where prior.used_halves - held.halves > 0
    ),
    given as (
      update ${usageCounter} as counter
        set used_halves = counter.used_halves - amount.give
        from amount
        where counter.user_id = amount.user_id and counter.period_start = amount.period_start
      returning amount.give
    ),
    credited as (
      insert into ${quotaCredit} (user_id, period_start, halves, reason, granted_by)
      select ${input.userId}, ${period}, give, ${input.reason}, ${input.grantedBy} from given
      returning id, halves
    )
    select id::text as id, halves from credited
  `);
  const [row] = rowsOf<{ id: string; halves: number }>(result);
  return row ? { halves: Number(row.halves), creditId: row.id } : { halves: 0, creditId: null };
}
