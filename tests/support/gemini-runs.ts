/**
 * Runs made by an AI engine in the db tests: the run harness with the Gemini engine against its
 * fake (tests/fakes/gemini-fake.ts), a drawn dress photo, and a run POSTed and followed over HTTP
 * as the dashboard does.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { RunView } from '../../src/core/runs.js';
import type { UsageResponse } from '../../src/core/usage.js';
import { runShot } from '../../src/server/db/schema/runs.js';
import { startGeminiFake, type GeminiBehaviour, type GeminiFake } from '../fakes/gemini-fake.js';
import { drawGarmentPhoto } from './garments.js';
import { createRunHarness } from './run-harness.js';
import { createSignedInUser } from './signed-in-user.js';
import { createBrowser } from './test-browser.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface GeminiRuns {
  db: TestDatabase;
  fake: GeminiFake;
  h: Awaited<ReturnType<typeof createRunHarness>>;
  /** A magenta floral dress, 600x750 JPEG. */
  frontPhoto: Buffer;
}

/** The harness of one test file, made before its tests; `engineEnv` adds to the Gemini keys. */
export function useGeminiRuns(
  engineEnv: Record<string, string>,
  harness: Pick<
    NonNullable<Parameters<typeof createRunHarness>[1]>,
    'runSlots' | 'isAllowedAddress' | 'economyPollIntervalMs' | 'env'
  > = {},
): GeminiRuns {
  const context = {} as GeminiRuns;
  beforeAll(async () => {
    [context.db, context.fake] = await Promise.all([createTestDatabase(), startGeminiFake()]);
    context.h = await createRunHarness(context.db, {
      engineEnv: {
        IMAGE_ENGINE: 'gemini',
        GEMINI_API_KEY: 'test-gemini-key',
        GEMINI_BASE_URL: context.fake.url,
        ENGINE_RETRY_BASE_DELAY_MS: '5',
        ...engineEnv,
      },
      ...harness,
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

/** A new signed-in user's browser on the harness. */
export async function signedInBrowser(context: Pick<GeminiRuns, 'h'>) {
  const user = await createSignedInUser(context.h.auth);
  const browser = createBrowser(context.h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { user, browser };
}

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

/** POST /api/runs with the dress photo on Clean White Studio; the server's answer. */
export function postDressRun(
  context: Pick<GeminiRuns, 'frontPhoto'>,
  browser: Browser,
): Promise<Response> {
  const form = new FormData();
  const photo = new Blob([new Uint8Array(context.frontPhoto)], { type: 'image/jpeg' });
  form.append('front', photo, 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', crypto.randomUUID());
  return browser.request('/api/runs', { method: 'POST', body: form });
}

/** The run once it has ended (completed, failed or stopped). */
export async function runWhenEnded(
  browser: Browser,
  runId: string,
  timeout = 45_000,
): Promise<RunView> {
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await browser.get(`/api/runs/${runId}`)).json()) as RunView;
        return run.status;
      },
      { timeout, interval: 250 },
    )
    .toMatch(/^(completed|failed|stopped)$/);
  return run!;
}

/**
 * One dress run by a new seller with the fake answering by `script`: the ended run, the month's
 * usage, the run's shot rows in order and the number of image requests the fake received.
 */
export async function scriptedDressRun(context: GeminiRuns, script: GeminiBehaviour[]) {
  const { db, fake } = context;
  const { browser } = await signedInBrowser(context);
  fake.script.length = 0;
  fake.script.push(...script);
  fake.requests.length = 0;
  const started = (await (await postDressRun(context, browser)).json()) as { id: string };
  const run = await runWhenEnded(browser, started.id);
  const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
  const rows = await db.handle.db.select().from(runShot).where(eq(runShot.runId, started.id));
  const calls = fake.requests.filter((r) => r.path.endsWith(':generateContent')).length;
  return { browser, run, usage, rows: rows.sort((a, b) => a.index - b.index), calls };
}
