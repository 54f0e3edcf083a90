import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunStreamMessage, RunView } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { runJobId } from '../src/server/jobs/definitions/generate-run.js';
import { createRunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { drawGarmentPhoto } from './support/garments.js';
import { createRunHarness } from './support/run-harness.js';
import { setPlan } from './support/insert-user.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let frontPhoto: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db);
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    )
  ).photo;
}, 60_000);
afterAll(async () => {
  await h.close();
  await db.close();
});

async function signedInBrowser() {
  const user = await createSignedInUser(h.auth);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { user, browser };
}

function runForm(
  fields: Record<string, string>,
  photos: Record<string, Buffer> = { front: frontPhoto },
) {
  const form = new FormData();
  for (const [slot, bytes] of Object.entries(photos))
    form.append(slot, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${slot}.jpg`);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function startRun(
  browser: ReturnType<typeof createBrowser>,
  fields: Record<string, string> = {},
  photos?: Record<string, Buffer>,
) {
  return browser.request('/api/runs', {
    method: 'POST',
    body: runForm(
      { backgroundId: 'clean-white-studio', clientRequestId: crypto.randomUUID(), ...fields },
      photos,
    ),
  });
}

async function waitForFinish(
  browser: ReturnType<typeof createBrowser>,
  runId: string,
): Promise<RunView> {
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await browser.get(`/api/runs/${runId}`)).json()) as RunView;
        return run.status;
      },
      { timeout: 45_000, interval: 250 },
    )
    .toMatch(/completed|stopped|failed/);
  return run!;
}

describe('generation runs', () => {
  it('generates a catalogue end to end and counts five images', { timeout: 60_000 }, async () => {
    const { browser } = await signedInBrowser();
    const res = await startRun(browser);
    expect(res.status).toBe(201);
    const started = (await res.json()) as RunView;
    expect(started).toMatchObject({
      total: 5,
      backgroundName: 'Clean White Studio',
      engine: 'studio',
      onModel: false,
    });

    const run = await waitForFinish(browser, started.id);
    expect(run.status).toBe('completed');
    expect(run.generated).toBe(5);
    expect(run.shots.map((shot) => shot.name)).toEqual([
      'Front',
      'Ghost mannequin',
      'On a hanger',
      'Styled flat lay',
      'Fabric detail',
    ]);

    const image = await browser.get(run.shots[0]!.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe(
      'attachment; filename="catalogue-front.png"',
    );
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([256, 320, undefined]);

    const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
    expect(usage).toMatchObject({ used: 5, limit: 5, canGenerate: false });
  });

  it(
    "refuses a free user's second catalogue with Generation Limit Reached, storing nothing",
    { timeout: 60_000 },
    async () => {
      const { user, browser } = await signedInBrowser();
      await waitForFinish(browser, ((await (await startRun(browser)).json()) as RunView).id);
      const refused = await startRun(browser);
      expect(refused.status).toBe(402);
      expect(await refused.json()).toEqual({
        error: {
          code: 'QUOTA_EXCEEDED',
          message:
            "You've reached your monthly generation limit. Please upgrade your plan to continue.",
          key: 'limitReached',
          values: [],
        },
      });
      const runs = await db.handle.db
        .select()
        .from(generationRun)
        .where(eq(generationRun.userId, user.user.id));
      expect(runs).toHaveLength(1);
    },
  );

  it(
    "makes a catalogue on the user's custom background, which outlives the background",
    { timeout: 60_000 },
    async () => {
      const { user, browser } = await signedInBrowser();
      await setPlan(db.handle.db, user.user.id, 'pro');
      const made = await browser.post('/api/library/backgrounds/generate', {
        name: 'Indigo Alley',
        prompt: 'an indigo lane at dusk',
        category: 'heritage',
      });
      expect(made.status).toBe(201);
      const { background } = (await made.json()) as { background: { id: string } };

      const offered = (await (await browser.get('/api/backgrounds')).json()) as { id: string }[];
      expect(offered[0]).toMatchObject({ id: background.id, isCustom: true });

      const res = await startRun(browser, { backgroundId: background.id });
      expect(res.status).toBe(201);
      const run = await waitForFinish(browser, ((await res.json()) as RunView).id);
      expect(run).toMatchObject({
        status: 'completed',
        generated: 5,
        backgroundName: 'Indigo Alley',
      });

      const removed = await browser.request(`/api/library/backgrounds/${background.id}`, {
        method: 'DELETE',
      });
      expect(removed.status).toBe(204);
      expect((await browser.get(run.shots[0]!.imageUrl!)).status).toBe(200);
      const again = await startRun(browser, { backgroundId: background.id });
      expect(again.status).toBe(400);
    },
  );

  it("refuses another user's custom background with 404", async () => {
    const owner = await signedInBrowser();
    await setPlan(db.handle.db, owner.user.user.id, 'pro');
    const made = await owner.browser.post('/api/library/backgrounds/generate', {
      name: 'Mine',
      prompt: 'a quiet courtyard',
      category: 'heritage',
    });
    const { background } = (await made.json()) as { background: { id: string } };

    const { browser } = await signedInBrowser();
    const res = await startRun(browser, { backgroundId: background.id });
    expect(res.status).toBe(404);
    const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
    expect(usage.used).toBe(0);
  });

  it('creates one run for a double click (the same client request id)', async () => {
    const { browser } = await signedInBrowser();
    const clientRequestId = crypto.randomUUID();
    const [a, b] = await Promise.all([
      startRun(browser, { clientRequestId }),
      startRun(browser, { clientRequestId }),
    ]);
    const ids = [((await a.json()) as RunView).id, ((await b.json()) as RunView).id];
    expect(ids[0]).toBe(ids[1]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    await waitForFinish(browser, ids[0]!);
    const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
    expect(usage.used).toBe(5);
  });

  it('refuses bad input before spending anything', async () => {
    const { browser } = await signedInBrowser();
    const noFront = await startRun(browser, {}, { back: frontPhoto });
    expect(noFront.status).toBe(400);
    expect(((await noFront.json()) as { error: { message: string } }).error.message).toBe(
      'Please upload at least a front image',
    );
    const notImage = await startRun(browser, {}, { front: Buffer.from('not a photo at all') });
    expect(notImage.status).toBe(415);
    const badBackground = await startRun(browser, { backgroundId: 'no-such-background' });
    expect(badBackground.status).toBe(400);
    const premiumModel = await startRun(browser, { modelId: 'stock-aiko' });
    expect(premiumModel.status).toBe(403);
    expect(((await (await browser.get('/api/usage')).json()) as UsageResponse).used).toBe(0);
  });

  it("answers 404 for another user's run, images and stream", { timeout: 60_000 }, async () => {
    const owner = await signedInBrowser();
    const run = (await (await startRun(owner.browser)).json()) as RunView;
    const finished = await waitForFinish(owner.browser, run.id);
    const other = await signedInBrowser();
    for (const path of [
      `/api/runs/${run.id}`,
      finished.shots[0]!.imageUrl!,
      finished.shots[0]!.previewUrl!,
      `/api/runs/${run.id}/stream`,
    ]) {
      const res = await other.browser.get(path);
      expect(res.status, path).toBe(404);
    }
    expect(
      (await other.browser.request(`/api/runs/${run.id}/stop`, { method: 'POST', json: {} }))
        .status,
    ).toBe(404);
    expect((await other.browser.get('/api/runs/not-a-uuid')).status).toBe(404);
  });

  it(
    'resumes a run whose worker died, making only the missing shots and charging once',
    { timeout: 60_000 },
    async () => {
      const { user, browser } = await signedInBrowser();
      const repo = createRunsRepo(db.handle.db);
      // A dead worker: attempt 0 was taken off the queue and claimed, then its process vanished
      // while a shot was being made. Nothing will ever finish that job.
      await h.boss.offWork('generate-run');
      const run = (await (await startRun(browser)).json()) as RunView;
      await takeJobAndVanish(run.id);
      expect(await repo.claim(run.id, 0, 1)).not.toBeNull();
      await repo.updateShot(run.id, 0, { status: 'generating' });
      await h.startWorkers(); // the sweeper finds the expired lease and queues attempt 1

      const finished = await waitForFinish(browser, run.id);
      expect(finished.status).toBe('completed');
      expect(finished.generated).toBe(5);
      const [row] = await db.handle.db
        .select()
        .from(generationRun)
        .where(eq(generationRun.id, run.id));
      expect(row!.attempt).toBeGreaterThanOrEqual(1);
      const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
      expect(usage.used).toBe(5);
      expect(user.user.id).toBe(row!.userId);
    },
  );

  /**
   * A worker took the run's job off the queue and died before ending it: the job stays active. (A
   * job cancelled or failed would tell the sweeper the attempt is over: it would resume the run
   * at once, decision 177.)
   */
  async function takeJobAndVanish(runId: string) {
    const taken = await h.boss.fetch('generate-run', { batchSize: 100 });
    expect(taken.map((job) => job.id)).toContain(runJobId(runId, 0));
  }

  /** A run queued before the upgrade, left with the first studio engine's shot ids (decision 114). */
  async function runLeftWithShotIds(
    browser: ReturnType<typeof createBrowser>,
    shots: Record<number, { shotId: string; name: string }>,
  ) {
    await h.boss.offWork('generate-run');
    const run = (await (await startRun(browser)).json()) as RunView;
    await takeJobAndVanish(run.id);
    for (const [index, shot] of Object.entries(shots)) {
      await db.handle.db
        .update(runShot)
        .set(shot)
        .where(and(eq(runShot.runId, run.id), eq(runShot.index, Number(index))));
    }
    expect(await createRunsRepo(db.handle.db).claim(run.id, 0, 1)).not.toBeNull();
    await h.startWorkers(); // the sweeper finds the expired lease and queues attempt 1
    return waitForFinish(browser, run.id);
  }

  it(
    "finishes a resumed run with the old studio engine's shot ids, each made as its nearest shot",
    { timeout: 60_000 },
    async () => {
      const { browser } = await signedInBrowser();
      const finished = await runLeftWithShotIds(browser, {
        1: { shotId: 'angled', name: 'Angled' },
        2: { shotId: 'detail', name: 'Detail' },
        3: { shotId: 'lifestyle', name: 'Lifestyle' },
        4: { shotId: 'front-close-up', name: 'Front Close-Up' },
      });
      expect(finished.status).toBe('completed');
      expect(finished.generated).toBe(5);
      expect(finished.shots.map((shot) => [shot.shotId, shot.name, shot.status])).toEqual([
        ['front', 'Front', 'complete'],
        ['angled', 'Angled', 'complete'],
        ['detail', 'Detail', 'complete'],
        ['lifestyle', 'Lifestyle', 'complete'],
        ['front-close-up', 'Front Close-Up', 'complete'],
      ]);
      // Each retired id is the picture of its stand-in: Front Close-Up is made as Front. Pixels,
      // not bytes: each download carries its own shot's marks (decision 253).
      const image = async (index: number) =>
        sharp(
          Buffer.from(await (await browser.get(finished.shots[index]!.imageUrl!)).arrayBuffer()),
        )
          .raw()
          .toBuffer();
      expect((await image(4)).equals(await image(0))).toBe(true);
      expect((await image(1)).equals(await image(0))).toBe(false);
      const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
      expect(usage.used).toBe(5);
    },
  );

  it(
    'ends a resumed run whose shot id no engine makes any more, failing that shot clearly',
    { timeout: 60_000 },
    async () => {
      const { browser } = await signedInBrowser();
      const finished = await runLeftWithShotIds(browser, {
        4: { shotId: 'pose-of-a-past-version', name: 'Past pose' },
      });
      expect(finished.status).toBe('completed');
      expect(finished.generated).toBe(4);
      expect(finished.shots[4]).toMatchObject({
        shotId: 'pose-of-a-past-version',
        status: 'failed',
        failureReason: 'This shot is no longer made. Please make the catalogue again.',
        // Its key beside the English, for a Hindi page to say (decision 275).
        failureMessage: { key: 'shotNoLongerMade', values: [] },
      });
      // Only the four images made stay counted.
      const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
      expect(usage.used).toBe(4);
    },
  );

  it(
    'settles the quota of a run whose worker died between finishing it and settling',
    { timeout: 60_000 },
    async () => {
      const { browser } = await signedInBrowser();
      const repo = createRunsRepo(db.handle.db);
      await h.boss.offWork('generate-run');
      const run = (await (await startRun(browser)).json()) as RunView;
      await takeJobAndVanish(run.id);
      // The worker made two shots, the others failed, it marked the run finished and died.
      expect(await repo.claim(run.id, 0, 1)).not.toBeNull();
      for (const index of [0, 1]) await repo.updateShot(run.id, index, { status: 'complete' });
      for (const index of [2, 3, 4]) await repo.updateShot(run.id, index, { status: 'failed' });
      expect(await repo.finish(run.id, 0, 'completed')).not.toBeNull();
      const usage = async () =>
        ((await (await browser.get('/api/usage')).json()) as UsageResponse).used;
      // Within the grace period the sweeper (running every 500 ms) leaves it to the worker.
      expect(await usage()).toBe(5);

      // Past the grace period the running sweeper settles the open reservation.
      await db.handle.db
        .update(generationRun)
        .set({ finishedAt: sql`now() - interval '2 minutes'` })
        .where(eq(generationRun.id, run.id));
      await expect.poll(usage, { timeout: 10_000 }).toBe(2);
      // Settling again (another sweep, another process) gives back nothing more.
      await h.startWorkers();
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await usage()).toBe(2);
    },
  );

  it(
    'streams the run state first, then live progress; a reconnect resumes from the state',
    { timeout: 60_000 },
    async () => {
      const { user, browser } = await signedInBrowser();
      const server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' });
      h.app.injectWebSocket(server);
      await once(server, 'listening');
      const url = (runId: string) =>
        `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/runs/${runId}/stream`;
      const headers = {
        cookie: `${user.cookie.name}=${user.cookie.value}`,
        origin: h.env.PUBLIC_URL,
      };
      try {
        await h.boss.offWork('generate-run'); // hold the run in the queue until the socket is open
        const run = (await (await startRun(browser)).json()) as RunView;

        const socket = new WebSocket(url(run.id), { headers });
        const messages: RunStreamMessage[] = [];
        const completed = new Promise<void>((resolve, reject) => {
          socket.on('message', (data) => {
            const message = JSON.parse(String(data)) as RunStreamMessage;
            messages.push(message);
            if (message.type === 'generation_completed') resolve();
          });
          socket.on('error', reject);
        });
        await once(socket, 'open');
        await expect.poll(() => messages.length).toBeGreaterThan(0);
        expect(messages[0]).toMatchObject({
          type: 'run_state',
          run: { id: run.id, status: 'queued', generated: 0 },
        });
        await h.startWorkers();
        await completed;
        socket.close(1000);

        const types = messages.map((message) => message.type);
        expect(types).toContain('generation_started');
        expect(
          messages.filter((m) => m.type === 'image_generated' && m.status === 'success'),
        ).toHaveLength(5);
        expect(messages.at(-1)).toMatchObject({
          type: 'generation_completed',
          totalGenerated: 5,
          status: 'completed',
        });

        // Reconnecting after the end: the state arrives whole, then the server closes normally.
        const again = new WebSocket(url(run.id), { headers });
        const [first] = (await once(again, 'message')) as [Buffer];
        expect(JSON.parse(String(first))).toMatchObject({
          type: 'run_state',
          run: { status: 'completed', generated: 5 },
        });
        const [code] = (await once(again, 'close')) as [number];
        expect(code).toBe(1000);

        // Another site's page may not open it.
        const foreign = new WebSocket(url(run.id), {
          headers: { ...headers, origin: 'https://evil.example' },
        });
        const [, response] = (await once(foreign, 'unexpected-response')) as [
          unknown,
          { statusCode: number },
        ];
        expect(response.statusCode).toBe(403);

        // Another user's session, from our own site, is answered like a missing run.
        const stranger = await createSignedInUser(h.auth);
        const theirs = new WebSocket(url(run.id), {
          headers: {
            ...headers,
            cookie: `${stranger.cookie.name}=${stranger.cookie.value}`,
          },
        });
        const [, refused] = (await once(theirs, 'unexpected-response')) as [
          unknown,
          { statusCode: number },
        ];
        expect(refused.statusCode).toBe(404);
      } finally {
        server.close();
      }
    },
  );
});
