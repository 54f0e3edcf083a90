/**
 * The photos' vendor copies (decision 212) in real runs with the Gemini engine against its fake:
 * made by the POST from the upload's own decode, stored beside the photo, and sent by the
 * worker and by a regeneration instead of a copy made from the stored photo again.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import { toVendorJpeg } from '../src/server/engines/ai/vendor-jpeg.js';
import { generateRequestsOf } from './fakes/gemini-fake.js';
import {
  postDressRun,
  runWhenEnded,
  signedInBrowser,
  useGeminiRuns,
} from './support/gemini-runs.js';
import { setPlan } from './support/insert-user.js';
import { keyed } from '../src/core/server-messages.js';

const context = useGeminiRuns({ ENGINE_CONCURRENCY: '5', IDENTITY_ANCHOR: 'off' });

describe("a photo's vendor copy", () => {
  it('is made at the upload and sent by the run and by a regeneration', async () => {
    const { db, fake, h } = context;
    const { user, browser } = await signedInBrowser(context);
    await setPlan(db.handle.db, user.user.id, 'pro');
    fake.requests.length = 0;
    fake.script.length = 0;
    const started = (await (await postDressRun(context, browser)).json()) as RunView;
    const run = await runWhenEnded(browser, started.id);
    expect(run.status).toBe('completed');

    const [row] = await db.handle.db
      .select({ inputKeys: generationRun.inputKeys })
      .from(generationRun)
      .where(eq(generationRun.id, run.id));
    const key = row!.inputKeys['front.vendor']!;
    expect(key).toBe(`runs/${user.user.id}/${run.id}/input-front.vendor.jpg`);
    const copy = (await h.storage.get(key))!;
    // Made from the upload's pixels, not from the stored JPEG: a copy made now would differ.
    const stored = (await h.storage.get(row!.inputKeys.front!))!;
    expect(
      copy.equals(
        (await toVendorJpeg(stored, 'front', 1536, keyed('photoUnreadable', 'front'))).data,
      ),
    ).toBe(false);
    // The shots' requests (a platform portrait's carries no photo).
    const requests = generateRequestsOf(fake).filter((request) => request.images.length > 0);
    expect(requests).toHaveLength(5);
    for (const request of requests) expect(request.images[0]!.equals(copy)).toBe(true);

    // A regeneration reads the stored copy too: replaced, the new one is what is sent.
    const replaced = await sharp(copy).flop().jpeg({ quality: 90 }).toBuffer();
    await h.storage.put(key, replaced);
    fake.requests.length = 0;
    const regenerated = await browser.request(`/api/runs/${run.id}/shots/2/regenerate`, {
      json: { clientRequestId: crypto.randomUUID() },
    });
    expect(regenerated.status).toBe(202);
    await expect
      .poll(
        async () =>
          ((await (await browser.get(`/api/runs/${run.id}`)).json()) as RunView).shots[2]!
            .regeneration?.status,
        { timeout: 45_000, interval: 250 },
      )
      .toBe('completed');
    const [again] = generateRequestsOf(fake).filter((request) => request.images.length > 0);
    expect(again!.images[0]!.equals(replaced)).toBe(true);
  }, 90_000);
});
