/**
 * Regenerating one shot (issue 13, decision 122) on a real database with the real queue and the
 * studio engine: one image of the month reserved per request and kept only when the new image
 * replaced the old one, exact under racing requests; a failure gives the image back and keeps
 * the old image; a double click or a second tab is one regeneration; another user's run, shot
 * or catalogue answers 404; a worker that vanished is taken over by the sweeper.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../src/core/plans.js';
import { REGENERATION_TEXTS } from '../src/core/regeneration.js';
import { runExportKey } from '../src/core/run-locations.js';
import type { CatalogueView, RunView } from '../src/core/runs.js';
import { LIMIT_REACHED_MESSAGE, type UsageResponse } from '../src/core/usage.js';
import { shotRegeneration } from '../src/server/db/schema/regenerations.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { createJobQueues } from '../src/server/jobs/register-jobs.js';
import { storeShotFiles } from '../src/server/modules/runs/store-shot-files.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { drawGarmentPhoto } from './support/garments.js';
import { TEST_SHOT_SIZE, useRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';

// No workers at first: the first tests look at regenerations before any worker takes them.
const context = useRunHarness({ workers: 0 });
let workersStarted = false;
/** Starts the workers once, whichever test needs them first (a test may run on its own). */
async function startWorkers() {
  if (workersStarted) return;
  workersStarted = true;
  await context.h.startWorkers();
}
// The queues exist before any worker does, as a server's do (runtime.ts), so jobs sent wait there.
beforeAll(() => createJobQueues(context.h.boss));

type Browser = ReturnType<typeof createBrowser>;

async function signedIn() {
  const { h } = context;
  const user = await createSignedInUser(h.auth);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { userId: user.user.id, browser };
}

/**
 * A finished run made as a worker makes one, without the queue: the studio engine renders the
 * shots from a drawn garment photo and each is stored as the run worker stores it.
 */
async function finishedRun(userId: string): Promise<string> {
  const { h, db } = context;
  const runId = randomUUID();
  const folder = `runs/${userId}/${runId}`;
  const { photo } = await drawGarmentPhoto(
    { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#f2c14e' },
    { color: '#ece8e1', noise: 2 },
    { width: 480, height: 600 },
  );
  await h.storage.put(`${folder}/input-front.jpg`, photo);
  const engine = h.generation.engine;
  const shots = engine.shotList({ hasBack: false, hasSide: false });
  await db.handle.db.insert(generationRun).values({
    id: runId,
    userId,
    clientRequestId: `req-${runId}`,
    status: 'completed',
    engine: engine.name,
    onModel: engine.capabilities.onModel,
    backgroundId: 'clean-white-studio',
    backgroundName: 'Clean White Studio',
    inputKeys: { front: `${folder}/input-front.jpg` },
    shotCount: shots.length,
    finishedAt: new Date(),
  });
  const outcomes = await engine.renderCatalogue({
    views: { front: photo },
    background: { kind: 'preset', presetId: 'clean-white-studio' },
    persona: null,
    output: TEST_SHOT_SIZE,
  });
  for (const outcome of outcomes) {
    if (!outcome.ok) throw new Error(`shot ${outcome.shot.id}: ${outcome.failure.reason}`);
    const stored = await storeShotFiles(h.storage, { id: runId, userId }, outcome);
    await db.handle.db.insert(runShot).values({
      runId,
      index: outcome.index,
      shotId: outcome.shot.id,
      name: outcome.shot.name,
      ...stored,
      status: 'complete',
    });
  }
  return runId;
}

const regenerateUrl = (runId: string, index: number) =>
  `/api/runs/${runId}/shots/${index}/regenerate`;

const regenerate = (browser: Browser, runId: string, index: number, requestId = randomUUID()) =>
  browser.request(regenerateUrl(runId, index), { json: { clientRequestId: requestId } });

async function usedImages(browser: Browser): Promise<number> {
  return ((await (await browser.get('/api/usage')).json()) as UsageResponse).used;
}

async function runOf(browser: Browser, runId: string): Promise<RunView> {
  return (await (await browser.get(`/api/runs/${runId}`)).json()) as RunView;
}

async function shotRow(runId: string, index: number) {
  const rows = await context.db.handle.db
    .select()
    .from(runShot)
    .where(eq(runShot.runId, runId))
    .orderBy(runShot.index);
  return rows[index]!;
}

/** Waits for the shot's latest regeneration to end; answers the run as it then is. */
async function ended(browser: Browser, runId: string, index: number): Promise<RunView> {
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = await runOf(browser, runId);
        return run.shots[index]!.regeneration?.status;
      },
      { timeout: 45_000, interval: 200 },
    )
    .toMatch(/completed|failed/);
  return run!;
}

/** Leaves exactly `left` images of the month (the plan's images reserved the quota's own way). */
async function leaveImages(userId: string, browser: Browser, left: number) {
  const used = await usedImages(browser);
  const spend = PLANS.free.monthlyImageQuota - used - left;
  if (spend > 0)
    await createQuotaService(createQuotaRepo(context.db.handle.db)).reserve(userId, spend);
}

describe('regenerating one shot', () => {
  it("another user's run, shot or catalogue answers 404 and costs nobody anything", async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const runId = await finishedRun(owner.userId);
    const saved = (await (
      await owner.browser.request('/api/catalogues', { json: { runId, name: 'Not yours' } })
    ).json()) as CatalogueView;

    for (const res of [
      await regenerate(stranger.browser, runId, 0),
      await regenerate(stranger.browser, randomUUID(), 0),
      await regenerate(owner.browser, runId, 9),
      await stranger.browser.request(
        `/api/catalogues/${saved.id}/images/${saved.images[0]!.id}/regenerate`,
        { json: { clientRequestId: randomUUID() } },
      ),
    ]) {
      expect(res.status).toBe(404);
    }
    expect(await usedImages(owner.browser)).toBe(0);
    expect(await usedImages(stranger.browser)).toBe(0);
    const rows = await context.db.handle.db
      .select()
      .from(shotRegeneration)
      .where(eq(shotRegeneration.runId, runId));
    expect(rows).toHaveLength(0);
  }, 60_000);

  it('a double click is one regeneration; a second tab on the same shot is told it is in flight', async () => {
    // No worker yet: the regeneration stays in flight for the whole test.
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const requestId = randomUUID();
    const click = await Promise.all([
      regenerate(browser, runId, 3, requestId),
      regenerate(browser, runId, 3, requestId),
    ]);
    expect(click.map((res) => res.status)).toEqual([202, 202]);
    const otherTab = await regenerate(browser, runId, 3);
    expect(otherTab.status).toBe(409);
    expect(await otherTab.json()).toMatchObject({
      error: { code: 'CONFLICT', message: REGENERATION_TEXTS.alreadyRunning },
    });
    // The same click sent again (a retry after a lost answer) is still that one regeneration.
    expect((await regenerate(browser, runId, 3, requestId)).status).toBe(202);
    // Racing tabs: one gets the shot, the others are told it is in flight.
    const racing = await Promise.all([0, 1, 2, 3].map(() => regenerate(browser, runId, 2)));
    expect(racing.map((res) => res.status).sort()).toEqual([202, 409, 409, 409]);
    const rows = await context.db.handle.db
      .select()
      .from(shotRegeneration)
      .where(eq(shotRegeneration.runId, runId));
    expect(rows.map((row) => row.shotIndex).sort()).toEqual([2, 3]);
    expect(await usedImages(browser)).toBe(2);
  }, 60_000);

  it('keeps the old image until the new one is made, then replaces it everywhere; one image counted', async () => {
    const { h, db } = context;
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const saved = (await (
      await browser.request('/api/catalogues', { json: { runId, name: 'Blue kurta' } })
    ).json()) as CatalogueView;
    // The old image as if the print check had warned it: the new image's verdict replaces it.
    await context.db.handle.db
      .update(runShot)
      .set({ printScore: -1, printWarning: true })
      .where(and(eq(runShot.runId, runId), eq(runShot.index, 0)));
    const before = await shotRow(runId, 0);
    const exportKey = runExportKey(userId, runId, 'amazon', 'Blue_kurta');
    await h.storage.put(exportKey, Buffer.from('a zip made from the old images'));

    const res = await regenerate(browser, runId, 0);
    expect(res.status).toBe(202);
    const queued = (await res.json()) as RunView;
    expect(queued.shots[0]!.regeneration?.status).toBe('queued');
    // Reserved at once, but nothing replaced yet: the old image is still the shot's.
    expect(await usedImages(browser)).toBe(1);
    expect(queued.shots[0]!.imageUrl).toBe(`/api/runs/${runId}/shots/0/image`);
    expect(await shotRow(runId, 0)).toMatchObject({ imageKey: before.imageKey, version: 0 });
    expect((await browser.get(`/api/runs/${runId}/shots/0/image`)).status).toBe(200);

    await startWorkers();
    const run = await ended(browser, runId, 0);
    expect(run.shots[0]!.regeneration).toMatchObject({ status: 'completed', error: null });
    expect(run.shots[0]!.imageUrl).toBe(`/api/runs/${runId}/shots/0/image?v=1`);
    expect(run.shots[0]!.previewUrl).toBe(`/api/runs/${runId}/shots/0/preview?v=1`);
    // The other shots are untouched.
    expect(run.shots.slice(1).every((shot) => !shot.imageUrl?.includes('?v='))).toBe(true);

    const after = await shotRow(runId, 0);
    expect(after.version).toBe(1);
    expect(after.imageKey).not.toBe(before.imageKey);
    expect(after.colourScore).not.toBeNull();
    // The studio engine's image is not judged for print (decision 276): the old verdict is gone.
    expect(after.printScore).toBeNull();
    expect(after.printWarning).toBe(false);
    const image = await h.storage.get(after.imageKey!);
    expect(await sharp(image!).metadata()).toMatchObject({ format: 'png', ...TEST_SHOT_SIZE });
    // The old files and the exports made from them are gone; the image is served anew. The
    // worker deletes them after the replacement the poll above saw, so they are awaited.
    await expect.poll(() => h.storage.get(before.imageKey!)).toBeNull();
    await expect.poll(() => h.storage.get(before.previewKey!)).toBeNull();
    await expect.poll(() => h.storage.get(exportKey)).toBeNull();
    // Served with its provenance added (decision 253): the new image's pixels, not its bytes.
    const served = await browser.get(run.shots[0]!.imageUrl!);
    const pixels = (png: Buffer) => sharp(png).raw().toBuffer();
    expect(
      (await pixels(Buffer.from(await served.arrayBuffer()))).equals(await pixels(image!)),
    ).toBe(true);

    // The saved catalogue shows the new image (and thumbnail) under a new URL.
    const catalogue = (await (
      await browser.get(`/api/catalogues/${saved.id}`)
    ).json()) as CatalogueView;
    const first = catalogue.images[0]!;
    expect(first.imageUrl).toBe(`${saved.images[0]!.imageUrl}?v=1`);
    expect(catalogue.thumbnailUrl).toBe(`${saved.thumbnailUrl}?v=1`);
    const fromCatalogue = await browser.get(first.imageUrl);
    expect(
      (await pixels(Buffer.from(await fromCatalogue.arrayBuffer()))).equals(await pixels(image!)),
    ).toBe(true);
    expect(await usedImages(browser)).toBe(1);
    const [row] = await db.handle.db
      .select()
      .from(shotRegeneration)
      .where(eq(shotRegeneration.runId, runId));
    expect(row).toMatchObject({ status: 'completed', shotIndex: 0 });
  }, 90_000);

  it('from a saved catalogue: the image its shot came from is made again', async () => {
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const saved = (await (
      await browser.request('/api/catalogues', { json: { runId, name: 'Catalogue regen' } })
    ).json()) as CatalogueView;
    const image = saved.images[2]!;
    const res = await browser.request(`/api/catalogues/${saved.id}/images/${image.id}/regenerate`, {
      json: { clientRequestId: randomUUID() },
    });
    expect(res.status).toBe(202);
    const answered = (await res.json()) as CatalogueView;
    expect(answered.images[2]!.regeneration?.status).toMatch(/queued|running|completed/);
    await ended(browser, runId, 2);
    const catalogue = (await (
      await browser.get(`/api/catalogues/${saved.id}`)
    ).json()) as CatalogueView;
    expect(catalogue.images[2]).toMatchObject({
      imageUrl: `${image.imageUrl}?v=1`,
      regeneration: { status: 'completed' },
    });
    expect(catalogue.images[0]!.imageUrl).toBe(saved.images[0]!.imageUrl);
    expect(await usedImages(browser)).toBe(1);
  }, 60_000);

  it('a failure keeps the old image and gives the image back', async () => {
    const { h } = context;
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const before = await shotRow(runId, 1);
    // The run's photo is gone from storage: the pose cannot be made again.
    await h.storage.delete(`runs/${userId}/${runId}/input-front.jpg`);

    expect((await regenerate(browser, runId, 1)).status).toBe(202);
    const run = await ended(browser, runId, 1);
    expect(run.shots[1]!.regeneration).toMatchObject({ status: 'failed' });
    expect(run.shots[1]!.regeneration?.error).toBeTruthy();
    expect(run.shots[1]!.regeneration?.errorMessage).toEqual({
      key: 'regenerationRenderFailedTryAgain',
      values: [],
    });
    expect(run.shots[1]!.imageUrl).toBe(`/api/runs/${runId}/shots/1/image`);
    expect(await shotRow(runId, 1)).toMatchObject({
      imageKey: before.imageKey,
      previewKey: before.previewKey,
      version: 0,
    });
    expect(await h.storage.get(before.imageKey!)).not.toBeNull();
    expect(await usedImages(browser)).toBe(0);
  }, 60_000);

  it('N racing regenerations with one image left: exactly one is accepted and one image counted', async () => {
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const other = await finishedRun(userId);
    await leaveImages(userId, browser, 1);
    const limit = PLANS.free.monthlyImageQuota;
    expect(await usedImages(browser)).toBe(limit - 1);

    // Ten different shots of two runs at once: the in-flight rule cannot decide, the quota must.
    const answers = await Promise.all(
      [runId, other].flatMap((id) =>
        [0, 1, 2, 3, 4].map((index) => regenerate(browser, id, index)),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(9);
    const refused = answers.find((res) => res.status === 402)!;
    expect(await refused.json()).toMatchObject({
      error: { code: 'QUOTA_EXCEEDED', message: LIMIT_REACHED_MESSAGE },
    });
    expect(await usedImages(browser)).toBe(limit);

    // Refused requests left nothing behind.
    const rows = await context.db.handle.db
      .select()
      .from(shotRegeneration)
      .where(eq(shotRegeneration.userId, userId));
    expect(rows).toHaveLength(1);
    const accepted = rows[0]!;
    // The accepted answer shows that shot in flight and no other, even when it was read while
    // refused claims were not yet taken back.
    const answered = (await answers.find((res) => res.status === 202)!.json()) as RunView;
    expect(answered.id).toBe(accepted.runId);
    expect(answered.shots.flatMap((shot) => (shot.regeneration ? [shot.index] : []))).toEqual([
      accepted.shotIndex,
    ]);
    await startWorkers();
    const run = await ended(browser, accepted.runId, accepted.shotIndex);
    expect(run.shots[accepted.shotIndex]!.regeneration?.status).toBe('completed');
    expect(await usedImages(browser)).toBe(limit);
  }, 90_000);

  it('a regeneration whose worker vanished is made by a new attempt; one image counted', async () => {
    const { db } = context;
    const { userId, browser } = await signedIn();
    const runId = await finishedRun(userId);
    const reservation = await createQuotaService(createQuotaRepo(db.handle.db)).reserve(userId, 1);
    // As a worker leaves it when its process is killed mid-render: running, lease run out.
    await db.handle.db.insert(shotRegeneration).values({
      userId,
      runId,
      shotIndex: 4,
      clientRequestId: randomUUID(),
      status: 'running',
      reservationId: reservation.id,
      leaseUntil: new Date(Date.now() - 60_000),
    });
    const run = await ended(browser, runId, 4);
    expect(run.shots[4]!.regeneration?.status).toBe('completed');
    expect(run.shots[4]!.imageUrl).toBe(`/api/runs/${runId}/shots/4/image?v=1`);
    const [row] = await db.handle.db
      .select()
      .from(shotRegeneration)
      .where(eq(shotRegeneration.runId, runId));
    expect(row!.attempt).toBe(1);
    expect(await usedImages(browser)).toBe(1);
  }, 60_000);
});
