/**
 * The database: embedded PGlite by default, a PostgreSQL server when DATABASE_URL is set.
 * Both give the same Drizzle API and run the same migrations.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { projectRoot } from '../lib/project-root.js';
import { PGLITE_OPTIONS } from './pglite-options.js';
import * as schema from './schema/index.js';
import { scopedPostgres, type UnscopedWork } from './scoped-postgres.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');

/** Any key: an arbitrary constant so concurrent starts on one PostgreSQL migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_270_736_901;

export type DatabaseHandle =
  | { kind: 'pglite'; db: Database; pglite: PGlite; close(): Promise<void> }
  | {
      kind: 'postgres';
      db: Database;
      /** The app's client: every statement carries its tenant scope (scoped-postgres.ts). */
      sql: postgres.Sql;
      url: string;
      /** The tables' owner: migrations and the job queue (decision 171); else `url`. */
      ownerUrl: string;
      close(): Promise<void>;
    };

export interface DatabaseOptions {
  /** postgres://… for a server; otherwise the PGlite data directory (or memory:// ). */
  url?: string;
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests clone one migrated database this way). */
  pgliteLoadDataDir?: Blob | File;
  /**
   * PostgreSQL: the owner's URL when `url` is the app's own role (row-level security binds
   * only a role that is neither superuser nor BYPASSRLS; decision 170).
   */
  ownerUrl?: string;
  /** What a statement with no tenant scope does; 'system' is for test fixtures only. */
  unscoped?: UnscopedWork;
  /** PostgreSQL: the longest a scoped transaction may take (decision 174). */
  transactionDeadlineMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const drizzleConfig = { schema, casing: 'snake_case' } as const;
  if (options.url) {
    const client = postgres(options.url, { max: 10, onnotice: () => {} });
    const sql = scopedPostgres(client, options.unscoped, options.transactionDeadlineMs);
    const db = drizzlePostgres(sql, drizzleConfig) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      sql,
      url: options.url,
      ownerUrl: options.ownerUrl ?? options.url,
      close: () => client.end({ timeout: 5 }),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) {
    // PGlite does not create missing parent folders.
    await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
    if (!options.pgliteLoadDataDir && !existsSync(path.join(dir, 'PG_VERSION'))) {
      await initialisePgliteFolder(dir);
    }
  }
  const pglite = await PGlite.create(dir, {
    ...PGLITE_OPTIONS,
    loadDataDir: options.pgliteLoadDataDir,
  });
  const db = drizzlePglite(pglite, drizzleConfig) as unknown as Database;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

/**
 * Runs initdb for a new data folder in a short-lived child process (src/server/db/pglite-init.ts),
 * so the memory initdb's WebAssembly instance grows to leaves with that process (decision 113).
 */
async function initialisePgliteFolder(dir: string): Promise<void> {
  const here = fileURLToPath(import.meta.url);
  // pglite-init.js beside this file when built; pglite-init.ts under tsx and Vitest.
  const script = path.join(path.dirname(here), `pglite-init${path.extname(here)}`);
  const child = fork(script, [path.resolve(dir)], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`Creating the embedded database in ${dir} failed (exit ${code})`);
}

/** `folder`: another migrations folder, such as a restore's cut at a backup's level. */
export async function migrateDatabase(
  handle: DatabaseHandle,
  folder = migrationsFolder,
): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(drizzlePglite(handle.pglite), { migrationsFolder: folder });
    return;
  }
  // Advisory locks belong to a connection, so migrate over a client of exactly one.
  const connection = postgres(handle.ownerUrl, { max: 1, onnotice: () => {} });
  try {
    await connection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    // A migration that moves tenant rows must see them all (the policies read app.system).
    await connection`select set_config('app.system', 'on', false)`;
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder: folder });
    const appRole = roleOf(handle.url);
    if (appRole !== roleOf(handle.ownerUrl)) await grantAppRole(connection, appRole);
  } finally {
    await connection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {});
    await connection.end({ timeout: 5 });
  }
}

function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username) || 'postgres';
}

/** The app's role reads and writes rows; it owns nothing, so it cannot drop or alter tables. */
async function grantAppRole(connection: postgres.Sql, role: string): Promise<void> {
  const name = `"${role.replaceAll('"', '""')}"`;
  await connection.unsafe(`grant usage on schema public to ${name}`);
  await connection.unsafe(
    `grant select, insert, update, delete on all tables in schema public to ${name}`,
  );
  await connection.unsafe(`grant usage, select on all sequences in schema public to ${name}`);
}

/**
 * Whether row-level security binds the app's connection: never for a superuser or a BYPASSRLS
 * role (PGlite's only user is a superuser: decision 172).
 */
export async function rowSecurityBinds(handle: DatabaseHandle): Promise<boolean> {
  if (handle.kind === 'pglite') return false;
  const [role] = await handle.sql<{ bypass: boolean }[]>`
    select rolsuper or rolbypassrls as bypass from pg_roles where rolname = current_user`;
  return role?.bypass === false;
}

/** Which database answers, for /api/health. */
export async function describeDatabase(
  handle: DatabaseHandle,
): Promise<{ kind: string; version: string }> {
  const rows =
    handle.kind === 'pglite'
      ? (await handle.pglite.query<{ version: string }>('select version() as version')).rows
      : await handle.sql<{ version: string }[]>`select version() as version`;
  return { kind: handle.kind, version: rows[0]?.version ?? 'unknown' };
}
