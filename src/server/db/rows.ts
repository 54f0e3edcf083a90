/**
 * `db.execute` answers `{ rows }` on PGlite and an array on postgres-js; this gives the rows
 * either way, for the few statements written in SQL (atomic CTEs the query builder cannot say).
 */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  if (result && typeof result === 'object' && 'rows' in result)
    return (result as { rows: T[] }).rows;
  return [];
}
