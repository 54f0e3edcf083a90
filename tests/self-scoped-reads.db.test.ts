/**
 * The two polled reads in one statement each (migration 0023, decision 187): a run's view and
 * the inputs of a user's usage read exactly what the separate statements read, only the
 * owner's, and the functions refuse to change a scope already set.
 */
import { randomUUID } from 'node:crypto';
import { sql as drizzleSql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaReservation, usageCounter } from '../src/server/db/schema/quota.js';
import { shotRegeneration } from '../src/server/db/schema/regenerations.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { catalogue } from '../src/server/db/schema/catalogues.js';
import { asUser } from '../src/server/db/tenant-scope.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createRunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { insertRun } from './support/insert-run.js';
import { insertUser, setPlan } from './support/insert-user.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
const sql = () => db.handle.db;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

/** A saved run with two shots (one with a colour score and meta) and three regenerations. */
async function insertSavedRun(userId: string) {
  const runId = await insertRun(sql(), userId, {
    onModel: true,
    persona: { gender: 'female', age: '25-34' },
    garmentType: 'saree',
    stylingNote: 'with gold jhumkas',
    inputKeys: { front: 'inputs/front.jpg', back: 'inputs/back.jpg' },
    shotCount: 2,
    startedAt: new Date('2026-11-20T10:00:00.123Z'),
    finishedAt: new Date('2026-11-20T10:01:02.456Z'),
  });
  await sql()
    .insert(runShot)
    .values([
      {
        runId,
        index: 1,
        shotId: 'back',
        name: 'Back View',
        status: 'failed',
        failureReason: 'The image service did not answer',
      },
      {
        runId,
        index: 0,
        shotId: 'front',
        name: 'Standing Front',
        status: 'complete',
        imageKey: 'runs/front.png',
        previewKey: 'runs/front.webp',
        width: 1536,
        height: 1920,
        meta: { background: 'preset' },
        colourScore: 0.875,
        colourWarning: true,
        version: 2,
      },
    ]);
  const [saved] = await sql()
    .insert(catalogue)
    .values({ userId, runId, name: 'Saree', imageCount: 2 })
    .returning();
  const regeneration = (shotIndex: number, status: string, reserved: boolean, at: string) => ({
    userId,
    runId,
    shotIndex,
    clientRequestId: randomUUID(),
    status,
    reservationId: reserved ? randomUUID() : null,
    createdAt: new Date(at),
  });
  await sql()
    .insert(shotRegeneration)
    .values([
      regeneration(0, 'failed', true, '2026-11-21T09:00:00Z'),
      regeneration(0, 'completed', true, '2026-11-21T10:00:00Z'),
      // Claimed but not yet reserved: not shown (regeneration-state.ts).
      regeneration(1, 'queued', false, '2026-11-21T11:00:00Z'),
    ]);
  return { runId, catalogueId: saved!.id };
}

describe("a run's view in one statement", () => {
  it('reads what the four statements read, for the owner only', async () => {
    const owner = await insertUser(sql());
    const other = await insertUser(sql());
    const { runId, catalogueId } = await insertSavedRun(owner.id);
    const repo = createRunsRepo(sql());

    const read = await asUser(owner.id, () => repo.readForUser(owner.id, runId));
    const separately = await asUser(owner.id, async () => ({
      run: await repo.findForUser(owner.id, runId),
      shots: await repo.shotsOf(runId),
      savedCatalogueId: await repo.savedCatalogueId(runId),
      regenerations: await repo.regenerationsOf(runId),
    }));

    expect(read).toEqual(separately);
    expect(read?.savedCatalogueId).toBe(catalogueId);
    expect(read?.shots.map((shot) => shot.index)).toEqual([0, 1]);
    expect(read?.shots[0]).toMatchObject({ colourScore: 0.875, meta: { background: 'preset' } });
    expect(read?.run.finishedAt).toEqual(new Date('2026-11-20T10:01:02.456Z'));
    expect([...(read?.regenerations.keys() ?? [])]).toEqual([0]);
    expect(read?.regenerations.get(0)?.status).toBe('completed');

    expect(await asUser(other.id, () => repo.readForUser(other.id, runId))).toBeNull();
    expect(await asUser(owner.id, () => repo.readForUser(owner.id, randomUUID()))).toBeNull();
  });

  it('gives an unsaved run with no shots yet empty lists', async () => {
    const owner = await insertUser(sql());
    const runId = await insertRun(sql(), owner.id, {
      status: 'queued',
      reservationId: null,
      finishedAt: null,
    });
    const read = await asUser(owner.id, () => createRunsRepo(sql()).readForUser(owner.id, runId));
    expect(read).toMatchObject({ shots: [], savedCatalogueId: null, run: { status: 'queued' } });
    expect(read?.regenerations.size).toBe(0);
  });
});

describe("a user's usage inputs in one statement", () => {
  it('reads the plan inputs and the counters of periods that end after now', async () => {
    const createdAt = new Date('2026-10-05T08:00:00.250Z');
    const owner = await insertUser(sql(), { createdAt });
    await setPlan(sql(), owner.id, 'pro');
    const now = new Date('2026-11-27T06:00:00Z');
    const period = (start: string, end: string, used: number) => ({
      userId: owner.id,
      periodStart: new Date(start),
      periodEnd: new Date(end),
      usedHalves: used * 2,
    });
    await sql()
      .insert(usageCounter)
      .values([
        period('2026-10-05T08:00:00.250Z', '2026-11-05T08:00:00.250Z', 9),
        period('2026-11-05T08:00:00.250Z', '2026-12-05T08:00:00.250Z', 7),
      ]);
    const reservation = (start: string, amount: number, status: string) => ({
      userId: owner.id,
      periodStart: new Date(start),
      amountHalves: amount * 2,
      status,
    });
    await sql()
      .insert(quotaReservation)
      .values([
        reservation('2026-11-05T08:00:00.250Z', 5, 'open'),
        reservation('2026-11-05T08:00:00.250Z', 2, 'settled'),
        reservation('2026-10-05T08:00:00.250Z', 5, 'open'),
      ]);
    const repo = createQuotaRepo(sql());

    const inputs = await asUser(owner.id, () => repo.findUsageInputs(owner.id, now));
    const separately = await asUser(owner.id, () => repo.findPlanInputs(owner.id));

    expect(inputs.createdAt).toEqual(createdAt);
    expect(inputs.subscription).toEqual(separately.subscription);
    expect([...inputs.counters]).toEqual([
      [new Date('2026-11-05T08:00:00.250Z').getTime(), { usedHalves: 14, heldHalves: 10 }],
    ]);
  });

  it('answers no sign-up date for a user who is gone', async () => {
    const gone = randomUUID();
    const inputs = await asUser(gone, () =>
      createQuotaRepo(sql()).findUsageInputs(gone, new Date()),
    );
    expect(inputs).toEqual({ subscription: null, createdAt: null, counters: new Map() });
  });
});

describe("the self-scoped functions refuse to change another user's scope", () => {
  it.each([
    ['run_read_of', (id: string) => drizzleSql`select run_read_of(${id}, ${randomUUID()}::uuid)`],
    ['usage_inputs_of', (id: string) => drizzleSql`select usage_inputs_of(${id}, now())`],
  ])('%s', async (_name, statement) => {
    const owner = await insertUser(sql());
    const other = await insertUser(sql());
    const refused = await sql()
      .transaction(async (tx) => {
        // The owner's scope as the app sets it on PostgreSQL (not the fixtures' system scope).
        await tx.execute(
          drizzleSql`select set_config('app.user_id', ${owner.id}, true), set_config('app.system', '', true)`,
        );
        await tx.execute(statement(other.id));
      })
      .then(
        () => null,
        (error: unknown) => error as Error & { cause?: Error },
      );
    // Drizzle wraps the database's error as the cause of its own.
    expect(refused?.cause?.message ?? refused?.message).toMatch(/already has another scope/);
  });
});
