import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './client.js';
import { keepPgliteStatistics } from './pglite-statistics.js';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await migrateDatabase(handle);
}, 60_000);
afterAll(async () => {
  await handle.close();
});

async function statisticsRowsOf(table: string): Promise<number> {
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const { rows } = await handle.pglite.query<{ n: number }>(
    `select count(*)::int as n from pg_statistic s join pg_class c on c.oid = s.starelid where c.relname = $1`,
    [table],
  );
  return rows[0]!.n;
}

describe('keepPgliteStatistics', () => {
  it('gives the planner statistics of the embedded database as soon as it is open', async () => {
    if (handle.kind !== 'pglite') throw new Error('expected PGlite');
    await handle.pglite.exec(
      `insert into "user" (id, name, email, email_verified, created_at, updated_at)
       select 'u' || g, 'User', 'u' || g || '@example.com', true, now(), now()
       from generate_series(1, 50) g`,
    );
    // PGlite runs no autovacuum: nothing analyses the table on its own.
    expect(await statisticsRowsOf('user')).toBe(0);
    const keeper = await keepPgliteStatistics(handle, createLogger('silent', false), 60_000);
    keeper.stop();
    expect(await statisticsRowsOf('user')).toBeGreaterThan(0);
  });
});
