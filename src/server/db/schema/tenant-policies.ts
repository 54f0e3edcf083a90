/**
 * Row-level security policies of the tenant tables (decision 170): a row is visible and
 * writable when it belongs to the transaction's `app.user_id`, or when the work is the
 * system's (`app.system` = 'on', decision 171). Child tables follow their parent's rows.
 * FORCE ROW LEVEL SECURITY, which Drizzle cannot say, is in a custom migration.
 */
import { sql, type SQL } from 'drizzle-orm';
import { pgPolicy, type AnyPgColumn } from 'drizzle-orm/pg-core';

const SYSTEM_WORK = sql`current_setting('app.system', true) = 'on'`;

function tenantPolicy(rule: SQL) {
  return pgPolicy('tenant_rows', { for: 'all', using: rule, withCheck: rule });
}

/** Tables with a user_id column. */
export function ownRows(userId: AnyPgColumn) {
  return tenantPolicy(sql`${userId} = current_setting('app.user_id', true) or ${SYSTEM_WORK}`);
}

/**
 * Tables whose rows hang off a parent's: visible when the parent row is (its policy applies).
 * The parent is looked up by its key for each row: `fk in (select id from parent)` read the whole
 * parent table for every statement, slower as runs accumulate (decision 191).
 */
export function rowsOfVisibleParent(foreignKey: AnyPgColumn, parentTable: string) {
  const parent = sql.identifier(parentTable);
  return tenantPolicy(
    sql`${SYSTEM_WORK} or exists (select 1 from ${parent} where ${parent}.id = ${foreignKey})`,
  );
}

/**
 * Platform tables (decision 201): rows of the deployment, not of any user. Only system work
 * sees or writes them, so no seller's request, library or API can ever list one.
 */
export function systemRowsOnly() {
  return pgPolicy('system_rows', { for: 'all', using: SYSTEM_WORK, withCheck: SYSTEM_WORK });
}
