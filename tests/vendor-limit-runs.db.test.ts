/**
 * A run whose vendor key is paused by the shared limit (decision 190), through the app: its shot
 * is 'throttled' in GET /api/runs/:id and in /api/v1, and nothing is asked of the vendor; stopped there, nothing is charged; once the pause is over, the catalogue is made and
 * charged its five images. The pause is put on the key directly, as another worker's 429 would.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunView } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { vendorKeyHash } from '../src/server/engines/ai/vendor-gate.js';
import type { ApiRun } from '../src/server/modules/api/api-schemas.js';
import { createVendorLimitRepo } from '../src/server/modules/vendor-limits/vendor-limit-repo.js';
import { startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import { createApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { createRunHarness, type RunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let h: RunHarness;
let fake: GeminiFake;
let frontPhoto: Buffer;
let store: ReturnType<typeof createVendorLimitRepo>;
const keyHash = vendorKeyHash('gemini', 'test-gemini-key');
const LIMITS = { perMinute: 6000, burst: 10, maxInFlight: 10, maxWaitMs: 600_000 };

beforeAll(async () => {
  [db, fake, frontPhoto] = await Promise.all([
    createTestDatabase(),
    startGeminiFake(),
    drawGarmentPhoto(
      { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    ).then((garment) => garment.photo),
  ]);
  h = await createRunHarness(db, {
    engineEnv: {
      IMAGE_ENGINE: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: fake.url,
      VENDOR_REQUESTS_PER_MINUTE: String(LIMITS.perMinute),
      VENDOR_BURST: String(LIMITS.burst),
    },
    sharedVendorLimit: true,
  });
  store = createVendorLimitRepo(db.handle.db);
  // The key's row, as a worker's first request makes it.
  await store.take({ keyHash, vendor: 'gemini', holdId: randomUUID(), limits: LIMITS, holdMs: 0 });
}, 60_000);
afterAll(async () => {
  await h.close();
  await fake.close();
  await db.close();
});

async function seller() {
  const user = await createSignedInUser(h.auth);
  await setPlan(db.handle.db, user.user.id, 'pro');
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { user, browser };
}

async function startRun(browser: ReturnType<typeof createBrowser>): Promise<RunView> {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', randomUUID());
  const res = await browser.request('/api/runs', { method: 'POST', body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as RunView;
}

const runOf = async (browser: ReturnType<typeof createBrowser>, id: string) =>
  (await (await browser.get(`/api/runs/${id}`)).json()) as RunView;

const usedImages = (browser: ReturnType<typeof createBrowser>) => async () =>
  ((await (await browser.get('/api/usage')).json()) as UsageResponse).used;

const generateCalls = () =>
  fake.requests.filter((request) => request.path.endsWith(':generateContent')).length;

describe('a run held back by the shared vendor limit', () => {
  it(
    'shows its shot throttled in the app and the API; stopped, it costs nothing',
    { timeout: 60_000 },
    async () => {
      await store.pause(keyHash, 120_000);
      const calls = generateCalls();
      const { browser } = await seller();
      const keyRes = await browser.post('/api/api-keys', { name: 'sync' });
      const api = createApiClient(h, ((await keyRes.json()) as { secret: string }).secret);
      const started = await startRun(browser);
      // Standing Front first (the identity anchor), waiting for the vendor's turn.
      await expect
        .poll(async () => (await runOf(browser, started.id)).shots[0]!.status, {
          timeout: 30_000,
          interval: 200,
        })
        .toBe('throttled');
      const apiRun = (await (await api(`/runs/${started.id}`)).json()) as ApiRun;
      expect(apiRun.shots.map((shot) => shot.status)).toEqual([
        'throttled',
        'waiting',
        'waiting',
        'waiting',
        'waiting',
      ]);
      expect(generateCalls()).toBe(calls);

      expect((await browser.post(`/api/runs/${started.id}/stop`, {})).status).toBe(200);
      await expect
        .poll(async () => (await runOf(browser, started.id)).status, { timeout: 30_000 })
        .toBe('stopped');
      const stopped = await runOf(browser, started.id);
      expect(stopped.shots.map((shot) => shot.status)).toEqual(Array(5).fill('cancelled'));
      // Settled right after the run's status is written: the images it held are given back.
      await expect.poll(usedImages(browser)).toBe(0);
      expect(generateCalls()).toBe(calls);
      // The pause is lifted, and the bucket refills from now (a shorter pause never cuts a longer).
      await db.handle.db.execute(
        sql`update vendor_rate_limit set paused_until = null, refilled_at = now()`,
      );
    },
  );

  it(
    'makes the catalogue once the pause is over, charged its five images',
    { timeout: 60_000 },
    async () => {
      await store.pause(keyHash, 1_500);
      const before = Date.now();
      const pausedUntil = before + (await store.pausedForMs(keyHash));
      const calls = generateCalls();
      const { browser } = await seller();
      const started = await startRun(browser);
      await expect
        .poll(async () => (await runOf(browser, started.id)).status, { timeout: 45_000 })
        .toBe('completed');
      const run = await runOf(browser, started.id);
      expect(run.generated).toBe(5);
      await expect.poll(usedImages(browser)).toBe(5);
      const sent = fake.requests.filter((r) => r.path.endsWith(':generateContent')).slice(calls);
      expect(sent).toHaveLength(5);
      for (const request of sent) expect(request.at).toBeGreaterThanOrEqual(pausedUntil - 10);
    },
  );
});
