/**
 * The colour check in a real run (decision 120) with the Gemini engine against its fake: a
 * shot answered recoloured is made once more at no charge; one recoloured twice is kept with
 * the warning and its score; a run always counts one image per stored shot.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import { drawGarmentPhoto } from './support/garments.js';
import { createRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let fake: GeminiFake;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let frontPhoto: Buffer;

beforeAll(async () => {
  [db, fake] = await Promise.all([createTestDatabase(), startGeminiFake()]);
  h = await createRunHarness(db, {
    engineEnv: {
      IMAGE_ENGINE: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: fake.url,
      ENGINE_CONCURRENCY: '1',
      ENGINE_RETRY_BASE_DELAY_MS: '5',
    },
  });
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'dress', color: '#c2185b', pattern: 'floral', accent: '#ffd1e0' },
      { color: '#f4f1ec', noise: 2 },
      { width: 600, height: 750 },
    )
  ).photo;
}, 60_000);
afterAll(async () => {
  await h?.close();
  await fake?.close();
  await db?.close();
});

async function runOnce(script: typeof fake.script) {
  const user = await createSignedInUser(h.auth);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  fake.script.length = 0;
  fake.script.push(...script);
  fake.requests.length = 0;
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', crypto.randomUUID());
  const started = (await (
    await browser.request('/api/runs', { method: 'POST', body: form })
  ).json()) as RunView;
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await browser.get(`/api/runs/${started.id}`)).json()) as RunView;
        return run.status;
      },
      { timeout: 45_000, interval: 250 },
    )
    .toMatch(/completed|stopped|failed/);
  const usage = (await (await browser.get('/api/usage')).json()) as UsageResponse;
  const rows = await db.handle.db.select().from(runShot).where(eq(runShot.runId, started.id));
  const calls = fake.requests.filter((r) => r.path.endsWith(':generateContent')).length;
  return { run: run!, usage, rows: rows.sort((a, b) => a.index - b.index), calls };
}

describe('the colour check in a run', () => {
  it('a shot answered recoloured is made once more, then kept without a warning; five images counted', async () => {
    const { run, usage, rows, calls } = await runOnce(['recoloured']);
    expect(run.status).toBe('completed');
    expect(calls).toBe(6);
    expect(run.shots.map((shot) => shot.colourWarning)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(rows.every((row) => row.colourScore !== null && row.colourScore >= 0.02)).toBe(true);
    expect(
      rows.filter((row) => (row.meta as { colour?: { retried: boolean } }).colour?.retried),
    ).toHaveLength(1);
    expect(usage.used).toBe(5);
  }, 60_000);

  it('a shot recoloured twice is kept with the warning and its score; still five images counted', async () => {
    const { run, usage, rows, calls } = await runOnce(['recoloured', 'recoloured']);
    expect(calls).toBe(6);
    expect(run.shots.filter((shot) => shot.colourWarning)).toHaveLength(1);
    const warned = rows.find((row) => row.colourWarning)!;
    expect(warned.colourScore).toBeLessThan(0.02);
    expect(run.shots.find((shot) => shot.colourWarning)!.status).toBe('complete');
    expect(usage.used).toBe(5);
  }, 60_000);
});
