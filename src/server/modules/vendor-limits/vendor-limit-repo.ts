/**
 * The shared vendor limits in the database (decision 190, migration 0028): each call is one
 * statement, atomic on PostgreSQL under any number of processes and on PGlite alike. Run as
 * the system: the table holds no one's data, only each key's hash and its counters.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { asSystem } from '../../db/tenant-scope.js';
import type { TakeAnswer, VendorLimitStore } from '../../engines/ai/vendor-gate.js';

export function createVendorLimitRepo(db: Database): VendorLimitStore {
  const system = <T>(work: () => Promise<T>) => asSystem('vendor rate limit', work);
  return {
    take: ({ keyHash, vendor, holdId, limits, holdMs }) =>
      system(async () => {
        const result = await db.execute(sql`
          select vendor_limit_take(${keyHash}::text, ${vendor}::text, ${holdId}::text,
            ${limits.perMinute}::double precision, ${limits.burst}::double precision,
            ${limits.maxInFlight}::integer, ${holdMs}::double precision) as answer`);
        const [row] = rowsOf<{ answer: TakeAnswer | string }>(result);
        if (!row) throw new Error('vendor_limit_take answered nothing');
        return typeof row.answer === 'string' ? (JSON.parse(row.answer) as TakeAnswer) : row.answer;
      }),

    release: (keyHash, holdId) =>
      system(async () => {
        await db.execute(sql`
          update vendor_rate_limit set holds = holds - ${holdId}::text
          where key_hash = ${keyHash}`);
      }),

    pause: (keyHash, ms) =>
      system(async () => {
        // Never shortens a longer pause; tokens owed stay owed, tokens saved up are gone.
        await db.execute(sql`
          update vendor_rate_limit
          set paused_until = greatest(paused_until, clock_timestamp() + ${ms}::double precision * interval '1 millisecond'),
              tokens = least(tokens, 0),
              refilled_at = greatest(refilled_at, paused_until,
                clock_timestamp() + ${ms}::double precision * interval '1 millisecond')
          where key_hash = ${keyHash}`);
      }),

    pausedForMs: (keyHash) =>
      system(async () => {
        const result = await db.execute(sql`
          select greatest(0, ceil(extract(epoch from paused_until - clock_timestamp()) * 1000))
            as ms
          from vendor_rate_limit where key_hash = ${keyHash}`);
        const [row] = rowsOf<{ ms: number | string | null }>(result);
        return Number(row?.ms ?? 0);
      }),
  };
}
