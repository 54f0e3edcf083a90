import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationRun } from '../src/server/db/schema/runs.js';
import type { BatchView } from '../src/core/batch.js';
import { generateRequestsOf } from './fakes/gemini-fake.js';
import { signedInBrowser, useGeminiRuns } from './support/gemini-runs.js';

/**
 * Economy batches end to end on a real database (decision 203): the batch reserves half an image
 * a shot, each product's run is submitted to the Batch API fake as one job, the poll job maps the
 * answers back to shots, and what was not made goes back.
 */
const context = useGeminiRuns({});

type Browser = Awaited<ReturnType<typeof signedInBrowser>>['browser'];

async function startEconomyBatch(browser: Browser, price = 'economy') {
  const response = await browser.request('/api/batches', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientRequestId: crypto.randomUUID(),
      price,
      products: [
        { sku: 'DRESS-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
    }),
  });
  return response;
}

async function uploadFront(browser: Browser, batch: BatchView) {
  const form = new FormData();
  form.append(
    'front',
    new Blob([new Uint8Array(context.frontPhoto)], { type: 'image/jpeg' }),
    'f.jpg',
  );
  const item = batch.items[0]!;
  const response = await browser.request(`/api/batches/${batch.id}/items/${item.id}/photos`, {
    method: 'PUT',
    body: form,
  });
  expect(response.status).toBe(200);
}

const usageOf = async (browser: Browser) =>
  (await (await browser.get('/api/usage')).json()) as { used: number; remaining: number };

async function batchWhenEnded(browser: Browser, id: string): Promise<BatchView> {
  let batch: BatchView | undefined;
  await expect
    .poll(
      async () => {
        batch = (await (await browser.get(`/api/batches/${id}`)).json()) as BatchView;
        return batch.status;
      },
      { timeout: 60_000, interval: 300 },
    )
    .toMatch(/^(completed|stopped)$/);
  return batch!;
}

describe('economy batches', () => {
  it('reserves half an image a shot, makes the shots through the Batch API and keeps them', async () => {
    const { browser } = await signedInBrowser(context);
    const before = context.fake.batch.controls.batches.size;
    const generateCalls = generateRequestsOf(context.fake).length;
    const response = await startEconomyBatch(browser);
    expect(response.status).toBe(201);
    const batch = (await response.json()) as BatchView;
    expect(await usageOf(browser)).toMatchObject({ used: 2.5, remaining: 2.5 });

    await uploadFront(browser, batch);
    const ended = await batchWhenEnded(browser, batch.id);
    expect(ended.items[0]).toMatchObject({ status: 'completed', shotsDone: 5, shotsTotal: 5 });
    expect(context.fake.batch.controls.batches.size).toBe(before + 1);
    // No shot went through the standard generateContent path.
    expect(generateRequestsOf(context.fake).length).toBe(generateCalls);
    expect(await usageOf(browser)).toMatchObject({ used: 2.5 });
  });

  it('gives back half an image for each shot the vendor could not make', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.itemScript.push('image', 'error', 'image', 'no-image', 'image');
    const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
    await uploadFront(browser, batch);
    const ended = await batchWhenEnded(browser, batch.id);
    expect(ended.items[0]).toMatchObject({ shotsDone: 3 });
    expect(await usageOf(browser)).toMatchObject({ used: 1.5 });
  });

  it('fails every shot of an expired job and gives all of them back', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.plan = { end: 'BATCH_STATE_EXPIRED', pollsUntilDone: 1 };
    try {
      const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
      await uploadFront(browser, batch);
      const ended = await batchWhenEnded(browser, batch.id);
      expect(ended.items[0]).toMatchObject({ status: 'failed' });
      expect(await usageOf(browser)).toMatchObject({ used: 0 });
    } finally {
      context.fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 };
    }
  });

  it('keeps the vendor job on the run while it waits, and a stop cancels it and gives all back', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.plan = { end: 'hold', pollsUntilDone: 0 };
    try {
      const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
      await uploadFront(browser, batch);
      const runId = ((await (await browser.get(`/api/batches/${batch.id}`)).json()) as BatchView)
        .items[0]!.runId!;
      // The wait is the database's: the run holds the vendor's job name (what a restarted
      // process polls again), and is still running.
      let row: typeof generationRun.$inferSelect | undefined;
      await expect
        .poll(
          async () => {
            [row] = await context.db.handle.db
              .select()
              .from(generationRun)
              .where(eq(generationRun.id, runId));
            return row?.vendorJob ?? null;
          },
          { timeout: 30_000, interval: 200 },
        )
        .toMatch(/^batches\//);
      expect(row!.status).toBe('running');
      const id = row!.vendorJob!.split('/')[1]!;
      expect(context.fake.batch.controls.batches.get(id)!.state).not.toBe('BATCH_STATE_CANCELLED');

      await browser.request(`/api/runs/${runId}/stop`, { method: 'POST' });
      const ended = await batchWhenEnded(browser, batch.id);
      expect(ended.items[0]).toMatchObject({ status: 'stopped' });
      expect(context.fake.batch.controls.batches.get(id)!.state).toBe('BATCH_STATE_CANCELLED');
      expect(
        context.fake.requests.some((request) => request.path === `/v1beta/batches/${id}:cancel`),
      ).toBe(true);
      expect(await usageOf(browser)).toMatchObject({ used: 0 });
    } finally {
      context.fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 };
    }
  });
});
