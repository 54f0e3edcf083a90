/**
 * Reporting a bad image (issue 40, decisions 263 and 264) on a real database, PGlite and
 * PostgreSQL: a shot is credited at most once, ever, however many reports arrive at once; the
 * month's limit holds when different shots race it; a report past the window or the limit is
 * recorded and gives nothing; the seller's usage history shows the report, its figures and the
 * credit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_WINDOW_DAYS } from '../src/core/shot-reports.js';
import { quotaCredit, usageCounter } from '../src/server/db/schema/quota.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { shotReport } from '../src/server/db/schema/shot-reports.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import {
  createQuotaService,
  type QuotaService,
} from '../src/server/modules/quota/quota-service.js';
import { createRunReads } from '../src/server/modules/runs/run-reads.js';
import { createShotReportRepo } from '../src/server/modules/shot-reports/shot-report-repo.js';
import {
  createShotReportService,
  type ShotReportService,
} from '../src/server/modules/shot-reports/shot-report-service.js';
import { insertRun } from './support/insert-run.js';
import { insertUser, setPlan } from './support/insert-user.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let testDb: TestDatabase;
let quota: QuotaService;
let reports: ShotReportService;
const told: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  quota = createQuotaService(createQuotaRepo(testDb.handle.db));
  reports = createShotReportService({
    repo: createShotReportRepo(testDb.handle.db),
    quota,
    runs: createRunReads(testDb.handle.db),
    // A catalogue image's report goes through the catalogues service: shot-reports-api.db.test.ts.
    catalogues: {
      runOf: () => Promise.reject(new Error('not asked here')),
      shotOfImage: () => Promise.reject(new Error('not asked here')),
    },
    onReported: async (report) => {
      told.push(report.id);
    },
  });
});
afterAll(async () => {
  await testDb.close();
});

const usedOf = async (userId: string) => {
  const rows = await testDb.handle.db
    .select()
    .from(usageCounter)
    .where(eq(usageCounter.userId, userId));
  return rows.reduce((sum, row) => sum + row.usedHalves, 0) / 2;
};

/** A seller who has spent `images` this month on a finished run of `shots` complete shots. */
async function sellerWithRun(options: {
  images: number;
  shots?: number;
  plan?: 'free' | 'pro';
  madeDaysAgo?: number;
  colourWarning?: boolean;
  printWarning?: boolean;
}) {
  const db = testDb.handle.db;
  const { id: userId } = await insertUser(db);
  if (options.plan) await setPlan(db, userId, options.plan);
  if (options.images > 0) {
    const reservation = await quota.reserve(userId, options.images);
    await quota.settle(reservation.id, options.images);
  }
  const shots = options.shots ?? 5;
  const runId = await insertRun(db, userId, { shotCount: shots });
  const madeAt = new Date(Date.now() - (options.madeDaysAgo ?? 0) * 86_400_000);
  await db.insert(runShot).values(
    Array.from({ length: shots }, (_, index) => ({
      runId,
      index,
      shotId: `shot-${index}`,
      name: `Shot ${index + 1}`,
      status: 'complete',
      imageKey: `runs/${userId}/${runId}/${index}.png`,
      previewKey: `runs/${userId}/${runId}/${index}.webp`,
      width: 800,
      height: 1000,
      colourScore: options.colourWarning ? 0.31 : 0.92,
      colourWarning: options.colourWarning ?? false,
      printScore: options.printWarning ? 0.42 : 1.8,
      printWarning: options.printWarning ?? false,
      updatedAt: madeAt,
    })),
  );
  return { userId, runId };
}

describe('a reported image', () => {
  it('goes back to the month at once and shows in the usage history with its report', async () => {
    const { userId, runId } = await sellerWithRun({ images: 5 });
    const report = await reports.reportRunShot(userId, runId, 2, {
      reason: 'other',
      text: 'The sleeve is cut off',
    });
    expect(report).toMatchObject({
      outcome: 'credited',
      imagesReturned: 1,
      failedCheck: false,
      colourScore: 0.92,
      alreadyReported: false,
      monthlyLimit: 2,
      returnedThisMonth: 1,
    });
    expect(await usedOf(userId)).toBe(4);
    expect(told).toContain(report.id);

    const [latest] = await quota.history(userId);
    expect(latest).toMatchObject({
      kind: 'credit',
      images: 1,
      source: 'report',
      runId,
      report: {
        shotIndex: 2,
        shotName: 'Shot 3',
        reason: 'other',
        text: 'The sleeve is cut off',
        outcome: 'credited',
        colourScore: 0.92,
      },
    });
  });

  it('is credited once, ever, when ten reports of it arrive at once', async () => {
    const { userId, runId } = await sellerWithRun({ images: 5, plan: 'pro' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        reports.reportRunShot(userId, runId, 0, { reason: i % 2 ? 'wrong-colour' : 'other' }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(answers.filter((answer) => !answer.alreadyReported)).toHaveLength(1);
    expect(answers.every((answer) => answer.outcome === 'credited')).toBe(true);
    expect(await usedOf(userId)).toBe(4);
    const credits = await testDb.handle.db
      .select()
      .from(quotaCredit)
      .where(eq(quotaCredit.userId, userId));
    expect(credits).toHaveLength(1);
    // And again later, from another tab: the first report, nothing more.
    const later = await reports.reportRunShot(userId, runId, 0, { reason: 'bad-hands-or-face' });
    expect(later).toMatchObject({ alreadyReported: true, outcome: 'credited' });
    expect(await usedOf(userId)).toBe(4);
  });

  it("holds the month's limit when different images race it", async () => {
    // Free: at most 2 images back a month; five different images reported at the same instant.
    const { userId, runId } = await sellerWithRun({ images: 5 });
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((index) =>
        reports.reportRunShot(userId, runId, index, { reason: 'not-my-garment' }),
      ),
    );
    const outcomes = answers.map((answer) => answer.outcome).sort();
    expect(outcomes).toEqual([
      'credited',
      'credited',
      'limit-reached',
      'limit-reached',
      'limit-reached',
    ]);
    expect(await usedOf(userId)).toBe(3);
    // Every report is recorded, the refused ones too, and shows in the history.
    const rows = await testDb.handle.db
      .select()
      .from(shotReport)
      .where(eq(shotReport.userId, userId));
    expect(rows).toHaveLength(5);
    const history = await quota.history(userId);
    expect(history.filter((entry) => entry.kind === 'report')).toHaveLength(3);
    expect(history.filter((entry) => entry.kind === 'credit')).toHaveLength(2);
  });

  it(`is only recorded after ${REPORT_WINDOW_DAYS} days, unless it failed the colour check`, async () => {
    const old = await sellerWithRun({ images: 5, madeDaysAgo: REPORT_WINDOW_DAYS + 1 });
    const late = await reports.reportRunShot(old.userId, old.runId, 1, { reason: 'wrong-colour' });
    expect(late).toMatchObject({ outcome: 'too-late', imagesReturned: 0 });
    expect(await usedOf(old.userId)).toBe(5);

    const warned = await sellerWithRun({
      images: 5,
      madeDaysAgo: 30,
      colourWarning: true,
    });
    const checked = await reports.reportRunShot(warned.userId, warned.runId, 1, {
      reason: 'wrong-colour',
    });
    expect(checked).toMatchObject({
      outcome: 'credited',
      failedCheck: true,
      colourScore: 0.31,
      imagesReturned: 1,
    });
    expect(await usedOf(warned.userId)).toBe(4);
    const [latest] = await quota.history(warned.userId);
    expect(latest).toMatchObject({ kind: 'credit', source: 'check' });
  });

  it('is credited whatever its age when it failed the print check, as a colour-warned one is', async () => {
    const warned = await sellerWithRun({ images: 5, madeDaysAgo: 30, printWarning: true });
    const checked = await reports.reportRunShot(warned.userId, warned.runId, 3, {
      reason: 'not-my-garment',
    });
    expect(checked).toMatchObject({
      outcome: 'credited',
      failedCheck: true,
      colourScore: 0.92,
      printScore: 0.42,
      imagesReturned: 1,
    });
    expect(await usedOf(warned.userId)).toBe(4);
    const [latest] = await quota.history(warned.userId);
    expect(latest).toMatchObject({
      kind: 'credit',
      source: 'check',
      report: { failedCheck: true, printScore: 0.42 },
    });
    const [credit] = await testDb.handle.db
      .select()
      .from(quotaCredit)
      .where(eq(quotaCredit.userId, warned.userId));
    expect(credit?.reason).toBe('Shot 4: failed the print check; reported as Not my garment');
  });

  it('gives nothing back when the month has nothing spent, and says so', async () => {
    const { userId, runId } = await sellerWithRun({ images: 0 });
    const report = await reports.reportRunShot(userId, runId, 0, { reason: 'other' });
    expect(report).toMatchObject({ outcome: 'nothing-to-return', imagesReturned: 0 });
    expect(await usedOf(userId)).toBe(0);
  });

  it("answers 404 for another seller's image and 409 for a run still going", async () => {
    const { runId } = await sellerWithRun({ images: 5 });
    const { id: outsider } = await insertUser(testDb.handle.db);
    await expect(
      reports.reportRunShot(outsider, runId, 0, { reason: 'other' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(reports.runReports(outsider, runId)).rejects.toMatchObject({ status: 404 });

    const going = await sellerWithRun({ images: 5 });
    await testDb.handle.db
      .update(generationRun)
      .set({ status: 'running' })
      .where(eq(generationRun.id, going.runId));
    await expect(
      reports.reportRunShot(going.userId, going.runId, 0, { reason: 'other' }),
    ).rejects.toMatchObject({ status: 409 });
  });
});
