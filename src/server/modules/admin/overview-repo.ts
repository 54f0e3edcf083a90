/**
 * The console's first page (decision 250): per UTC day for the last 30 days, read in one
 * statement per table by their indexed or bounded times, plus the queue now. Vendor requests and
 * their cost come from the vendor-costs ledger, given in by the composition (vendor-costs owns it).
 */
import { sql } from 'drizzle-orm';
import type { AdminDay } from '../../../core/admin.js';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export const OVERVIEW_DAYS = 30;

type DayCounts = Omit<
  AdminDay,
  'day' | 'failedShotsByKind' | 'vendorRequests' | 'vendorCostMicroUsd'
>;

const dayOf = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);

export function createOverviewRepo(db: Database) {
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  return {
    /** Counts per day from `from` (a UTC midnight) on; days with nothing are left out. */
    async countsByDay(from: Date): Promise<Map<string, Partial<DayCounts>>> {
      const since = sql`${from.toISOString()}::timestamptz`;
      const [runs, ended, made, charged, signUps, payments] = await Promise.all([
        rows<{ day: string; n: number }>(sql`
          select ${dayOf('created_at')} as day, count(*)::integer as n from generation_run
          where created_at >= ${since} group by 1`),
        rows<{ day: string; status: string; n: number }>(sql`
          select ${dayOf('finished_at')} as day, status, count(*)::integer as n from generation_run
          where finished_at >= ${since} and status in ('completed', 'failed', 'stopped')
          group by 1, 2`),
        rows<{ day: string; n: number }>(sql`
          select ${dayOf('s.updated_at')} as day, count(*)::integer as n
          from run_shot s where s.updated_at >= ${since} and s.status = 'complete' group by 1`),
        rows<{ day: string; n: number }>(sql`
          select ${dayOf('settled_at')} as day, coalesce(sum(generated_halves), 0)::integer as n
          from quota_reservation where settled_at >= ${since} group by 1`),
        rows<{ day: string; n: number }>(sql`
          select ${dayOf('created_at')} as day, count(*)::integer as n from "user"
          where created_at >= ${since} group by 1`),
        rows<{ day: string; n: number; paise: number }>(sql`
          select ${dayOf('created_at')} as day, count(*)::integer as n,
                 coalesce(sum(amount_paise), 0)::bigint as paise
          from payment where created_at >= ${since} and status = 'completed' group by 1`),
      ]);
      const days = new Map<string, Partial<DayCounts>>();
      const add = (day: string, counts: Partial<DayCounts>) =>
        days.set(day, { ...days.get(day), ...counts });
      for (const row of runs) add(row.day, { runsStarted: Number(row.n) });
      for (const row of ended) {
        const key =
          row.status === 'completed'
            ? 'runsCompleted'
            : row.status === 'failed'
              ? 'runsFailed'
              : 'runsStopped';
        add(row.day, { [key]: Number(row.n) });
      }
      for (const row of made) add(row.day, { imagesMade: Number(row.n) });
      for (const row of charged) add(row.day, { imagesCharged: Number(row.n) / 2 });
      for (const row of signUps) add(row.day, { signUps: Number(row.n) });
      for (const row of payments)
        add(row.day, { payments: Number(row.n), paymentsPaise: Number(row.paise) });
      return days;
    },

    /** Failed shots per day by their error kind. */
    async failedShotsByDay(from: Date) {
      return rows<{ day: string; kind: string; n: number }>(sql`
        select ${dayOf('updated_at')} as day, coalesce(meta->>'failureKind', 'unknown') as kind,
               count(*)::integer as n
        from run_shot where updated_at >= ${from.toISOString()}::timestamptz and status = 'failed'
        group by 1, 2`);
    },

    /** The run that has waited longest for a worker. */
    async oldestQueuedRun() {
      const [row] = await rows<{ id: string; waiting: number }>(sql`
        select id, extract(epoch from now() - created_at)::float as waiting from generation_run
        where status = 'queued' order by created_at limit 1`);
      return row ? { id: row.id, waitingSeconds: Math.round(Number(row.waiting)) } : null;
    },
  };
}

export type OverviewRepo = ReturnType<typeof createOverviewRepo>;
