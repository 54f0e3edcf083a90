/**
 * The seller's usage history (decisions 250 and 263) as one statement: the quota's charges and
 * credits with the run a charge paid for and the report behind a credit. A list that needs
 * the runs module's generation_run and the shot-reports module's shot_report in its join: it
 * stays one statement here, in the module that owns the list (decision 272).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { quotaCredit, quotaReservation } from '../../db/schema/quota.js';
import { generationRun } from '../../db/schema/runs.js';
import { shotReport } from '../../db/schema/shot-reports.js';

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
  printScore: number | null;
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
  const { colourScore, printScore } = (checks ?? {}) as {
    colourScore?: unknown;
    printScore?: unknown;
  };
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
            colourScore: typeof colourScore === 'number' ? colourScore : null,
            printScore: typeof printScore === 'number' ? printScore : null,
          },
  };
}

/**
 * The seller's usage history, newest first: each charge (a settled reservation that kept
 * images, with its run when it had one), each credit (an operator's, or a reported image's
 * with its report) and each report that gave nothing back (decision 263).
 */
export async function readUsageHistory(
  db: Database,
  userId: string,
  limit: number,
): Promise<UsageHistoryRow[]> {
  const result = await db.execute(sql`
    select entries.*, detail.shot_index, detail.shot_name, detail.reason as report_reason,
           detail.text, detail.outcome, detail.failed_check, detail.checks
    from (
      select 'charge' as kind, r.settled_at as at, r.generated_halves as halves,
             null::text as reason, run.id::text as run_id, null::text as granted_by,
             null::uuid as report_id
      from ${quotaReservation} r
      left join ${generationRun} run on run.reservation_id = r.id
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
}
