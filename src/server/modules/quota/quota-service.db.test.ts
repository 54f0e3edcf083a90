import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser, setPlan } from '../../../../tests/support/insert-user.js';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-database.js';
import { usageCounter } from '../../db/schema/quota.js';
import { AppError } from '../../lib/errors.js';
import { createQuotaRepo } from './quota-repo.js';
import { createQuotaService, type QuotaService } from './quota-service.js';

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

describe('quota', () => {
  it('starts a new user on Free with 5 images and room for one catalogue', async () => {
    const { id } = await insertUser(testDb.handle.db);
    expect(await quota.getUsage(id)).toMatchObject({
      plan: 'free',
      used: 0,
      limit: 5,
      remaining: 5,
      canGenerate: true,
    });
  });

  it('reports the images a run in progress holds until it is settled', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const reservation = await quota.reserve(id, 5);
    expect(await quota.getUsage(id)).toMatchObject({ used: 5, held: 5, canGenerate: false });
    await quota.settle(reservation.id, 2);
    expect(await quota.getUsage(id)).toMatchObject({ used: 2, held: 0, canGenerate: false });
  });

  it('refuses a run that does not fit with the spec message, spending nothing', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await quota.reserve(id, 3);
    const refused = await quota.reserve(id, 5).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'QUOTA_EXCEEDED', status: 402 });
    expect((refused as AppError).userMessage).toBe(
      "You've reached your monthly generation limit. Please upgrade your plan to continue.",
    );
    expect(await counterOf(id)).toBe(3);
    expect((await quota.getUsage(id)).canGenerate).toBe(false);
  });

  it('lets exactly one of 50 simultaneous 5-shot runs through for a user with 5 left', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => quota.reserve(id, 5)),
    );
    const granted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(granted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'QUOTA_EXCEEDED' });
    expect(await counterOf(id)).toBe(5);
  });

  it('gives back what was not generated, once, even when settled three times at once', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await setPlan(testDb.handle.db, id, 'pro');
    const reservations = await Promise.all(Array.from({ length: 10 }, () => quota.reserve(id, 5)));
    expect(await counterOf(id)).toBe(50);
    // Each run generated 3 of its 5 shots; its settle arrives three times concurrently.
    const outcomes = await Promise.all(
      reservations.flatMap((r) => [1, 2, 3].map(() => quota.settle(r.id, 3))),
    );
    expect(outcomes.filter((o) => o !== null)).toEqual(
      Array.from({ length: 10 }, () => ({ returned: 2 })),
    );
    expect(await counterOf(id)).toBe(30);
  });

  it('never moves the counter again once a reservation is settled', async () => {
    const { id } = await insertUser(testDb.handle.db);
    const reservation = await quota.reserve(id, 5);
    expect(await quota.settle(reservation.id, 5)).toEqual({ returned: 0 });
    expect(await quota.release(reservation.id)).toBeNull();
    expect(await counterOf(id)).toBe(5);
  });

  it('reserves and releases concurrently without losing or inventing images', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await setPlan(testDb.handle.db, id, 'pro');
    const first = await Promise.all(Array.from({ length: 20 }, () => quota.reserve(id, 5)));
    await Promise.all([
      ...first.map((r, i) => quota.settle(r.id, i % 6)),
      ...Array.from({ length: 20 }, () => quota.reserve(id, 5)),
    ]);
    const keptFromFirst = first.reduce((sum, _r, i) => sum + Math.min(i % 6, 5), 0);
    expect(await counterOf(id)).toBe(keptFromFirst + 20 * 5);
  });

  it('uses the paid plan limit and falls back to Free when the period has ended', async () => {
    const { id } = await insertUser(testDb.handle.db);
    await setPlan(testDb.handle.db, id, 'premium', { billingPeriod: 'yearly' });
    expect(await quota.getUsage(id)).toMatchObject({
      plan: 'premium',
      billingPeriod: 'yearly',
      limit: 3000,
    });
    await setPlan(testDb.handle.db, id, 'premium', { periodEnd: new Date(Date.now() - 1000) });
    expect(await quota.getUsage(id)).toMatchObject({ plan: 'free', limit: 5 });
  });

  it('starts a fresh count in a new usage period', async () => {
    const createdAt = new Date('2026-01-10T08:00:00Z');
    const { id } = await insertUser(testDb.handle.db, { createdAt });
    const january = createQuotaService(
      createQuotaRepo(testDb.handle.db),
      () => new Date('2026-01-20T00:00:00Z'),
    );
    const february = createQuotaService(
      createQuotaRepo(testDb.handle.db),
      () => new Date('2026-02-12T00:00:00Z'),
    );
    await january.reserve(id, 5);
    expect((await january.getUsage(id)).canGenerate).toBe(false);
    expect(await february.getUsage(id)).toMatchObject({ used: 0, canGenerate: true });
    await february.reserve(id, 5);
    expect(await counterOf(id)).toBe(10);
  });
});
