/**
 * The vendor request ledger's rows (decision 225, migration 0033): one insert per request, and the
 * sums an operator reads. Written as system work, as the runs that make most requests are; the
 * row still names its seller, whose scope alone may read it.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { vendorRequest } from '../../db/schema/vendor-requests.js';
import { asSystem } from '../../db/tenant-scope.js';
import type { VendorRequestLedger } from './vendor-request-service.js';

/** Requests and their estimated cost over some rows. */
export interface CostSum {
  requests: number;
  costMicroUsd: number;
}

const sum = {
  requests: sql<number>`count(*)::integer`,
  costMicroUsd: sql<number>`coalesce(sum(${vendorRequest.costMicroUsd}), 0)::bigint`,
};
const toSum = (row: { requests: number; costMicroUsd: number | string } | undefined): CostSum => ({
  requests: Number(row?.requests ?? 0),
  costMicroUsd: Number(row?.costMicroUsd ?? 0),
});

export function createVendorRequestRepo(db: Database) {
  const system = <T>(work: () => Promise<T>) => asSystem('vendor request ledger', work);
  const ledger: VendorRequestLedger = {
    record: (owner, bill) =>
      system(async () => {
        await db.insert(vendorRequest).values({
          userId: owner.userId,
          runId: owner.runId,
          shotIndex: bill.shot?.index ?? null,
          kind: bill.kind,
          engine: bill.engine,
          model: bill.model,
          ended: bill.ended,
          costMicroUsd: bill.costMicroUsd,
          durationMs: bill.durationMs ?? null,
          httpStatus: bill.httpStatus ?? null,
        });
      }),
  };
  return {
    ...ledger,

    /** One shot's requests: every attempt, the colour check's second take and regenerations. */
    shotCost: (runId: string, shotIndex: number) =>
      system(async () => {
        const [row] = await db
          .select(sum)
          .from(vendorRequest)
          .where(and(eq(vendorRequest.runId, runId), eq(vendorRequest.shotIndex, shotIndex)));
        return toSum(row);
      }),

    /** A run's requests: its shots', and the platform portrait made for it. */
    runCost: (runId: string) =>
      system(async () => {
        const [row] = await db
          .select(sum)
          .from(vendorRequest)
          .where(eq(vendorRequest.runId, runId));
        return toSum(row);
      }),

    /** Requests and their cost per UTC day from `from` up to (not including) `to`. */
    costByDay: (from: Date, to: Date) =>
      system(async () => {
        const day = sql<string>`to_char(${vendorRequest.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
        const rows = await db
          .select({ day, ...sum })
          .from(vendorRequest)
          .where(and(gte(vendorRequest.createdAt, from), lt(vendorRequest.createdAt, to)))
          .groupBy(day)
          .orderBy(day);
        return rows.map((row) => ({ day: row.day, ...toSum(row) }));
      }),
  };
}

export type VendorRequestRepo = ReturnType<typeof createVendorRequestRepo>;
