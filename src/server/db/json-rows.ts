/**
 * Rows that come back as JSON (`to_json(row)` inside a statement that reads several tables at
 * once) turned into the rows Drizzle's query builder gives: camelCase keys, and each column's
 * own conversion (timestamps to Dates, jsonb parsed), so callers see no difference.
 */
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

export function rowFromJson<T extends Table>(
  table: T,
  json: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    // Columns declared without a name take theirs from the key (the database's snake_case).
    const name = column.keyAsName ? toSnakeCase(key) : column.name;
    const value = json[name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
