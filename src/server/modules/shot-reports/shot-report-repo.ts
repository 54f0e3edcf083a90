/**
 * Queries of reported images (decisions 263 and 264). The report and its credit are one
 * transaction: the month's counter row is locked first (by the quota's own function, which
 * owns it, decision 272), so one seller's reports (and any other
 * credit) are taken one after the other and the monthly limit is read after the last one
 * committed; the report row's unique (run_id, shot_index) then decides, in the database, that a
 * shot is reported and credited once, whatever the number of clicks and tabs.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ShotReportOutcome } from '../../../core/shot-reports.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { shotReport } from '../../db/schema/shot-reports.js';
import { creditMonth, lockMonth } from '../quota/credit-month.js';
import type { RunShotFacts } from '../runs/run-reads.js';

export type ShotReportRow = typeof shotReport.$inferSelect;

/** What a report needs of the shot (the runs module's facts, priced by the quota's reservation). */
export type ReportedShotFacts = Omit<RunShotFacts, 'reservationId' | 'version'> & {
  /** What the image cost in half images: the run's price per shot, a whole one once remade. */
  halves: number;
};

export interface NewShotReport {
  userId: string;
  shot: ReportedShotFacts;
  reason: string;
  text: string | null;
  failedCheck: boolean;
  checks: Record<string, unknown>;
  periodStart: Date;
  /** The rules allow a credit (within the window, or a failed check). */
  eligible: boolean;
  /** The month's limit of half images given back for reports. */
  limitHalves: number;
  /** The quota_credit's reason and giver ('report' or 'check'). */
  creditReason: string;
  grantedBy: 'report' | 'check';
}

export function createShotReportRepo(db: Database) {
  /** Half images reports gave back in the month, read fresh (after the counter's lock). */
  async function returnedIn(
    runner: Pick<Database, 'execute'>,
    userId: string,
    periodStart: Date,
  ): Promise<number> {
    const result = await runner.execute(sql`
      select coalesce(sum(${shotReport.creditedHalves}), 0)::integer as halves from ${shotReport}
      where ${shotReport.userId} = ${userId}
        and ${shotReport.periodStart} = ${periodStart.toISOString()}::timestamptz`);
    return Number(rowsOf<{ halves: number }>(result)[0]?.halves ?? 0);
  }

  return {
    /** Every report of the seller's, oldest first (the account data download). */
    async reportsOfUser(userId: string): Promise<ShotReportRow[]> {
      return db
        .select()
        .from(shotReport)
        .where(eq(shotReport.userId, userId))
        .orderBy(asc(shotReport.createdAt), asc(shotReport.id));
    },

    async reportsOfRun(userId: string, runId: string): Promise<ShotReportRow[]> {
      return db
        .select()
        .from(shotReport)
        .where(and(eq(shotReport.userId, userId), eq(shotReport.runId, runId)))
        .orderBy(asc(shotReport.shotIndex));
    },

    async findReport(runId: string, shotIndex: number): Promise<ShotReportRow | null> {
      const [row] = await db
        .select()
        .from(shotReport)
        .where(and(eq(shotReport.runId, runId), eq(shotReport.shotIndex, shotIndex)))
        .limit(1);
      return row ?? null;
    },

    returnedIn: (userId: string, periodStart: Date) => returnedIn(db, userId, periodStart),

    /**
     * Records the report and, when the rules and the month's limit allow, gives its image back,
     * all in one transaction. Null when the shot was reported already (by another click, tab or
     * the API): then nothing was written.
     */
    async report(input: NewShotReport): Promise<ShotReportRow | null> {
      return db.transaction(async (tx) => {
        // The month's counter first: every credit of this seller's month waits here for the
        // one before it, so the limit below is read after that one committed.
        await lockMonth(tx, input.userId, input.periodStart);
        const [claimed] = await tx
          .insert(shotReport)
          .values({
            userId: input.userId,
            runId: input.shot.runId,
            shotIndex: input.shot.index,
            shotId: input.shot.shotId,
            shotName: input.shot.name,
            reason: input.reason,
            text: input.text,
            imageMadeAt: input.shot.madeAt,
            checks: input.checks,
            failedCheck: input.failedCheck,
            outcome: 'too-late',
            periodStart: input.periodStart,
          })
          .onConflictDoNothing({ target: [shotReport.runId, shotReport.shotIndex] })
          .returning();
        if (!claimed) return null;
        if (!input.eligible) return claimed;

        let outcome: ShotReportOutcome = 'limit-reached';
        let given = { halves: 0, creditId: null as string | null };
        const before = await returnedIn(tx, input.userId, input.periodStart);
        if (before + input.shot.halves <= input.limitHalves) {
          given = await creditMonth(tx, {
            userId: input.userId,
            periodStart: input.periodStart,
            halves: input.shot.halves,
            reason: input.creditReason,
            grantedBy: input.grantedBy,
          });
          outcome = given.halves > 0 ? 'credited' : 'nothing-to-return';
        }
        const [row] = await tx
          .update(shotReport)
          .set({ outcome, creditedHalves: given.halves, creditId: given.creditId })
          .where(eq(shotReport.id, claimed.id))
          .returning();
        return row ?? claimed;
      });
    },
  };
}

export type ShotReportRepo = ReturnType<typeof createShotReportRepo>;
