/**
 * Every row of one user, as one JSON value, to compare before and after a refused request.
 * Tables with a user_id column are found in the schema, so a new tenant table is included;
 * child tables follow their parent. Left out: sessions (a read may refresh one), an API key's
 * use counters (counted before the request is validated, by design: decision 130) and when a
 * run's page last polled it (a read).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { rowsOf } from '../../src/server/db/rows.js';
import { asSystem } from '../../src/server/db/tenant-scope.js';

const LEFT_OUT_TABLES = ['session'];
const VOLATILE_COLUMNS = ['last_used_at', 'rate_window_start', 'rate_count', 'polled_at'];
const CHILD_TABLES: Record<string, { column: string; parent: string }> = {
  run_shot: { column: 'run_id', parent: 'generation_run' },
  catalogue_image: { column: 'catalogue_id', parent: 'catalogue' },
  run_watch: { column: 'run_id', parent: 'generation_run' },
};

export async function tenantSnapshot(handle: DatabaseHandle, userId: string): Promise<unknown> {
  if (!/^[\w-]+$/.test(userId)) throw new Error(`unexpected user id ${userId}`);
  const owner = `'${userId}'`;
  return asSystem('fuzz snapshot', async () => {
    const tables = rowsOf<{ name: string }>(
      await handle.db.execute(sql`
        select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id' order by 1`),
    )
      .map((row) => row.name)
      .filter((name) => !LEFT_OUT_TABLES.includes(name));
    const rowsWhere = (table: string, where: string) => {
      const row = `to_jsonb(t) ${VOLATILE_COLUMNS.map((c) => `- '${c}'`).join(' ')}`;
      return `'${table}', (select coalesce(jsonb_agg(${row} order by ${row}::text), '[]'::jsonb)
        from "${table}" t where ${where})`;
    };
    const parts = [
      ...tables.map((table) => rowsWhere(table, `user_id = ${owner}`)),
      ...Object.entries(CHILD_TABLES).map(([table, { column, parent }]) =>
        rowsWhere(table, `${column} in (select id from "${parent}" where user_id = ${owner})`),
      ),
      rowsWhere('user', `id = ${owner}`),
    ];
    const [row] = rowsOf<{ snapshot: unknown }>(
      await handle.db.execute(
        sql.raw(`select jsonb_build_object(${parts.join(', ')}) as snapshot`),
      ),
    );
    return row?.snapshot;
  });
}
