import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, setPlan } from '../../../../tests/support/insert-user.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.js';
import { usageCounter } from '../../db/schema/quota.js';
import { createQuotaRepo } from './quota-repo.js';
import { createQuotaService, type QuotaService } from './quota-service.js';

/**
 * Economy shots cost half an image (decision 203). The quota counts half images, so the
 * check-and-spend stays one statement and is exact when whole and half shots race.
 */
let testDb: TestDatabase;
let quota: QuotaService;

beforeAll(async () => {
  testDb = await createTestDatabase();
  quota = createQuotaService(createQuotaRepo(testDb.handle.db));
});
afterAll(async () => {
  await testDb.close();
});

const halvesOf = async (userId: string) => {
  const rows = await testDb.handle.db
    .select()
    .from(usageCounter)
    .where(eq(usageCounter.userId, userId));
  return rows.reduce((sum, row) => sum + row.usedHalves, 0);
};

describe('half images', () => {
  it('charges an economy shot half an image and shows the half in the usage', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const reservation = await quota.reserve(id, 5, 'economy');
    expect(reservation).toMatchObject({ amountHalves: 5, shotHalves: 1 });
    expect(await quota.getUsage(id)).toMatchObject({
      used: 2.5,
      held: 2.5,
      remaining: 2.5,
      canGenerate: false,
    });
    // 4 of the 5 shots were made: 2 images spent, half an image back.
    expect(await quota.settle(reservation.id, 4)).toEqual({ returned: 0.5 });
    expect(await quota.getUsage(id)).toMatchObject({ used: 2, held: 0, remaining: 3 });
  });

  it('fits two economy catalogues into Free’s 5 images, and not a third', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await quota.reserve(id, 5, 'economy');
    await quota.reserve(id, 5, 'economy');
    await expect(quota.reserve(id, 1, 'economy')).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
    });
    expect(await halvesOf(id)).toBe(10);
  });

  it('refuses a whole shot when only half an image is left', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await quota.reserve(id, 4, 'standard');
    await quota.reserve(id, 1, 'economy');
    await expect(quota.reserve(id, 1)).rejects.toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await quota.reserve(id, 1, 'economy')).toMatchObject({ amountHalves: 1 });
    expect(await halvesOf(id)).toBe(10);
  });

  it('never overspends when 40 whole and half requests race for 5 images', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, index) =>
        quota.reserve(id, 3, index % 2 ? 'economy' : 'standard'),
      ),
    );
    const granted = results.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value.amountHalves] : [],
    );
    const spent = granted.reduce((sum, halves) => sum + halves, 0);
    expect(spent).toBeLessThanOrEqual(10);
    // Whatever won, what is left cannot take even one more 3-shot economy request (3 halves).
    expect(10 - spent).toBeLessThan(3);
    expect(await halvesOf(id)).toBe(spent);
  });

  it('carves an economy batch into runs at half an image a shot, and settles them exactly', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await setPlan(testDb.handle.db, id, 'pro');
    const batch = await quota.reserve(id, 15, 'economy');
    const run = await quota.carve(batch.id, 5);
    expect(run).toMatchObject({ amountHalves: 5, shotHalves: 1 });
    expect(await halvesOf(id)).toBe(15);
    // The run failed on 3 shots: 1.5 images back. The batch ends with 10 shots unused: 5 back.
    expect(await quota.settle(run!.id, 2)).toEqual({ returned: 1.5 });
    expect(await quota.release(batch.id)).toEqual({ returned: 5 });
    expect(await halvesOf(id)).toBe(2);
    expect(await quota.getUsage(id)).toMatchObject({ used: 1, held: 0 });
  });

  it('settles a reservation once when an economy settle arrives three times at once', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const reservation = await quota.reserve(id, 5, 'economy');
    const outcomes = await Promise.all([1, 2, 3].map(() => quota.settle(reservation.id, 1)));
    expect(outcomes.filter(Boolean)).toEqual([{ returned: 2 }]);
    expect(await halvesOf(id)).toBe(1);
  });
});
