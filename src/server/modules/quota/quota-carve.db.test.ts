import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, setPlan } from '../../../../tests/support/insert-user.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.js';
import { usageCounter } from '../../db/schema/quota.js';
import { createQuotaRepo } from './quota-repo.js';
import { createQuotaService, type QuotaService } from './quota-service.js';

/** A batch's reservation carved into its runs' (decision 160): one statement, exact under races. */
let testDb: TestDatabase;
let quota: QuotaService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  quota = createQuotaService(createQuotaRepo(testDb.handle.db));
});
afterAll(async () => {
  await testDb.close();
});

const counterOf = async (userId: string) => {
  const rows = await testDb.handle.db
    .select()
    .from(usageCounter)
    .where(eq(usageCounter.userId, userId));
  return rows.reduce((sum, row) => sum + row.usedHalves, 0) / 2;
};

async function proUser() {
  const { id } = await insertUser(testDb.handle.db);
  await setPlan(testDb.handle.db, id, 'pro');
  return id;
}

describe('quota.carve', () => {
  it('moves images into a run’s reservation without touching the counter; each settles on its own', async () => {
    const userId = await proUser();
    const batch = await quota.reserve(userId, 12);
    const run = await quota.carve(batch.id, 5);
    expect(run).toMatchObject({ userId, amountHalves: 10, shotHalves: 2 });
    expect(await counterOf(userId)).toBe(12);
    // The run made 3 of its 5: 2 go back. The batch ends: its 7 left go back.
    expect(await quota.settle(run!.id, 3)).toEqual({ returned: 2 });
    expect(await quota.release(batch.id)).toEqual({ returned: 7 });
    expect(await counterOf(userId)).toBe(3);
  });

  it('takes the last images by closing the batch’s reservation: a later release gives back nothing', async () => {
    const userId = await proUser();
    const batch = await quota.reserve(userId, 5);
    expect(await quota.carve(batch.id, 5)).not.toBeNull();
    expect(await quota.carve(batch.id, 1)).toBeNull();
    expect(await quota.release(batch.id)).toBeNull();
    expect(await counterOf(userId)).toBe(5);
  });

  it('gives 30 runs racing for 12 images exactly two carves of 5', async () => {
    const userId = await proUser();
    const batch = await quota.reserve(userId, 12);
    const carved = await Promise.all(Array.from({ length: 30 }, () => quota.carve(batch.id, 5)));
    expect(carved.filter(Boolean)).toHaveLength(2);
    expect(await counterOf(userId)).toBe(12);
    expect(await quota.release(batch.id)).toEqual({ returned: 2 });
    expect(await counterOf(userId)).toBe(10);
  });

  it('carves nothing from a released batch (a stopped one)', async () => {
    const userId = await proUser();
    const batch = await quota.reserve(userId, 10);
    await quota.release(batch.id);
    expect(await quota.carve(batch.id, 5)).toBeNull();
    expect(await counterOf(userId)).toBe(0);
  });
});
