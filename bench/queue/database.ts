/**
 * The benchmark's PostgreSQL databases: a fresh one per measurement, migrated as the app does,
 * the app connecting as its own role bound by row-level security (decision 170), and the
 * server's own counters for what the processes asked of it.
 */
import postgres from 'postgres';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import {
  asAppRole,
  CREATE_APP_ROLE,
  postgresAdminUrl,
  withDatabaseName,
} from '../../tests/support/postgres-urls.js';

export interface BenchDatabase {
  name: string;
  /** The app role's URL (DATABASE_URL) and the owner's (DATABASE_OWNER_URL). */
  url: string;
  ownerUrl: string;
  /** Plain SQL as the owner, for the fixture and for reading what the workers did. */
  sql: postgres.Sql;
  drop(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  const admin = postgres(postgresAdminUrl(serverUrl), { max: 1, onnotice: () => {} });
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.unsafe(`create database "${name}"`);
  await admin.unsafe(CREATE_APP_ROLE);
  const ownerUrl = withDatabaseName(serverUrl, name);
  const url = asAppRole(ownerUrl);
  const migrating = await openDatabase({ url, ownerUrl });
  await migrateDatabase(migrating);
  await migrating.close();
  const sql = postgres(ownerUrl, { max: 2, onnotice: () => {} });
  return {
    name,
    url,
    ownerUrl,
    sql,
    async drop() {
      await sql.end({ timeout: 5 });
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** What the server counted for this database since its counters were last reset. */
export interface ServerCounts {
  /** Transactions committed and rolled back: each statement outside a transaction is one. */
  transactions: number;
  /** Rows read by sequential scans, of every table: what an index would have spared. */
  seqRowsRead: number;
  indexScans: number;
  rowsInserted: number;
  rowsUpdated: number;
  rowsDeleted: number;
  /** The tables with the most rows read by sequential scans. */
  seqScannedTables: { table: string; scans: number; rows: number }[];
}

export async function resetServerCounts(sql: postgres.Sql): Promise<void> {
  await sql`select pg_stat_reset()`;
}

export async function readServerCounts(sql: postgres.Sql, name: string): Promise<ServerCounts> {
  // Statistics reach the shared counters within a second of each transaction's end.
  await sql`select pg_stat_clear_snapshot()`;
  const [database] = await sql<{ transactions: string }[]>`
    select xact_commit + xact_rollback as transactions from pg_stat_database where datname = ${name}`;
  const tables = await sql<
    {
      table: string;
      seq_scan: string;
      seq_tup_read: string;
      idx_scan: string | null;
      n_tup_ins: string;
      n_tup_upd: string;
      n_tup_del: string;
    }[]
  >`select schemaname || '.' || relname as table, seq_scan, seq_tup_read, idx_scan,
      n_tup_ins, n_tup_upd, n_tup_del
    from pg_stat_user_tables`;
  const sum = (pick: (row: (typeof tables)[number]) => string | null) =>
    tables.reduce((total, row) => total + Number(pick(row) ?? 0), 0);
  return {
    transactions: Number(database?.transactions ?? 0),
    seqRowsRead: sum((row) => row.seq_tup_read),
    indexScans: sum((row) => row.idx_scan),
    rowsInserted: sum((row) => row.n_tup_ins),
    rowsUpdated: sum((row) => row.n_tup_upd),
    rowsDeleted: sum((row) => row.n_tup_del),
    seqScannedTables: tables
      .map((row) => ({
        table: row.table,
        scans: Number(row.seq_scan),
        rows: Number(row.seq_tup_read),
      }))
      .filter((row) => row.rows > 0)
      .sort((a, b) => b.rows - a.rows)
      .slice(0, 3),
  };
}

/** The server processes serving this database now (its backends), for their CPU time. */
export async function backendPids(sql: postgres.Sql, name: string): Promise<number[]> {
  const rows = await sql<{ pid: number }[]>`
    select pid from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
  return rows.map((row) => row.pid);
}
