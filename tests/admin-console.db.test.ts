/**
 * The operator's console's actions (issue #41, decision 250): giving images back lowers the
 * seller's month and shows as a credit in their usage history, never more than was charged;
 * every action needs a reason and lands in an audit log nobody can edit; ending a seller's
 * sessions signs them out; stopping a stuck run stops it; a failed shot shows the vendor's
 * message; the first page counts the day.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOverview, AuditEntry, SellerDetail } from '../src/core/admin.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { asSystem } from '../src/server/db/tenant-scope.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { insertRun } from './support/insert-run.js';
import { setPlan } from './support/insert-user.js';
import { createOperatorTestApp } from './support/operator-fixtures.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let ctx: Awaited<ReturnType<typeof createOperatorTestApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  ctx = await createOperatorTestApp(db);
}, 120_000);
afterAll(async () => {
  ctx?.t.close();
  await db?.close();
});

/** A seller charged `images` this month by a run that settled. */
async function chargedSeller(images: number) {
  const seller = await ctx.signedIn();
  await setPlan(db.handle.db, seller.id, 'pro');
  const quota = createQuotaService(createQuotaRepo(db.handle.db));
  const reservation = await quota.reserve(seller.id, images);
  await quota.settle(reservation.id, images);
  return seller;
}

const detailOf = async (sellerId: string) =>
  (await (await ctx.operator.browser.get(`/api/admin/sellers/${sellerId}`)).json()) as SellerDetail;

describe('giving images back', () => {
  it("lowers the month and shows in the seller's usage history as support's credit", async () => {
    const seller = await chargedSeller(10);
    const before = (await (await seller.browser.get('/api/usage')).json()) as { used: number };
    expect(before.used).toBe(10);

    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/credits`, {
      images: 5,
      reason: 'Vendor refused the shots; refunding',
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ given: 5 });

    const after = (await (await seller.browser.get('/api/usage')).json()) as { used: number };
    expect(after.used).toBe(5);
    // The seller's own usage history holds the credit, from support; the operator's reason is
    // for colleagues and stays in the console.
    const own = (await (await seller.browser.get('/api/usage/history')).json()) as {
      kind: string;
      images: number;
      reason: string | null;
      source: string | null;
    }[];
    expect(
      own.map(({ kind, images, reason, source }) => ({ kind, images, reason, source })),
    ).toEqual([
      { kind: 'credit', images: 5, reason: null, source: 'operator' },
      { kind: 'charge', images: 10, reason: null, source: null },
    ]);
    const detail = await detailOf(seller.id);
    expect(detail.usage.used).toBe(5);
    expect(detail.history.map(({ kind, images, reason }) => ({ kind, images, reason }))).toEqual([
      { kind: 'credit', images: 5, reason: 'Vendor refused the shots; refunding' },
      { kind: 'charge', images: 10, reason: null },
    ]);
    expect(detail.actions).toMatchObject([
      {
        operatorEmail: ctx.operator.email,
        action: 'give-images-back',
        sellerEmail: seller.email,
        reason: 'Vendor refused the shots; refunding',
        detail: { asked: 5, given: 5 },
      },
    ]);
  });

  it('never gives back more than the month was charged, nor images a run still holds', async () => {
    const seller = await chargedSeller(3);
    const quota = createQuotaService(createQuotaRepo(db.handle.db));
    await quota.reserve(seller.id, 5); // a run in progress holds 5 more
    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/credits`, {
      images: 50,
      reason: 'Goodwill after an outage',
    });
    expect(await answer.json()).toEqual({ given: 3 });
    expect((await detailOf(seller.id)).usage.used).toBe(5);
    const again = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/credits`, {
      images: 1,
      reason: 'Goodwill after an outage',
    });
    expect(again.status).toBe(409);
  });

  it('refuses without a reason, and changes nothing', async () => {
    const seller = await chargedSeller(2);
    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/credits`, {
      images: 2,
      reason: '  ',
    });
    expect(answer.status).toBe(400);
    expect((await detailOf(seller.id)).usage.used).toBe(2);
  });
});

describe('the audit log', () => {
  it('cannot be edited, deleted or emptied, by anyone', async () => {
    const entries = (await (
      await ctx.operator.browser.get('/api/admin/audit')
    ).json()) as AuditEntry[];
    expect(entries.length).toBeGreaterThan(0);
    for (const statement of [
      sql`update operator_action set reason = 'nothing happened'`,
      sql`delete from operator_action`,
      sql`truncate operator_action`,
    ]) {
      // As system work, which sees every row (row-level security, decision 249).
      const refusal = await asSystem('audit log test', () => db.handle.db.execute(statement)).then(
        () => 'done',
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message}`,
      );
      // The trigger refuses; on PostgreSQL the app's role may not even TRUNCATE.
      expect(refusal).toMatch(/operator_action is append-only|permission denied/);
    }
    expect(await (await ctx.operator.browser.get('/api/admin/audit')).json()).toEqual(entries);
  });
});

describe("a seller's troubles", () => {
  it("shows a failed shot's engine, error kind and the vendor's message", async () => {
    const seller = await ctx.signedIn();
    const runId = await insertRun(db.handle.db, seller.id, {
      status: 'completed',
      engine: 'gemini',
    });
    await db.handle.db.insert(runShot).values({
      runId,
      index: 2,
      shotId: 'side',
      name: 'Side',
      status: 'failed',
      failureReason: 'The image service declined this photo.',
      meta: {
        engine: 'gemini',
        failureKind: 'refused',
        detail: '400 INVALID_ARGUMENT: image too small',
      },
    });
    const [run] = (await detailOf(seller.id)).runs;
    expect(run?.problems).toEqual([
      {
        index: 2,
        name: 'Side',
        status: 'failed',
        engine: 'gemini',
        errorKind: 'refused',
        reason: 'The image service declined this photo.',
        vendorMessage: '400 INVALID_ARGUMENT: image too small',
      },
    ]);
  });

  it("ends the seller's sessions: their next change is refused", async () => {
    const seller = await ctx.signedIn();
    const answer = await ctx.operator.browser.post(`/api/admin/sellers/${seller.id}/sessions/end`, {
      reason: 'Seller reports a lost phone',
    });
    expect(await answer.json()).toEqual({ ended: 1 });
    const change = await seller.browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { name: 'Someone else' },
    });
    expect(change.status).toBe(401);
  });

  it('stops a stuck queued run, with the reason logged', async () => {
    const seller = await ctx.signedIn();
    const runId = await insertRun(db.handle.db, seller.id, { status: 'queued', finishedAt: null });
    const answer = await ctx.operator.browser.post(`/api/admin/runs/${runId}/stop`, {
      reason: 'Queued for an hour, no worker took it',
    });
    expect(answer.status).toBe(200);
    const detail = await detailOf(seller.id);
    expect(detail.runs[0]?.status).toBe('stopped');
    expect(detail.actions[0]).toMatchObject({ action: 'stop-run', detail: { runId } });
  });
});

it("counts today's sign-ups, runs and images on the first page, 30 days by day", async () => {
  const overview = (await (
    await ctx.operator.browser.get('/api/admin/overview')
  ).json()) as AdminOverview;
  expect(overview.days).toHaveLength(30);
  const [today] = overview.days;
  expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
  expect(today?.signUps).toBeGreaterThanOrEqual(8);
  expect(today?.imagesCharged).toBe(15);
  expect(today?.runsStopped).toBe(1);
  expect(today?.failedShotsByKind).toEqual({ refused: 1 });
});
