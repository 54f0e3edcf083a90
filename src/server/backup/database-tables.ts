/**
 * The app's tables as a backup sees them: every table of the public schema with the columns a
 * COPY can write (no generated ones), in an order where each table comes after the tables its
 * foreign keys point to, and which tables force row-level security on their owner.
 */
import type { DatabaseSession } from './database-session.js';

export interface TableInfo {
  /** Quoted, schema-qualified: "public"."catalogue". */
  name: string;
  /** Quoted column names. */
  columns: string[];
  forcesRowSecurity: boolean;
}

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export async function readTables(session: DatabaseSession): Promise<TableInfo[]> {
  const tables = await session.rows<{ table: string; forced: boolean }>(`
    select c.relname as "table", c.relforcerowsecurity as forced
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
    order by c.relname`);
  const columns = await session.rows<{ table: string; column: string }>(`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public' and is_generated = 'NEVER'
    order by table_name, ordinal_position`);
  const references = await session.rows<{ table: string; target: string }>(`
    select c.conrelid::regclass::text as "table", c.confrelid::regclass::text as target
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`);

  const columnsOf = new Map<string, string[]>();
  for (const { table, column } of columns) {
    columnsOf.set(table, [...(columnsOf.get(table) ?? []), quote(column)]);
  }
  // regclass prints a name quoted only when it needs quotes; unquote to compare.
  const bare = (name: string) => name.replace(/^public\./, '').replace(/^"(.*)"$/, '$1');
  const dependsOn = new Map<string, Set<string>>();
  for (const { table, target } of references) {
    if (bare(table) === bare(target)) continue; // one COPY checks its own rows at its end
    dependsOn.set(bare(table), (dependsOn.get(bare(table)) ?? new Set()).add(bare(target)));
  }

  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter(({ table }) =>
      [...(dependsOn.get(table) ?? [])].every((target) => placed.has(target)),
    );
    if (ready.length === 0) {
      throw new Error(
        `Foreign keys form a cycle between ${remaining.map((t) => t.table).join(', ')}`,
      );
    }
    for (const { table, forced } of ready) {
      placed.add(table);
      ordered.push({
        name: `${quote('public')}.${quote(table)}`,
        columns: columnsOf.get(table) ?? [],
        forcesRowSecurity: forced,
      });
    }
    remaining = remaining.filter(({ table }) => !placed.has(table));
  }
  return ordered;
}
