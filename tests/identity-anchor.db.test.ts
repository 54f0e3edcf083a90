/**
 * One model across the five shots (decision 123) in real runs with the Gemini engine against
 * its fake: Standing Front is made first and, as kept after its colour check, sent with the
 * other four; a regenerated pose is sent the run's stored first shot.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import { runShot } from '../src/server/db/schema/runs.js';
import { generateRequestsOf } from './fakes/gemini-fake.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from './support/gemini-runs.js';
import { setPlan } from './support/insert-user.js';
import { TEST_SHOT_SIZE } from './support/run-harness.js';

const context = useGeminiRuns({ ENGINE_CONCURRENCY: '5' });

const ANCHOR_SENTENCE = 'The last attached image is another photograph from this catalogue';

/** Mean colour of an image, to recognise the shot a vendor was sent after re-encoding. */
async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).removeAlpha().stats();
  return channels.map((channel) => channel.mean);
}
const sameColour = (a: number[], b: number[]) => a.every((value, i) => Math.abs(value - b[i]!) < 3);

describe('one model across the five shots', () => {
  it('sends Standing Front, as kept after its colour check, with the other four and with a regenerated pose', async () => {
    const { db, fake, h } = context;
    const { user, browser } = await signedInBrowser(context);
    // Pro: the run's five images and the regeneration's one fit the month.
    await setPlan(db.handle.db, user.user.id, 'pro');
    fake.requests.length = 0;
    // The first answer comes back recoloured: the check makes Standing Front again, and the
    // later shots must be sent that second take, not the rejected one.
    fake.script.length = 0;
    fake.script.push('recoloured');
    const started = (await (await postDressRun(context, browser)).json()) as RunView;
    const run = await runWhenEnded(browser, started.id);
    expect(run.status).toBe('completed');

    const requests = generateRequestsOf(fake);
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
    await expect
      .poll(
        async () =>
          ((await (await browser.get(`/api/runs/${run.id}`)).json()) as RunView).shots[3]!
            .regeneration?.status,
        { timeout: 45_000, interval: 250 },
      )
      .toMatch(/completed|failed/);
    const [again] = generateRequestsOf(fake);
    expect(again!.prompt).toContain(ANCHOR_SENTENCE);
    expect(sameColour(await meanColour(again!.images.at(-1)!), storedColour)).toBe(true);
  }, 90_000);
});
