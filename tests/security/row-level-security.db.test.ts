/**
 * Row-level security on PostgreSQL (decisions 170 to 172): the app's role is bound by the
 * tenant tables' policies, a statement without `app.user_id` sees and writes no tenant row,
 * a user sees and writes only their own, and the system path sees all. The app itself working
 * with RLS on is shown by isolation.db.test.ts and fuzz.db.test.ts, which run as this role with
 * nothing unscoped allowed.
 *
 * Skipped on PGlite: its only user is a superuser, which row-level security never binds
 * (decision 172); the same policies are installed there by the same migrations.
 */
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowSecurityBinds } from '../../src/server/db/client.js';
import { asSystem, asUser } from '../../src/server/db/tenant-scope.js';
import { useRunHarness } from '../support/run-harness.js';
import { createOutsider, createTenant, type Tenant } from './tenant-fixtures.js';

/** Tables with no user's rows: better-auth's (the session is how a user is known at all), the
 * TOTP codes used in the last minutes (checked before anyone is signed in, decision 044), the
 * invoice counter and the payment provider's processed event ids (decision 171), and each AI
 * vendor key's shared rate limit, known by the key's hash (decision 190). */
const SYSTEM_TABLES = [
  'user',
  'session',
  'account',
  'verification',
  'two_factor',
  'rate_limit',
  'two_factor_code_use',
  'invoice_counter',
  'processed_webhook_event',
  'vendor_rate_limit',
];

/** The core tables the test expects rows in for both users, as the isolation suite makes them. */
const CORE_TABLES = [
  'generation_run',
  'run_shot',
  'catalogue',
  'catalogue_image',
  'custom_background',
  'background_prompt',
  'custom_model',
  'api_key',
  'billing_checkout',
  'payment',
  'subscription',
];

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('row-level security (PostgreSQL)', () => {
  const ctx = useRunHarness({ unscoped: 'deny' });
  let owner: Tenant;
  let other: { userId: string };
  let sql: postgres.Sql;
  let tenantTables: string[];

  beforeAll(async () => {
    if (ctx.db.handle.kind !== 'postgres') throw new Error('unreachable');
    sql = ctx.db.handle.sql;
    owner = await createTenant(ctx.h, ctx.db.handle.db, 'Owner');
    other = await createOutsider(ctx.h, ctx.db.handle.db, 'Other');
    const rows = await sql<{ name: string }[]>`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`;
    tenantTables = rows.map((row) => row.name).filter((name) => !SYSTEM_TABLES.includes(name));
  }, 300_000);

  const count = async (table: string) =>
    Number((await sql.unsafe<{ n: string }[]>(`select count(*) as n from "${table}"`))[0]?.n ?? -1);

  it('connects as a role that is neither superuser, BYPASSRLS nor owner of any table', async () => {
    expect(await rowSecurityBinds(ctx.db.handle)).toBe(true);
    const owned = await sql`
      select tablename from pg_tables where schemaname = 'public' and tableowner = current_user`;
    expect(owned).toEqual([]);
  });

  it('has row-level security enabled and forced, with a policy, on every tenant table', async () => {
    expect(tenantTables.length).toBeGreaterThanOrEqual(22);
    const states = await sql<
      { name: string; enabled: boolean; forced: boolean; policies: string }[]
    >`
      select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
             (select count(*) from pg_policies p where p.tablename = c.relname) as policies
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = any(${tenantTables})`;
    const weak = states.filter((s) => !s.enabled || !s.forced || Number(s.policies) < 1);
    expect(weak.map((s) => s.name)).toEqual([]);
  });

  it('shows no tenant row to a statement without the setting, though the rows exist', async () => {
    for (const table of CORE_TABLES) {
      expect(await asSystem('test', () => count(table)), table).toBeGreaterThan(0);
    }
    for (const table of tenantTables) expect(await count(table), table).toBe(0);
  });

  it('lets a statement without the setting change no tenant row', async () => {
    for (const table of tenantTables) {
      const changed = await inRolledBackTransaction(async (tx) => {
        const deleted = await tx.unsafe(`delete from "${table}"`);
        return deleted.count;
      });
      expect(changed, table).toBe(0);
    }
    await expect(
      sql`insert into background_prompt (user_id, name, prompt, category)
          values (${owner.userId}, 'Planted', 'planted words', 'urban')`,
    ).rejects.toMatchObject({ code: '42501' });
    for (const table of CORE_TABLES) {
      expect(await asSystem('test', () => count(table)), table).toBeGreaterThan(0);
    }
  });

  it("shows a user only their own rows and refuses a row written in another user's name", async () => {
    await asUser(owner.userId, async () => {
      for (const table of [
        'generation_run',
        'catalogue',
        'custom_background',
        'custom_model',
        'api_key',
        'payment',
      ]) {
        const foreign = await sql.unsafe(`select 1 from "${table}" where user_id <> $1 limit 1`, [
          owner.userId,
        ]);
        expect(foreign, table).toHaveLength(0);
        expect(await count(table), table).toBeGreaterThan(0);
      }
      // Child rows follow their parent: every visible shot is of one of the owner's runs.
      const shots = await sql<{ n: string }[]>`
        select count(*) as n from run_shot s join generation_run r on r.id = s.run_id`;
      expect(Number(shots[0]?.n)).toBe(await count('run_shot'));
    });
    await asUser(other.userId, async () => {
      expect(await count('catalogue')).toBe(0);
      expect(await count('api_key')).toBe(1);
      const renamed =
        await sql`update catalogue set name = 'Taken' where user_id = ${owner.userId}`;
      expect(renamed.count).toBe(0);
      await expect(
        sql`insert into background_prompt (user_id, name, prompt, category)
            values (${owner.userId}, 'Planted', 'planted words', 'urban')`,
      ).rejects.toMatchObject({ code: '42501' });
    });
  });

  it("lets the named system path see every user's rows", async () => {
    const users = await asSystem(
      'test',
      () => sql<{ n: string }[]>`select count(distinct user_id) as n from api_key`,
    );
    expect(Number(users[0]?.n)).toBe(2);
  });

  /** Runs `work` in a transaction that is always rolled back, returning what it returned. */
  async function inRolledBackTransaction<T>(work: (tx: postgres.TransactionSql) => Promise<T>) {
    const rollback = new Error('rollback');
    let result: T | undefined;
    await sql
      .begin(async (tx) => {
        result = await work(tx);
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return result as T;
  }
});
