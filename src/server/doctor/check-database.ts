/**
 * The database, proven (decision 226): connected, its version, how many of this version's
 * migrations it has (the app applies the rest at start; one it does not know is a failure), and
 * on PostgreSQL whether row-level security binds the app's role (decision 170). The embedded
 * database is opened only when it exists and no app has it open.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Env } from '../config/env.js';
import {
  describeDatabase,
  migrationsFolder,
  openDatabase,
  rowSecurityBinds,
  type DatabaseHandle,
} from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { asSystem } from '../db/tenant-scope.js';
import { timed, type CheckResult } from './check-result.js';

export function checkDatabase(env: Env): Promise<CheckResult> {
  return timed('database', async () => {
    const dir = env.paths.pglite;
    if (!env.DATABASE_URL) {
      if (!existsSync(path.join(dir, 'PG_VERSION')))
        return { detail: `PGlite: no database at ${dir} yet; npm start creates and migrates it` };
      if (existsSync(path.join(dir, 'postmaster.pid')))
        throw new Error(
          `the embedded database at ${dir} is open in a running app: stop it to check, or use PostgreSQL`,
        );
    }
    const handle = await openDatabase({
      url: env.DATABASE_URL,
      ownerUrl: env.DATABASE_OWNER_URL,
      pgliteDir: dir,
    });
    try {
      return { detail: await describe(handle) };
    } finally {
      await handle.close();
    }
  });
}

async function describe(handle: DatabaseHandle): Promise<string> {
  return asSystem('npm run doctor', async () => {
    const { version } = await describeDatabase(handle);
    const known = await knownMigrations();
    const applied = await appliedCount(handle);
    if (applied > known)
      throw new Error(
        `the database has ${applied} migrations, this version of the app knows ${known}: it is newer than the app`,
      );
    const name = handle.kind === 'pglite' ? 'PGlite' : version.split(' ').slice(0, 2).join(' ');
    const migrations =
      applied === known
        ? `all ${known} migrations applied`
        : `${applied} of ${known} migrations applied; npm start applies the rest`;
    const security =
      handle.kind === 'postgres'
        ? (await rowSecurityBinds(handle))
          ? '; row-level security binds the app role'
          : '; row-level security does not bind this role (see docs/security.md)'
        : '';
    return `${name}; ${migrations}${security}`;
  });
}

async function knownMigrations(): Promise<number> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Migrations applied, read as their owner: on PostgreSQL the app's role may not read the
 * migrations' schema (it owns nothing, decision 170); the owner migrates.
 */
async function appliedCount(handle: DatabaseHandle): Promise<number> {
  const exists = sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`;
  const count = sql`select count(*) as count from drizzle.__drizzle_migrations`;
  if (handle.kind === 'pglite') {
    const [found] = rowsOf<{ found: boolean }>(await handle.db.execute(exists));
    if (!found?.found) return 0;
    const [row] = rowsOf<{ count: number | string }>(await handle.db.execute(count));
    return Number(row?.count ?? 0);
  }
  const owner = postgres(handle.ownerUrl, { max: 1, onnotice: () => {} });
  try {
    const [found] = await owner<{ found: boolean }[]>`
      select to_regclass('drizzle.__drizzle_migrations') is not null as found`;
    if (!found?.found) return 0;
    const [row] = await owner<{ count: string }[]>`
      select count(*) as count from drizzle.__drizzle_migrations`;
    return Number(row?.count ?? 0);
  } finally {
    await owner.end({ timeout: 5 });
  }
}
