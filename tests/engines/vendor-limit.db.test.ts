/**
 * The remote engine under the shared vendor limit (decision 190), against the fake Gemini API
 * answering 429 beyond its rate: with the limit every shot is made and the fake refuses none;
 * without it the same work meets 429s. A 429's retry delay pauses every process (two gates on
 * one database stand for two workers). On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGeminiEngine,
  type GeminiEngineOptions,
} from '../../src/server/engines/ai/gemini-client.js';
import { VendorGate, type VendorLimits } from '../../src/server/engines/ai/vendor-gate.js';
import type { ShotProgress } from '../../src/server/engines/image-engine.js';
import { createVendorLimitRepo } from '../../src/server/modules/vendor-limits/vendor-limit-repo.js';
import { startGeminiFake, type GeminiFake, type GeminiFakeOptions } from '../fakes/gemini-fake.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { frontPhotoRequest, oneShotRequest, outcomeKind } from './engine-test-helpers.js';
import { FAST_RETRY, smallGarmentViews, type SmallGarmentViews } from './garment-fixture.js';

let db: TestDatabase;
let store: ReturnType<typeof createVendorLimitRepo>;
let views: SmallGarmentViews;
const fakes: GeminiFake[] = [];

beforeAll(async () => {
  [db, views] = await Promise.all([createTestDatabase(), smallGarmentViews()]);
  store = createVendorLimitRepo(db.handle.db);
});
afterAll(async () => {
  await Promise.all(fakes.map((fake) => fake.close()));
  await db.close();
});

/** Each test its own key, so their buckets are their own. */
let keys = 0;
const newKey = () => `test-gemini-key-${++keys}`;

async function fakeWithLimit(rateLimit: GeminiFakeOptions['rateLimit']) {
  const fake = await startGeminiFake({ rateLimit });
  fakes.push(fake);
  return fake;
}

function engine(fake: GeminiFake, apiKey: string, options: Partial<GeminiEngineOptions> = {}) {
  return createGeminiEngine({
    apiKey,
    baseUrl: fake.url,
    model: 'gemini-3.1-flash-image',
    highQualityModel: 'gemini-3-pro-image',
    aspectRatio: '4:5',
    imageSize: '2K',
    concurrency: 3,
    shotTimeoutMs: 30_000,
    retry: FAST_RETRY,
    identityAnchor: false,
    ...options,
  });
}

const gate = (apiKey: string, limits: VendorLimits) =>
  new VendorGate(store, 'gemini', apiKey, limits);

const generateCalls = (fake: GeminiFake) =>
  fake.requests.filter((request) => request.path.endsWith(':generateContent'));

describe('the remote engine under the shared vendor limit', () => {
  it('makes every shot of two catalogues at once within a rate the fake would refuse', async () => {
    // Five requests a second, five at once at most: ten shots asked together are too many. The
    // shared bucket keeps a burst of one, so a request held up on its way still finds a token.
    const rate = { perMinute: 300, burst: 5 };
    const limits = { perMinute: 300, burst: 1, maxInFlight: 4, maxWaitMs: 60_000 };
    // The fake takes the key of the fake Gemini; its bucket is the limit of that key.
    const unlimited = await fakeWithLimit(rate);
    const apiKey = 'test-gemini-key';
    const bare = engine(unlimited, apiKey, { retry: { ...FAST_RETRY, attempts: 1 } });
    const withoutLimit = (
      await Promise.all(
        [0, 1].map(() =>
          bare.renderCatalogue(frontPhotoRequest(views.front, 'clean-white-studio')),
        ),
      )
    ).flat();
    // The control: without the shared limit the fake refuses some of the same shots.
    expect(unlimited.rateLimited).toBeGreaterThan(0);
    expect(withoutLimit.filter((outcome) => !outcome.ok).length).toBeGreaterThan(0);

    const fake = await fakeWithLimit(rate);
    const limited = engine(fake, apiKey, { gate: gate(apiKey, limits) });
    const events: ShotProgress[] = [];
    const outcomes = (
      await Promise.all(
        [0, 1].map(() =>
          limited.renderCatalogue(frontPhotoRequest(views.front, 'clean-white-studio'), {
            onProgress: (event) => void events.push(event),
          }),
        ),
      )
    ).flat();
    expect(outcomes.map(outcomeKind)).toEqual(Array(10).fill('ok'));
    expect(fake.rateLimited).toBe(0);
    expect(generateCalls(fake)).toHaveLength(10);
    // The later shots waited for their turn, said so, and went on.
    const waits = events.filter((event) => event.type === 'shot-waiting');
    expect(waits.some((event) => event.waiting)).toBe(true);
    expect(waits.filter((e) => e.waiting).length).toBe(waits.filter((e) => !e.waiting).length);
  });

  it("pauses every worker for a 429's retry delay", async () => {
    const fake = await fakeWithLimit({ perMinute: 60_000, burst: 1000, retryDelayS: 2 });
    fake.script.push('rate-limited');
    const apiKey = newKey();
    fake.latencyMs = 0;
    const limits = { perMinute: 60_000, burst: 100, maxInFlight: 10, maxWaitMs: 60_000 };
    // Two gates on one database: two worker processes with one key.
    const first = engine(fake, 'test-gemini-key', { gate: gate(apiKey, limits) });
    const second = engine(fake, 'test-gemini-key', { gate: gate(apiKey, limits) });
    const firstShot = first.renderCatalogue(
      oneShotRequest(views.front, 'clean-white-studio', 'sitting'),
    );
    // The first worker's 429, and the pause it puts on the key for every worker.
    const keyHash = gate(apiKey, limits).keyHash;
    let pausedMs = 0;
    for (let i = 0; pausedMs === 0 && i < 500; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      pausedMs = await store.pausedForMs(keyHash);
    }
    expect(fake.rateLimited).toBe(1);
    expect(pausedMs).toBeGreaterThan(1000);
    const refusedAt = generateCalls(fake)[0]!.at;

    const events: ShotProgress[] = [];
    const secondShot = second.renderCatalogue(
      oneShotRequest(views.front, 'clean-white-studio', 'smiling'),
      { onProgress: (event) => void events.push(event) },
    );
    const outcomes = [...(await firstShot), ...(await secondShot)];
    expect(outcomes.map(outcomeKind)).toEqual(['ok', 'ok']);
    // Neither worker asked again before the two seconds were over; the second said it waited.
    const later = generateCalls(fake).slice(1);
    expect(later).toHaveLength(2);
    for (const request of later) expect(request.at - refusedAt).toBeGreaterThanOrEqual(1900);
    expect(
      events.filter((event) => event.type === 'shot-waiting').map((event) => event.waiting),
    ).toEqual([true, false]);
  });
});
