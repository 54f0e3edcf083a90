/**
 * The platform's reference portraits (decision 201) against the Gemini fake: twenty runs on one
 * stock persona at once ask the vendor for its portrait once, and each makes its five shots at
 * once with it, charged only for the shots; twenty processes asking at the same moment get one
 * making; another engine model makes its own; a failing portrait leaves runs on the identity
 * anchor; a maker whose lease lapsed (it died) is taken over.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { loadEnv } from '../src/server/config/env.js';
import { platformPortrait } from '../src/server/db/schema/platform-portraits.js';
import { asSystem } from '../src/server/db/tenant-scope.js';
import { createImageEngine } from '../src/server/engines/create-image-engine.js';
import { createPlatformPortraitRepo } from '../src/server/modules/platform-portraits/platform-portrait-repo.js';
import { platformPersonaOf } from '../src/server/modules/platform-portraits/platform-personas.js';
import { createPlatformPortraits } from '../src/server/modules/platform-portraits/platform-portrait-service.js';
import { generateRequestsOf } from './fakes/gemini-fake.js';
import { runWhenEnded, signedInBrowser, useGeminiRuns } from './support/gemini-runs.js';
import { setPlan } from './support/insert-user.js';

const RUNS = 20;
const context = useGeminiRuns(
  { ENGINE_CONCURRENCY: '5', PLATFORM_PORTRAITS: 'on' },
  { runSlots: RUNS },
);

const PORTRAIT_PROMPT = 'Professional head-and-shoulders portrait photograph';
const PORTRAIT_SENTENCE = 'The last attached image is a portrait of the model';
const ANCHOR_SENTENCE = 'The last attached image is another photograph from this catalogue';

const portraitRequests = () =>
  generateRequestsOf(context.fake).filter((request) => request.prompt.startsWith(PORTRAIT_PROMPT));
const shotRequests = () =>
  generateRequestsOf(context.fake).filter((request) => !request.prompt.startsWith(PORTRAIT_PROMPT));

/** A Pro seller's run of the dress on `modelId` (a stock persona), or on none. */
async function startRun(modelId?: string) {
  const { db, frontPhoto } = context;
  const { user, browser } = await signedInBrowser(context);
  await setPlan(db.handle.db, user.user.id, 'pro');
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', randomUUID());
  if (modelId) form.append('modelId', modelId);
  return { browser, form };
}

async function post(started: Awaited<ReturnType<typeof startRun>>): Promise<RunView> {
  const res = await started.browser.request('/api/runs', { method: 'POST', body: started.form });
  expect(res.status).toBe(201);
  return (await res.json()) as RunView;
}

const usedImages = async (browser: Awaited<ReturnType<typeof startRun>>['browser']) =>
  ((await (await browser.get('/api/usage')).json()) as UsageResponse).used;

async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).removeAlpha().stats();
  return channels.map((channel) => channel.mean);
}
const sameColour = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]!) < 3);

/** The platform's portrait rows, read as the system (the only reader row-level security allows). */
const portraitRows = () =>
  asSystem('test', () => context.db.handle.db.select().from(platformPortrait));

/** A process of its own: its own engine (IMAGE model `model`) and platform portraits. */
function processWith(model = 'gemini-3.1-flash-image', maxWaitMs = 60_000) {
  const env = loadEnv({
    NODE_ENV: 'test',
    IMAGE_ENGINE: 'gemini',
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_BASE_URL: context.fake.url,
    GEMINI_IMAGE_MODEL: model,
    ENGINE_RETRY_BASE_DELAY_MS: '5',
  });
  // What the process logs, line by line, to read what it said.
  const logged: string[] = [];
  const recording = pino({ level: 'info' }, { write: (line: string) => void logged.push(line) });
  const portraits = createPlatformPortraits(
    {
      repo: createPlatformPortraitRepo(context.db.handle.db),
      storage: context.h.storage,
      engine: createImageEngine(env).engine,
      logger: recording,
    },
    { maxWaitMs, pollMs: 50 },
  );
  return {
    logged,
    portraitFor: (personaId: string | null) =>
      asSystem('test', () =>
        portraits.portraitFor(platformPersonaOf(personaId)!, new AbortController().signal),
      ),
  };
}

describe('platform portraits', () => {
  it(
    'makes a stock persona portrait once for twenty runs at once, each run shooting five at once with it, uncharged',
    { timeout: 600_000 },
    async () => {
      const { fake } = context;
      fake.requests.length = 0;
      // Slow enough that every run asks while the portrait is still being made.
      fake.latencyMs = 300;
      const prepared = await Promise.all(
        Array.from({ length: RUNS }, () => startRun('stock-ananya')),
      );
      const started = await Promise.all(prepared.map(post));
      const ended = await Promise.all(
        started.map((run, i) => runWhenEnded(prepared[i]!.browser, run.id, 540_000)),
      );
      fake.latencyMs = 0;
      expect(ended.map((run) => run.status)).toEqual(Array(RUNS).fill('completed'));

      expect(portraitRequests()).toHaveLength(1);
      const [row] = (await portraitRows()).filter((one) => one.personaId === 'stock-ananya');
      expect(row).toMatchObject({
        engine: 'gemini',
        model: 'gemini-3.1-flash-image',
        status: 'ready',
      });
      const portrait = (await context.h.storage.get(row!.storageKey!))!;
      const portraitColour = await meanColour(portrait);

      const shots = shotRequests();
      expect(shots).toHaveLength(RUNS * 5);
      for (const shot of shots) {
        expect(shot.prompt).toContain(PORTRAIT_SENTENCE);
        expect(shot.prompt).not.toContain(ANCHOR_SENTENCE);
        expect(sameColour(await meanColour(shot.images.at(-1)!), portraitColour)).toBe(true);
      }
      // Nobody pays for the portrait: each seller's month counts their five shots.
      for (const { browser } of prepared) expect(await usedImages(browser)).toBe(5);
    },
  );

  it('is made by exactly one of twenty processes asking at the same moment', async () => {
    const { fake } = context;
    fake.requests.length = 0;
    fake.latencyMs = 300;
    const processes = Array.from({ length: 20 }, () => processWith());
    const portraits = await Promise.all(processes.map((one) => one.portraitFor('stock-rohan')));
    fake.latencyMs = 0;
    expect(portraitRequests()).toHaveLength(1);
    expect(portraits.every((image) => image?.equals(portraits[0]!))).toBe(true);
  }, 120_000);

  it('makes a new portrait when the engine model changes', async () => {
    context.fake.requests.length = 0;
    const before = await processWith().portraitFor('stock-rohan');
    expect(portraitRequests()).toHaveLength(0);
    const other = await processWith('gemini-3-pro-image').portraitFor('stock-rohan');
    expect(other).toBeDefined();
    expect(before).toBeDefined();
    expect(portraitRequests()).toHaveLength(1);
    const rows = (await portraitRows()).filter((row) => row.personaId === 'stock-rohan');
    expect(rows.map((row) => row.model).sort()).toEqual([
      'gemini-3-pro-image',
      'gemini-3.1-flash-image',
    ]);
    expect(rows.every((row) => row.status === 'ready')).toBe(true);
  }, 60_000);

  it('takes over the making of a maker whose lease lapsed, and waits for one that lives', async () => {
    const { db, fake } = context;
    const repo = createPlatformPortraitRepo(db.handle.db);
    const key = { personaId: 'stock-meera', engine: 'gemini', model: 'gemini-3.1-flash-image' };
    // A maker holds the claim with a live lease: others wait for it and make nothing.
    await asSystem('test', () => repo.claim(key, 'live-maker', 60_000));
    fake.requests.length = 0;
    expect(await processWith(undefined, 300).portraitFor('stock-meera')).toBeUndefined();
    expect(portraitRequests()).toHaveLength(0);
    // It died: its lease lapses, and the next process to ask makes the portrait.
    await asSystem('test', () =>
      db.handle.db
        .update(platformPortrait)
        .set({ leaseUntil: new Date(Date.now() - 60_000) })
        .where(
          and(eq(platformPortrait.personaId, key.personaId), eq(platformPortrait.model, key.model)),
        ),
    );
    expect(await processWith().portraitFor('stock-meera')).toBeDefined();
    expect(portraitRequests()).toHaveLength(1);
    // The dead maker's claim is gone: it can no longer finish the row.
    expect(await asSystem('test', () => repo.finish(key, 'live-maker', 'elsewhere.png'))).toBe(
      false,
    );
  }, 60_000);

  it(
    'leaves a run on the identity anchor when the portrait cannot be made, and says so',
    { timeout: 120_000 },
    async () => {
      const { fake } = context;
      fake.requests.length = 0;
      // The portrait request is refused (400); the shots are answered.
      fake.script.length = 0;
      fake.script.push('bad-request');
      const started = await startRun();
      const run = await runWhenEnded(started.browser, (await post(started)).id, 90_000);
      expect(run.status).toBe('completed');
      expect(portraitRequests()).toHaveLength(1);
      const shots = shotRequests();
      expect(shots).toHaveLength(5);
      expect(shots[0]!.prompt).toContain('Pose: Standing Front');
      expect(shots[0]!.prompt).not.toContain('The last attached image');
      for (const later of shots.slice(1)) expect(later.prompt).toContain(ANCHOR_SENTENCE);
      expect(await usedImages(started.browser)).toBe(5);
      const [row] = (await portraitRows()).filter((one) => one.personaId === 'default');
      expect(row?.status).toBe('failed');

      // Until it is tried again, runs go without it, and the log says why.
      const one = processWith();
      expect(await one.portraitFor(null)).toBeUndefined();
      expect(portraitRequests()).toHaveLength(1);
      const failing = processWith('gemini-3-pro-image');
      fake.script.push('bad-request');
      expect(await failing.portraitFor(null)).toBeUndefined();
      expect(failing.logged.join('\n')).toContain('runs keep their model with the identity anchor');
    },
  );
});
