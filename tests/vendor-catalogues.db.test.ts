/**
 * A catalogue on each AI engine with its defaults, as a new deployer would run it, against fakes
 * that answer as the vendors do live (decision 214): five images, charged only for the images
 * made. On OpenAI's default model the platform portrait is made, then every shot: before the
 * contract was checked live, gpt-image-2 refused input_fidelity and the catalogue made none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_MESSAGES, type RunView } from '../src/core/runs.js';
import { parseMultipart, startOpenAIFake, type OpenAIFake } from './fakes/openai-fake.js';
import { startFashnFake, type FashnFake } from './fakes/fashn-fake.js';
import { startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import type { FakeServer } from './fakes/fake-server.js';
import { postDressRun, runWhenEnded, signedInBrowser } from './support/gemini-runs.js';
import { drawGarmentPhoto } from './support/garments.js';
import { createRunHarness } from './support/run-harness.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

interface VendorRuns<F extends FakeServer> {
  db: TestDatabase;
  fake: F;
  h: Awaited<ReturnType<typeof createRunHarness>>;
  frontPhoto: Buffer;
}

/** A harness on `engine` with its defaults, against its fake. */
function useVendorRuns<F extends FakeServer>(
  start: () => Promise<F>,
  env: (fake: F) => Record<string, string>,
): VendorRuns<F> {
  const context = {} as VendorRuns<F>;
  beforeAll(async () => {
    [context.db, context.fake] = await Promise.all([createTestDatabase(), start()]);
    context.h = await createRunHarness(context.db, {
      engineEnv: { ENGINE_RETRY_BASE_DELAY_MS: '5', ENGINE_CONCURRENCY: '5', ...env(context.fake) },
    });
    context.frontPhoto = (
      await drawGarmentPhoto(
        { kind: 'dress', color: '#c2185b', pattern: 'floral', accent: '#ffd1e0' },
        { color: '#f4f1ec', noise: 2 },
        { width: 600, height: 750 },
      )
    ).photo;
  }, 300_000);
  afterAll(async () => {
    await context.h?.close();
    await context.fake?.close();
    await context.db?.close();
  });
  return context;
}

async function catalogue(context: VendorRuns<FakeServer>) {
  const { browser } = await signedInBrowser(context);
  const started = (await (await postDressRun(context, browser)).json()) as RunView;
  const run = await runWhenEnded(browser, started.id, 90_000);
  const usage = (await (await browser.get('/api/usage')).json()) as { used: number };
  return { run, used: usage.used };
}

describe('OpenAI with its defaults (gpt-image-2)', () => {
  const context = useVendorRuns<OpenAIFake>(startOpenAIFake, (fake) => ({
    IMAGE_ENGINE: 'openai',
    OPENAI_API_KEY: 'test-openai-key',
    OPENAI_BASE_URL: `${fake.url}/v1`,
    PLATFORM_PORTRAITS: 'on',
  }));

  it('makes the platform portrait, then all five images, and charges five', async () => {
    context.fake.requests.length = 0;
    const { run, used } = await catalogue(context);
    expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
    expect(used).toBe(5);
    const portraits = context.fake.requests.filter((r) => r.path === '/v1/images/generations');
    expect(portraits).toHaveLength(1);
    const edits = context.fake.requests.filter((r) => r.path === '/v1/images/edits');
    expect(edits).toHaveLength(5);
    for (const edit of edits)
      expect((await parseMultipart(edit)).has('input_fidelity')).toBe(false);
  });

  it('charges only the images made when the vendor refuses the account for one shot', async () => {
    context.fake.script.push('billing-limit');
    const { run, used } = await catalogue(context);
    expect(run.shots.filter((shot) => shot.status === 'complete')).toHaveLength(4);
    const failed = run.shots.filter((shot) => shot.status === 'failed');
    expect(failed.map((shot) => shot.failureReason)).toEqual([
      RUN_MESSAGES.imageServiceUnavailable,
    ]);
    expect(used).toBe(4);
  });
});

describe('Gemini with its defaults (gemini-3.1-flash-image at 2K)', () => {
  const context = useVendorRuns<GeminiFake>(startGeminiFake, (fake) => ({
    IMAGE_ENGINE: 'gemini',
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_BASE_URL: fake.url,
  }));

  it('makes all five images, skipping the drafts Gemini 3 thinks in, and charges five', async () => {
    context.fake.script.push('thinking', 'thinking');
    const { run, used } = await catalogue(context);
    expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
    expect(used).toBe(5);
  });
});

describe('FASHN with its defaults (product-to-model)', () => {
  const context = useVendorRuns<FashnFake>(startFashnFake, (fake) => ({
    IMAGE_ENGINE: 'fashn',
    FASHN_API_KEY: 'test-fashn-key',
    FASHN_BASE_URL: fake.url,
    FASHN_POLL_INTERVAL_MS: '20',
  }));

  it('makes all five images without a face reference (5 credits), and charges five', async () => {
    context.fake.requests.length = 0;
    const { run, used } = await catalogue(context);
    expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
    expect(used).toBe(5);
    const runs = context.fake.requests.filter((r) => r.path === '/v1/run');
    expect(runs).toHaveLength(5);
    for (const submitted of runs)
      expect(JSON.parse(submitted.body.toString())).not.toHaveProperty('inputs.face_reference');
  });
});
