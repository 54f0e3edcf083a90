/**
 * A remote engine that answers 429 or 500, hangs, or answers garbage, through a real run
 * (issue #15): each run is started over HTTP, made by the queue's worker with the Gemini engine
 * against its fake, and followed until it ends. Shots retry or fail per the policy (4 attempts
 * per shot, a deadline per attempt, a timeout per shot), the run always ends (completed while any image was made, else
 * failed), and the user is charged exactly the images stored: nothing for a failed shot.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunView } from '../../src/core/runs.js';
import type { UsageResponse } from '../../src/core/usage.js';
import { quotaReservation } from '../../src/server/db/schema/quota.js';
import { generationRun, runShot } from '../../src/server/db/schema/runs.js';
import type { GeminiBehaviour } from '../fakes/gemini-fake.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from '../support/gemini-runs.js';
import { TEST_SHOT_SIZE } from '../support/run-harness.js';

/** Attempts per shot, the first included (ENGINE_RETRY_ATTEMPTS). */
const ATTEMPTS = 4;
/**
 * The whole shot's limit, its attempts included (ENGINE_SHOT_TIMEOUT_MS): above four hung
 * attempts and their backoff, so the attempts' own deadlines are what a hanging vendor meets.
 */
const SHOT_TIMEOUT_MS = 40_000;
/**
 * Each request's deadline (ENGINE_ATTEMPT_TIMEOUT_MS): far above a sound answer of the local
 * fake on a loaded machine (the tests count attempts exactly), and short enough that all four
 * attempts hanging end well inside the shot's limit.
 */
const ATTEMPT_TIMEOUT_MS = 5_000;
const BUSY = 'The image service is busy. Please try again in a moment.';
const NOT_AN_IMAGE = 'The image service returned something that is not an image.';
const NOT_ANSWERED_IN_TIME = 'The image service did not answer in time.';

const context = useGeminiRuns({
  // One shot at a time: the fake's script is answered in shot order.
  ENGINE_CONCURRENCY: '1',
  ENGINE_RETRY_ATTEMPTS: String(ATTEMPTS),
  ENGINE_SHOT_TIMEOUT_MS: String(SHOT_TIMEOUT_MS),
  ENGINE_ATTEMPT_TIMEOUT_MS: String(ATTEMPT_TIMEOUT_MS),
});

/**
 * A new user's run from one front photo, the vendor answering `script` in order (then good
 * images): followed until it ends and its reservation is settled, then read back.
 */
async function runThrough(script: GeminiBehaviour[]) {
  const { db, fake } = context;
  const { browser } = await signedInBrowser(context);
  fake.script.length = 0;
  fake.script.push(...script);
  fake.requests.length = 0;
  const answer = await postDressRun(context, browser);
  expect(answer.status).toBe(201);
  const started = (await answer.json()) as RunView;
  const run = await runWhenEnded(browser, started.id, 60_000);
  // The run's status is written just before its reservation is settled: wait for the settle.
  await expect.poll(() => reservationStatus(started.id), { timeout: 20_000 }).toBe('settled');

  const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
  const rows = await db.handle.db.select().from(runShot).where(eq(runShot.runId, started.id));
  const calls = fake.requests.filter((r) => r.path.endsWith(':generateContent')).length;
  const left = fake.script.length;
  return {
    browser,
    run,
    usage,
    rows: rows.sort((a, b) => a.index - b.index),
    calls,
    left,
    shotFiles: await shotFilesOf(started.id),
  };
}

async function reservationStatus(runId: string): Promise<string | undefined> {
  const [row] = await context.db.handle.db
    .select({ status: quotaReservation.status })
    .from(generationRun)
    .innerJoin(quotaReservation, eq(quotaReservation.id, generationRun.reservationId))
    .where(eq(generationRun.id, runId));
  return row?.status;
}

/** The files the run's shots left in storage (its uploaded inputs aside). */
async function shotFilesOf(runId: string): Promise<string[]> {
  const all = await readdir(context.h.env.paths.storage, { recursive: true });
  return all
    .filter((file) => file.split(path.sep).includes(runId))
    .map((file) => path.basename(file))
    .filter((name) => !name.startsWith('input-') && /\.(png|jpe?g|webp)$/.test(name));
}

type Outcome = Awaited<ReturnType<typeof runThrough>>;

/**
 * What every run must show whatever the vendor did: charged exactly its stored images, each
 * served as a sound PNG of the asked size; a shot not made has no file and a reason.
 */
async function expectChargedForStoredImagesOnly({ browser, run, usage, rows, shotFiles }: Outcome) {
  const complete = run.shots.filter((shot) => shot.status === 'complete');
  expect(usage.used).toBe(complete.length);
  expect(usage.remaining).toBe(usage.limit - complete.length);
  expect(run.generated).toBe(complete.length);
  expect(shotFiles).toHaveLength(2 * complete.length);
  for (const shot of complete) {
    const image = await browser.get(shot.imageUrl!);
    expect(image.status).toBe(200);
    const png = Buffer.from(await image.arrayBuffer());
    const meta = await sharp(png, { failOn: 'warning' }).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([
      'png',
      TEST_SHOT_SIZE.width,
      TEST_SHOT_SIZE.height,
    ]);
    // Decodes to the end: no cut-off data behind a sound header.
    await sharp(png, { failOn: 'warning' }).raw().toBuffer();
  }
  for (const shot of run.shots.filter((s) => s.status !== 'complete')) {
    expect(shot.imageUrl).toBeNull();
    expect(shot.failureReason).toBeTruthy();
    expect(rows[shot.index]!.imageKey).toBeNull();
  }
}

const attemptsOf = (rows: Outcome['rows']) =>
  rows.map((row) => (row.meta as { attempts?: number } | null)?.attempts ?? null);

describe('a remote engine at fault, through a real run', () => {
  it('429 and 500 answers are retried: the run completes with five images, charged five', async () => {
    const outcome = await runThrough([
      'rate-limited',
      'internal-error',
      'image',
      'internal-error',
      'rate-limited',
    ]);
    const { run, rows, calls, left } = outcome;
    expect(run.status).toBe('completed');
    expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
    expect(calls).toBe(9);
    expect(left).toBe(0);
    expect(attemptsOf(rows)).toEqual([3, 3, 1, 1, 1]);
    expect(outcome.usage.used).toBe(5);
    await expectChargedForStoredImagesOnly(outcome);
  }, 120_000);

  it('a shot answered 429/500 at every attempt fails with its reason; the others are made; charged four', async () => {
    const outcome = await runThrough([
      'rate-limited',
      'internal-error',
      'rate-limited',
      'internal-error',
    ]);
    const { run, rows, calls, left } = outcome;
    expect(run.status).toBe('completed');
    expect(run.shots.map((shot) => shot.status)).toEqual([
      'failed',
      'complete',
      'complete',
      'complete',
      'complete',
    ]);
    expect(run.shots[0]!.failureReason).toBe(BUSY);
    expect((rows[0]!.meta as { detail?: string }).detail).toMatch(/INTERNAL|internal error/);
    expect([run.generated, run.failed]).toEqual([4, 1]);
    expect(calls).toBe(ATTEMPTS + 4);
    expect(left).toBe(0);
    expect(outcome.usage.used).toBe(4);
    await expectChargedForStoredImagesOnly(outcome);
  }, 120_000);

  it('a hung first attempt is aborted and asked again: the run completes with five images, charged five', async () => {
    const outcome = await runThrough(['hang']);
    const { run, rows, calls, left } = outcome;
    expect(run.status).toBe('completed');
    expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
    expect(calls).toBe(6);
    expect(left).toBe(0);
    expect(attemptsOf(rows)).toEqual([2, 1, 1, 1, 1]);
    // The hung request's connection was closed, not left open beside the second attempt.
    await context.fake.untilAbandoned(context.fake.requests[0]!);
    expect(outcome.usage.used).toBe(5);
    await expectChargedForStoredImagesOnly(outcome);
  }, 120_000);

  it('a vendor that hangs at every attempt: the shot fails as a timeout after its attempts, the run ends, charged four', async () => {
    const outcome = await runThrough(Array<GeminiBehaviour>(ATTEMPTS).fill('hang'));
    const { run, calls, left } = outcome;
    expect(run.status).toBe('completed');
    expect(run.shots.map((shot) => shot.status)).toEqual([
      'failed',
      'complete',
      'complete',
      'complete',
      'complete',
    ]);
    expect(run.shots[0]!.failureReason).toBe(NOT_ANSWERED_IN_TIME);
    // Each attempt given up at its deadline, all four inside the shot's timeout.
    expect(calls).toBe(ATTEMPTS + 4);
    expect(left).toBe(0);
    expect(outcome.usage.used).toBe(4);
    await expectChargedForStoredImagesOnly(outcome);
  }, 120_000);

  it('answers that are not an image are retried, never stored; a shot never answered with one fails; charged four', async () => {
    const outcome = await runThrough([
      // Shot 1: random bytes as its PNG, a body cut off, then a good image.
      'garbage',
      'malformed-json',
      'image',
      // Shot 2: broken at every attempt.
      'garbage',
      'truncated-image',
      'malformed-json',
      'garbage',
    ]);
    const { run, rows, calls, left } = outcome;
    expect(run.status).toBe('completed');
    expect(run.shots.map((shot) => shot.status)).toEqual([
      'complete',
      'failed',
      'complete',
      'complete',
      'complete',
    ]);
    expect(run.shots[1]!.failureReason).toBe(NOT_AN_IMAGE);
    expect(attemptsOf(rows)[0]).toBe(3);
    expect(calls).toBe(3 + ATTEMPTS + 3);
    expect(left).toBe(0);
    expect(outcome.usage.used).toBe(4);
    await expectChargedForStoredImagesOnly(outcome);

    // The worker is unharmed: the next run is made whole.
    const next = await runThrough([]);
    expect(next.run.status).toBe('completed');
    expect(next.usage.used).toBe(5);
    await expectChargedForStoredImagesOnly(next);
  }, 180_000);

  it('every answer a 500: the run fails, every shot with its reason, and nothing is charged', async () => {
    const outcome = await runThrough(Array<GeminiBehaviour>(5 * ATTEMPTS).fill('internal-error'));
    const { run, calls, left } = outcome;
    expect(run.status).toBe('failed');
    expect(run.shots.map((shot) => [shot.status, shot.failureReason])).toEqual(
      Array(5).fill(['failed', BUSY]),
    );
    expect(calls).toBe(5 * ATTEMPTS);
    expect(left).toBe(0);
    expect(outcome.usage.used).toBe(0);
    expect(outcome.usage.remaining).toBe(outcome.usage.limit);
    await expectChargedForStoredImagesOnly(outcome);
  }, 120_000);
});
