/**
 * One model across the five shots (decision 123) in real runs with the Gemini engine against
 * its fake: Standing Front is made first and, as kept after its colour check, sent with the
 * other four; a regenerated pose is sent the run's stored first shot.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { startGeminiFake, type GeminiFake } from './fakes/gemini-fake.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { createRunHarness, TEST_SHOT_SIZE } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let fake: GeminiFake;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let frontPhoto: Buffer;

const ANCHOR_SENTENCE = 'The last attached image is another photograph from this catalogue';
type Body = { contents: { parts: { text?: string; inlineData?: { data: string } }[] }[] };

/** What the fake was sent, in order: each request's prompt and attached images. */
const sent = () =>
  fake.requests
    .filter((request) => request.path.endsWith(':generateContent'))
    .map((request) => {
      const parts = (JSON.parse(request.body.toString()) as Body).contents[0]!.parts;
      return {
        prompt: parts[0]!.text ?? '',
        images: parts.flatMap((part) =>
          part.inlineData ? [Buffer.from(part.inlineData.data, 'base64')] : [],
        ),
      };
    });

/** Mean colour of an image, to recognise the shot a vendor was sent after re-encoding. */
async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).removeAlpha().stats();
  return channels.map((channel) => channel.mean);
}
const sameColour = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]!) < 3);

beforeAll(async () => {
  [db, fake] = await Promise.all([createTestDatabase(), startGeminiFake()]);
  h = await createRunHarness(db, {
    engineEnv: {
      IMAGE_ENGINE: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: fake.url,
      ENGINE_CONCURRENCY: '5',
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

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        value = await read();
        return done(value);
      },
      { timeout: 45_000, interval: 250 },
    )
    .toBe(true);
  return value!;
}

describe('one model across the five shots', () => {
  it('sends Standing Front, as kept after its colour check, with the other four and with a regenerated pose', async () => {
    const user = await createSignedInUser(h.auth);
    // Pro: the run's five images and the regeneration's one fit the month.
    await setPlan(db.handle.db, user.user.id, 'pro');
    const browser = createBrowser(h);
    browser.setCookie(user.cookie.name, user.cookie.value);
    fake.requests.length = 0;
    // The first answer comes back recoloured: the check makes Standing Front again, and the
    // later shots must be sent that second take, not the rejected one.
    fake.script.length = 0;
    fake.script.push('recoloured');
    const form = new FormData();
    form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', crypto.randomUUID());
    const started = (await (
      await browser.request('/api/runs', { method: 'POST', body: form })
    ).json()) as RunView;
    const run = await waitFor(
      async () => (await (await browser.get(`/api/runs/${started.id}`)).json()) as RunView,
      (view) => /completed|stopped|failed/.test(view.status),
    );
    expect(run.status).toBe('completed');

    const requests = sent();
    expect(requests).toHaveLength(6);
    const [rejected, kept, ...later] = requests;
    for (const first of [rejected!, kept!]) {
      expect(first.prompt).toContain('Pose: Standing Front');
      expect(first.prompt).not.toContain(ANCHOR_SENTENCE);
    }
    const rows = (await db.handle.db.select().from(runShot).where(eq(runShot.runId, run.id))).sort(
      (a, b) => a.index - b.index,
    );
    const stored = await h.storage.get(rows[0]!.imageKey!);
    const storedColour = await meanColour(stored!);
    expect(later).toHaveLength(4);
    for (const request of later) {
      expect(request.prompt).toContain(ANCHOR_SENTENCE);
      const reference = request.images.at(-1)!;
      expect(await sharp(reference).metadata()).toMatchObject(TEST_SHOT_SIZE);
      expect(sameColour(await meanColour(reference), storedColour)).toBe(true);
    }

    // Regenerating a later pose sends the stored first shot too.
    fake.requests.length = 0;
    const regenerated = await browser.request(`/api/runs/${run.id}/shots/3/regenerate`, {
      json: { clientRequestId: crypto.randomUUID() },
    });
    expect(regenerated.status).toBe(202);
    await waitFor(
      async () => (await (await browser.get(`/api/runs/${run.id}`)).json()) as RunView,
      (view) => /completed|failed/.test(view.shots[3]!.regeneration?.status ?? ''),
    );
    const [again] = sent();
    expect(again!.prompt).toContain(ANCHOR_SENTENCE);
    expect(sameColour(await meanColour(again!.images.at(-1)!), storedColour)).toBe(true);
  }, 90_000);
});
