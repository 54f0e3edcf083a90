/**
 * The shared vendor limit (decision 190, migration 0028) on the database itself: the bucket's
 * burst and refill, the in-flight cap, a slot that lapses, the pause of a 429, and many takers at
 * once (on PostgreSQL, from the pool's ten connections) never getting more than the limit. Time
 * is moved by changing the row, never waited for.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/server/db/rows.js';
import type { TakeAnswer, VendorLimits } from '../src/server/engines/ai/vendor-gate.js';
import { createVendorLimitRepo } from '../src/server/modules/vendor-limits/vendor-limit-repo.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let repo: ReturnType<typeof createVendorLimitRepo>;
beforeAll(async () => {
  db = await createTestDatabase();
  repo = createVendorLimitRepo(db.handle.db);
});
afterAll(() => db.close());

const HOLD_MS = 60_000;

function key() {
  const keyHash = randomUUID();
  const take = (limits: VendorLimits, holdMs = HOLD_MS) =>
    repo.take({ keyHash, vendor: 'gemini', holdId: randomUUID(), limits, holdMs });
  const takeHeld = async (limits: VendorLimits, holdMs = HOLD_MS) => {
    const holdId = randomUUID();
    const answer = await repo.take({ keyHash, vendor: 'gemini', holdId, limits, holdMs });
    return { answer, release: () => repo.release(keyHash, holdId) };
  };
  /** Moves the row's clock back, as if `ms` had passed since it was last changed. */
  const age = (ms: number) =>
    db.handle.db.execute(sql`
      update vendor_rate_limit
      set refilled_at = refilled_at - ${ms}::double precision * interval '1 millisecond',
          paused_until = paused_until - ${ms}::double precision * interval '1 millisecond'
      where key_hash = ${keyHash}`);
  return { keyHash, take, takeHeld, age };
}

const limits = (overrides: Partial<VendorLimits>): VendorLimits => ({
  perMinute: 60,
  burst: 3,
  maxInFlight: 100,
  maxWaitMs: 600_000,
  ...overrides,
});

const startIn = (answer: TakeAnswer) => (answer.granted ? answer.startInMs : -1);

describe('the shared vendor limit', () => {
  it('gives a burst at once, then one turn per token, first come first served', async () => {
    const { take } = key();
    const slow = limits({ perMinute: 1, burst: 5 });
    const burst = await Promise.all(Array.from({ length: 5 }, () => take(slow)));
    expect(burst.map(startIn)).toEqual([0, 0, 0, 0, 0]);
    const owed = [await take(slow), await take(slow)].map(startIn);
    // One token a minute: the sixth goes in a minute, the seventh in two.
    expect(owed[0]).toBeGreaterThan(55_000);
    expect(owed[0]).toBeLessThanOrEqual(60_000);
    expect(owed[1]! - owed[0]!).toBeGreaterThan(59_000);
  });

  it('refills at the rate up to the burst, not beyond', async () => {
    const { take, age } = key();
    const perSecond = limits({ perMinute: 60, burst: 3 });
    for (let i = 0; i < 3; i++) expect(startIn(await take(perSecond))).toBe(0);
    expect(startIn(await take(perSecond))).toBeGreaterThan(900);
    // Ten seconds later: the token owed is paid and the bucket is full again, at 3, not 9.
    await age(10_000);
    for (let i = 0; i < 3; i++) expect(startIn(await take(perSecond))).toBe(0);
    expect(startIn(await take(perSecond))).toBeGreaterThan(900);
  });

  it('keeps at most the in-flight cap, and a released slot is free again', async () => {
    const { takeHeld } = key();
    const capped = limits({ perMinute: 6000, burst: 100, maxInFlight: 3 });
    const held = await Promise.all([takeHeld(capped), takeHeld(capped), takeHeld(capped)]);
    expect(held.map((h) => h.answer.granted)).toEqual([true, true, true]);
    const refused = (await takeHeld(capped)).answer;
    expect(refused).toMatchObject({ granted: false, reason: 'in-flight' });
    if (!refused.granted) expect(refused.waitMs).toBeGreaterThan(50_000);
    await held[0]!.release();
    expect((await takeHeld(capped)).answer.granted).toBe(true);
    expect((await takeHeld(capped)).answer.granted).toBe(false);
  });

  it('lets the slot of a process that died lapse at its deadline', async () => {
    const { takeHeld } = key();
    const one = limits({ perMinute: 6000, burst: 100, maxInFlight: 1 });
    // Never released; its deadline is now.
    expect((await takeHeld(one, 0)).answer.granted).toBe(true);
    expect((await takeHeld(one)).answer.granted).toBe(true);
    expect((await takeHeld(one)).answer).toMatchObject({ granted: false, reason: 'in-flight' });
  });

  it("pauses every taker for a 429's Retry-After, which a shorter one does not cut", async () => {
    const { keyHash, take, age } = key();
    const fast = limits({ perMinute: 60, burst: 10 });
    expect(startIn(await take(fast))).toBe(0);
    await repo.pause(keyHash, 30_000);
    await repo.pause(keyHash, 1_000);
    const paused = await take(fast);
    expect(paused).toMatchObject({ granted: false, reason: 'paused' });
    if (!paused.granted) {
      expect(paused.waitMs).toBeGreaterThan(25_000);
      expect(paused.waitMs).toBeLessThanOrEqual(30_000);
    }
    expect(await repo.pausedForMs(keyHash)).toBeGreaterThan(25_000);
    // Once it has passed, the nine tokens saved up are gone: turns come at the rate (one a
    // second) from the pause's end.
    await age(30_000);
    expect(await repo.pausedForMs(keyHash)).toBe(0);
    const after = await Promise.all(Array.from({ length: 3 }, () => take(fast)));
    const starts = after.map(startIn).sort((a, b) => a - b);
    expect(starts[0]).toBeGreaterThan(500);
    expect(starts[2]! - starts[0]!).toBeGreaterThan(1900);
  });

  it('never gives more than the burst, or the in-flight cap, to many takers at once', async () => {
    const burstOnly = key();
    const slow = limits({ perMinute: 1, burst: 7 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => burstOnly.take(slow)));
    const starts = answers.map(startIn).sort((a, b) => a - b);
    expect(starts.filter((ms) => ms === 0)).toHaveLength(7);
    // The rest are owed one a minute, each its own minute.
    const owed = starts.slice(7);
    for (let i = 1; i < owed.length; i++) expect(owed[i]! - owed[i - 1]!).toBeGreaterThan(59_000);

    const capped = key();
    const inFlight = limits({ perMinute: 60_000, burst: 1000, maxInFlight: 7 });
    const taken = await Promise.all(Array.from({ length: 40 }, () => capped.take(inFlight)));
    expect(taken.filter((answer) => answer.granted)).toHaveLength(7);
  });

  it('stores a hash of the key, never the key, and one row per key', async () => {
    const { keyHash, take } = key();
    await take(limits({}));
    await take(limits({}));
    const rows = rowsOf<{ key_hash: string }>(
      await db.handle.db.execute(
        sql`select key_hash from vendor_rate_limit where key_hash = ${keyHash}`,
      ),
    );
    expect(rows).toHaveLength(1);
  });
});
