/**
 * The policies of tables whose rows hang off a parent's (run_shot, run_watch, catalogue_image)
 * find the parent by its key (decision 191): a statement on one run's shots reads that run, not
 * every run, so it costs the same with a thousand runs as with a million. Their visibility
 * rules are row-level-security.db.test.ts's.
 *
 * PostgreSQL only, as the app role: PGlite's superuser is bound by no policy (decision 172).
 */
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationRun, runShot } from '../../src/server/db/schema/runs.js';
import { asSystem, asUser } from '../../src/server/db/tenant-scope.js';
import { insertUser } from '../support/insert-user.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Enough runs that reading them all is plainly not what the planner would choose. */
const OTHER_RUNS = 3000;

describe.skipIf(!onPostgres)("child tables' policies (PostgreSQL)", () => {
  let db: TestDatabase;
  let userId: string;
  let runId: string;

  beforeAll(async () => {
    db = await createTestDatabase({ unscoped: 'deny' });
    if (db.handle.kind !== 'postgres') throw new Error('unreachable');
    const { db: database } = db.handle;
    await asSystem('test fixture', async () => {
      userId = (await insertUser(database)).id;
      const other = (await insertUser(database)).id;
      const run = (owner: string) => ({
        id: randomUUID(),
        userId: owner,
        clientRequestId: randomUUID(),
        status: 'completed',
        engine: 'studio',
        onModel: false,
        backgroundId: 'clean-white-studio',
        backgroundName: 'Clean White Studio',
        inputKeys: {},
        shotCount: 5,
      });
      const mine = run(userId);
      runId = mine.id;
      await database
        .insert(generationRun)
        .values([mine, ...Array.from({ length: OTHER_RUNS }, () => run(other))]);
      await database
        .insert(runShot)
        .values([0, 1, 2, 3, 4].map((index) => ({ runId, index, shotId: `s${index}`, name: 'S' })));
    });
    // Statistics, so the planner knows how many runs there are (the owner may ANALYZE).
    const owner = postgres(db.handle.ownerUrl, { max: 1, onnotice: () => {} });
    await owner`analyze generation_run, run_shot`;
    await owner.end();
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  /** The plan's nodes that read generation_run from start to end. */
  async function runTableScans(scope: 'user' | 'system'): Promise<string[]> {
    if (db.handle.kind !== 'postgres') throw new Error('unreachable');
    const { sql } = db.handle;
    const explain = () =>
      sql.unsafe<{ 'QUERY PLAN': unknown }[]>(
        `explain (format json) update run_shot set status = 'complete' where run_id = $1 and index = 2`,
        [runId],
      );
    const [row] =
      scope === 'user' ? await asUser(userId, explain) : await asSystem('test', explain);
    const found: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'generation_run' && node['Node Type'] === 'Seq Scan')
        found.push(String(node['Node Type']));
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    walk((row!['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    return found;
  }

  it("updates a run's shot as its owner without reading every run", async () => {
    expect(await runTableScans('user')).toEqual([]);
  });

  it("updates a run's shot as the system without reading every run", async () => {
    expect(await runTableScans('system')).toEqual([]);
  });
});
