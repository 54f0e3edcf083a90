/**
 * The vendor request ledger in real runs (decision 225), with the Gemini engine against its fake
 * and the platform portraits on: each request a run sends is a row with its estimated cost, the
 * portrait made for the run and a refused attempt included; a shot's, a run's and a day's cost
 * are sums in SQL; the rows outlive the run.
 */
import { randomUUID } from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { vendorRequest } from '../src/server/db/schema/vendor-requests.js';
import { geminiRequestPrice } from '../src/server/engines/ai/request-price.js';
import { createVendorRequestRepo } from '../src/server/modules/vendor-costs/vendor-request-repo.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from './support/gemini-runs.js';
import { setPlan } from './support/insert-user.js';

const context = useGeminiRuns({ ENGINE_CONCURRENCY: '1', PLATFORM_PORTRAITS: 'on' });

/** A dress run to its end; its ledger rows and its shots' prompts by index. */
async function dressRun() {
  const { db } = context;
  const { browser, user } = await signedInBrowser(context);
  await setPlan(db.handle.db, user.user.id, 'pro');
  const started = (await (await postDressRun(context, browser)).json()) as { id: string };
  const run = await runWhenEnded(browser, started.id);
  const rows = await db.handle.db
    .select()
    .from(vendorRequest)
    .where(eq(vendorRequest.runId, run.id));
  const shots = await db.handle.db.select().from(runShot).where(eq(runShot.runId, run.id));
  return {
    run,
    rows,
    browser,
    prompts: new Map(shots.map((shot) => [shot.index, shot.prompt ?? ''])),
  };
}

/** A shot's price: the dress photo and the platform portrait attached, at the default 2K. */
const shotPrice = (prompt: string) =>
  geminiRequestPrice('gemini-3.1-flash-image', '2K', {
    inputImages: 2,
    identity: true,
    promptChars: prompt.length,
  })!.image;

describe('the vendor request ledger', () => {
  it('keeps every request of a run with its cost: the portrait made for it, a refused attempt, five shots', async () => {
    context.fake.script.length = 0;
    context.fake.script.push('server-error'); // the portrait's first request, made first
    const { run, rows, prompts } = await dressRun();
    expect(run.status).toBe('completed');
    const repo = createVendorRequestRepo(context.db.handle.db);

    const portrait = rows.filter((row) => row.kind === 'portrait');
    expect(portrait.map((row) => [row.ended, row.costMicroUsd > 0])).toEqual([
      ['refused', false],
      ['image', true],
    ]);
    const shots = rows
      .filter((row) => row.kind === 'shot')
      .sort((a, b) => a.shotIndex! - b.shotIndex!);
    expect(shots.map((row) => [row.shotIndex, row.ended])).toEqual(
      [0, 1, 2, 3, 4].map((i) => [i, 'image']),
    );
    for (const row of shots) {
      expect(row).toMatchObject({ engine: 'gemini', model: 'gemini-3.1-flash-image' });
      expect(row.userId).toBe(portrait[0]!.userId);
      expect(row.costMicroUsd).toBe(shotPrice(prompts.get(row.shotIndex!)!));
      expect(await repo.shotCost(run.id, row.shotIndex!)).toEqual({
        requests: 1,
        costMicroUsd: row.costMicroUsd,
      });
    }
    const total = rows.reduce((sum, row) => sum + row.costMicroUsd, 0);
    expect(await repo.runCost(run.id)).toEqual({ requests: 7, costMicroUsd: total });

    const today = new Date(new Date().toISOString().slice(0, 10));
    const tomorrow = new Date(today.getTime() + 86_400_000);
    const [day] = await repo.costByDay(today, tomorrow);
    expect(day?.day).toBe(today.toISOString().slice(0, 10));
    expect(day?.costMicroUsd).toBeGreaterThanOrEqual(total);
  }, 90_000);

  it('makes the portrait once: the next run on the persona pays for its five shots alone', async () => {
    const { rows } = await dressRun();
    expect(rows.map((row) => row.kind)).toEqual(['shot', 'shot', 'shot', 'shot', 'shot']);
  }, 90_000);

  it("adds a regeneration's request to its shot's cost", async () => {
    const { run, browser } = await dressRun();
    const repo = createVendorRequestRepo(context.db.handle.db);
    const first = await repo.shotCost(run.id, 1);
    const response = await browser.request(`/api/runs/${run.id}/shots/1/regenerate`, {
      json: { clientRequestId: randomUUID() },
    });
    expect(response.ok).toBe(true);
    await expect
      .poll(async () => (await repo.shotCost(run.id, 1)).requests, { timeout: 45_000 })
      .toBe(2);
    // The same pose asked again with the same photos and portrait: the same price again.
    expect(await repo.shotCost(run.id, 1)).toEqual({
      requests: 2,
      costMicroUsd: 2 * first.costMicroUsd,
    });
    expect((await repo.runCost(run.id)).requests).toBe(6);
  }, 90_000);

  it('keeps the rows of a deleted run, without its id: what was spent was spent', async () => {
    const { run, rows } = await dressRun();
    const { db } = context.db.handle;
    const orphansBefore = await db.select().from(vendorRequest).where(isNull(vendorRequest.runId));
    await db.delete(generationRun).where(eq(generationRun.id, run.id));
    const orphans = await db.select().from(vendorRequest).where(isNull(vendorRequest.runId));
    expect(orphans.length - orphansBefore.length).toBe(rows.length);
  }, 90_000);
});
