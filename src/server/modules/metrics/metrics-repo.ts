/**
 * What /metrics reads from the database at each scrape (decision 247): the numbers every process
 * writes there (runs, shots, vendor requests, the queue, the quota), so one scrape of one server
 * sees the work of every worker process. Each read is bounded: rows of the last few minutes by
 * their indexed time, or the unfinished ones.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { asSystem } from '../../db/tenant-scope.js';

/** The window of the "recent" families, in minutes: the alerts of decision 248 read it. */
export const RECENT_MINUTES = 15;

/** The latency buckets of vendor requests, in milliseconds (they answer in 2 s to 2 min). */
export const VENDOR_LATENCY_BUCKETS_MS = [
  1000, 2500, 5000, 10_000, 20_000, 30_000, 60_000, 120_000,
];

export interface CountRow {
  labels: Record<string, string>;
  value: number;
}

export interface VendorLatencyRow {
  vendor: string;
  kind: string;
  /** Cumulative counts per bucket, in the order of VENDOR_LATENCY_BUCKETS_MS. */
  buckets: number[];
  count: number;
  sumMs: number;
}

const recent = sql.raw(`now() - interval '${RECENT_MINUTES} minutes'`);

export function createMetricsRepo(db: Database) {
  const read = async <T>(query: SQL) =>
    asSystem('metrics scrape', async () => rowsOf<T>(await db.execute(query)));
  const counts = async (query: SQL, labels: string[]): Promise<CountRow[]> => {
    const rows = await read<Record<string, string | number | null>>(query);
    return rows.map((row) => ({
      labels: Object.fromEntries(labels.map((name) => [name, String(row[name] ?? '')])),
      value: Number(row.value ?? 0),
    }));
  };

  return {
    /** Unfinished runs by engine and status (preparing, queued, running). */
    activeRuns: () =>
      counts(
        sql`select engine, status, count(*)::integer as value from generation_run
            where status in ('preparing', 'queued', 'running') group by engine, status`,
        ['engine', 'status'],
      ),

    /** Runs that ended in the window, by engine and outcome (completed, stopped, failed). */
    recentRunEnds: () =>
      counts(
        sql`select engine, status as outcome, count(*)::integer as value from generation_run
            where finished_at > ${recent} and status in ('completed', 'stopped', 'failed')
            group by engine, status`,
        ['engine', 'outcome'],
      ),

    /** Shots that ended in the window, by engine, outcome and, for a failure, its kind. */
    recentShotEnds: () =>
      counts(
        sql`select r.engine, s.status as outcome,
                   coalesce(s.meta->>'failureKind', case when s.status = 'failed' then 'unknown' else '' end)
                     as error_kind,
                   count(*)::integer as value
            from run_shot s join generation_run r on r.id = s.run_id
            where s.updated_at > ${recent} and s.status in ('complete', 'failed', 'cancelled')
            group by 1, 2, 3`,
        ['engine', 'outcome', 'error_kind'],
      ),

    /** Shots waiting for their turn under the shared vendor limit now (decision 190). */
    throttledShots: () =>
      counts(
        sql`select r.engine, count(*)::integer as value
            from run_shot s join generation_run r on r.id = s.run_id
            where s.status = 'throttled' and r.status = 'running' group by r.engine`,
        ['engine'],
      ),

    /** Vendor keys whose 429 pauses every process now. */
    pausedVendors: () =>
      counts(
        sql`select vendor, count(*)::integer as value from vendor_rate_limit
            where paused_until > now() group by vendor`,
        ['vendor'],
      ),

    /** Vendor requests of the window by vendor, kind and how they ended. */
    recentVendorRequests: () =>
      counts(
        sql`select engine as vendor, kind, ended, count(*)::integer as value
            from vendor_request where created_at > ${recent} group by engine, kind, ended`,
        ['vendor', 'kind', 'ended'],
      ),

    recentVendor429s: () =>
      counts(
        sql`select engine as vendor, count(*)::integer as value from vendor_request
            where created_at > ${recent} and http_status = 429 group by engine`,
        ['vendor'],
      ),

    /** The window's estimated vendor spend in micro-dollars, by vendor. */
    recentVendorCost: () =>
      counts(
        sql`select engine as vendor, coalesce(sum(cost_micro_usd), 0)::bigint as value
            from vendor_request where created_at > ${recent} group by engine`,
        ['vendor'],
      ),

    /** The latency of the window's timed vendor requests, as cumulative buckets. */
    async recentVendorLatency(): Promise<VendorLatencyRow[]> {
      const bucketColumns = sql.join(
        VENDOR_LATENCY_BUCKETS_MS.map(
          (le, i) =>
            sql`count(*) filter (where duration_ms <= ${sql.raw(String(le))})::integer as ${sql.raw(`b${i}`)}`,
        ),
        sql`, `,
      );
      const rows = await read<Record<string, string | number>>(
        sql`select engine as vendor, kind, count(*)::integer as count,
                   coalesce(sum(duration_ms), 0)::bigint as sum_ms, ${bucketColumns}
            from vendor_request where created_at > ${recent} and duration_ms is not null
            group by engine, kind`,
      );
      return rows.map((row) => ({
        vendor: String(row.vendor),
        kind: String(row.kind),
        count: Number(row.count),
        sumMs: Number(row.sum_ms),
        buckets: VENDOR_LATENCY_BUCKETS_MS.map((_, i) => Number(row[`b${i}`])),
      }));
    },

    /** Images charged in the window: settled reservations' generated halves, over two. */
    recentImagesCharged: async () => {
      const [row] = await read<{ value: number | string }>(
        sql`select coalesce(sum(generated_halves), 0)::integer as value from quota_reservation
            where settled_at > ${recent}`,
      );
      return Number(row?.value ?? 0) / 2;
    },

    /** Images held now by open reservations (runs and batches in progress). */
    imagesHeld: async () => {
      const [row] = await read<{ value: number | string }>(
        sql`select coalesce(sum(amount_halves), 0)::integer as value from quota_reservation
            where status = 'open'`,
      );
      return Number(row?.value ?? 0) / 2;
    },

    /** The oldest queued run's wait in seconds (0 when none waits). */
    oldestQueuedRunSeconds: async () => {
      const [row] = await read<{ value: number | string | null }>(
        sql`select coalesce(extract(epoch from now() - min(created_at)), 0)::float as value
            from generation_run where status = 'queued'`,
      );
      return Number(row?.value ?? 0);
    },

    /**
     * pg-boss's jobs by name and state (created, retry, active), with the oldest one's age,
     * through `queue_depth()` (migration 0037), which may read the queue's schema when the app's
     * own role may not; empty before the queue has ever started on this database.
     */
    async queueDepth(): Promise<{ job: string; state: string; count: number; oldest: number }[]> {
      const rows = await read<{ job: string; state: string; count: number; oldest: number }>(
        sql`select job, state, count, oldest from queue_depth()`,
      );
      return rows.map((row) => ({ ...row, count: Number(row.count), oldest: Number(row.oldest) }));
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
