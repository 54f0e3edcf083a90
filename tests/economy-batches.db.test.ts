import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../src/core/api-keys.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import { vendorRequest } from '../src/server/db/schema/vendor-requests.js';
import type { BatchView } from '../src/core/batch.js';
import { RUN_MESSAGES, type RunView } from '../src/core/runs.js';
import { BatchSchema } from '../src/server/modules/api/api-batch-schemas.js';
import { generateRequestsOf } from './fakes/gemini-fake.js';
import { createApiClient } from './support/api-client.js';
import { signedInBrowser, useGeminiRuns } from './support/gemini-runs.js';
import { setPlan } from './support/insert-user.js';
import { verifyDelivery } from './support/verify-webhook.js';
import { SERVER_MESSAGES } from '../src/core/server-messages.js';

/**
 * Economy batches end to end on a real database (decision 203): the batch reserves half an image
 * a shot, each product's run is submitted to the Batch API fake as one job, the poll job maps the
 * answers back to shots, and what was not made goes back. Through the API too, with its
 * batch.completed webhook; and a run whose vendor job's name a crash lost finds the job again.
 */
/** The one local address the server may call here: the webhook receiver. */
const LOCAL = '127.0.0.2';
const context = useGeminiRuns({}, { isAllowedAddress: (address) => address === LOCAL });

const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl: string;
beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  receiver.listen(0, LOCAL);
  await once(receiver, 'listening');
  receiverUrl = `http://${LOCAL}:${(receiver.address() as AddressInfo).port}`;
});
afterAll(() => receiver?.close());

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
    // The vendor's bill (decision 225): the three images at the Batch API's half price (1,680
    // tokens at $30/M and the photo's input), the two answered without one their inputs alone.
    const rows = await context.db.handle.db
      .select()
      .from(vendorRequest)
      .where(eq(vendorRequest.runId, ended.items[0]!.runId!));
    const costs = rows.map((row) => [row.ended, row.costMicroUsd] as const);
    expect(costs.filter(([end]) => end === 'image')).toHaveLength(3);
    expect(costs.filter(([end]) => end === 'no-image')).toHaveLength(2);
    for (const [end, cost] of costs) {
      if (end === 'image') expect(cost).toBeGreaterThan(50_400);
      expect(cost).toBeLessThan(end === 'image' ? 52_000 : 1_600);
    }
  });

  it('waits out a busy Batch API (429, 503) when submitting: never a crashed run', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.createScript.push('unavailable', 'rate-limited');
    const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
    await uploadFront(browser, batch);
    const ended = await batchWhenEnded(browser, batch.id);
    expect(ended.items[0]).toMatchObject({ status: 'completed', shotsDone: 5 });
    expect(context.fake.batch.controls.createScript).toEqual([]);
  });

  it('fails the shots of a submission the vendor refused for the account, and charges none', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.createScript.push('permission-denied');
    const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
    await uploadFront(browser, batch);
    const ended = await batchWhenEnded(browser, batch.id);
    expect(ended.items[0]).toMatchObject({ status: 'failed', shotsDone: 0 });
    const runId = ended.items[0]!.runId!;
    const run = (await (await browser.get(`/api/runs/${runId}`)).json()) as RunView;
    expect(run.status).not.toBe('crashed');
    expect(run.shots.map((shot) => shot.failureReason)).toEqual(
      Array(5).fill(RUN_MESSAGES.imageServiceUnavailable),
    );
    expect(run.shots.map((shot) => shot.failureMessage)).toEqual(
      Array(5).fill({ key: 'imageServiceUnavailable', values: [] }),
    );
    expect(await usageOf(browser)).toMatchObject({ used: 0 });
  });

  it('fails every shot of an expired job and gives all of them back', async () => {
    const { browser } = await signedInBrowser(context);
    context.fake.batch.controls.plan = { end: 'BATCH_STATE_EXPIRED', pollsUntilDone: 1 };
    try {
      const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
      await uploadFront(browser, batch);
      const ended = await batchWhenEnded(browser, batch.id);
      // The product's reason by its key beside the English (decision 275).
      expect(ended.items[0]).toMatchObject({
        status: 'failed',
        error: SERVER_MESSAGES.batchProductFailed,
        errorMessage: { key: 'batchProductFailed', values: [] },
      });
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

  it(
    'finds its vendor job again after a crash lost the job’s name, and submits it once',
    { timeout: 120_000 },
    async () => {
      const { browser } = await signedInBrowser(context);
      const submissions = () =>
        context.fake.requests.filter((request) => request.path.endsWith(':batchGenerateContent'))
          .length;
      const before = submissions();
      context.fake.batch.controls.plan = { end: 'hold', pollsUntilDone: 0 };
      try {
        const batch = (await (await startEconomyBatch(browser)).json()) as BatchView;
        await uploadFront(browser, batch);
        const runId = ((await (await browser.get(`/api/batches/${batch.id}`)).json()) as BatchView)
          .items[0]!.runId!;
        const runRow = async () =>
          (
            await context.db.handle.db
              .select()
              .from(generationRun)
              .where(eq(generationRun.id, runId))
          )[0]!;
        await expect
          .poll(async () => (await runRow()).vendorJob, { timeout: 30_000 })
          .toMatch(/^batches\//);
        const { vendorJob, attempt } = await runRow();
        expect(submissions()).toBe(before + 1);

        // What a crash between the vendor's answer and storing the job's name leaves: the
        // submission noted, no job name, and the attempt's lease run out.
        await context.db.handle.db
          .update(generationRun)
          .set({ vendorJob: null, leaseUntil: sql`now() - interval '1 second'` })
          .where(eq(generationRun.id, runId));
        // The sweeper gives the run a new attempt, which finds the job by its display name.
        await expect
          .poll(
            async () => {
              const row = await runRow();
              return row.attempt > attempt ? row.vendorJob : null;
            },
            { timeout: 30_000, interval: 200 },
          )
          .toBe(vendorJob);
        expect(submissions()).toBe(before + 1);

        await context.fake.batch.settle(vendorJob!.split('/')[1]!, 'BATCH_STATE_SUCCEEDED');
        const ended = await batchWhenEnded(browser, batch.id);
        expect(ended.items[0]).toMatchObject({ status: 'completed', shotsDone: 5, shotsTotal: 5 });
        expect(submissions()).toBe(before + 1);
        expect(await usageOf(browser)).toMatchObject({ used: 2.5 });
      } finally {
        context.fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 };
      }
    },
  );
});

describe('economy batches through the API', () => {
  async function apiSeller() {
    const { user, browser } = await signedInBrowser(context);
    await setPlan(context.db.handle.db, user.user.id, 'pro');
    const created = await browser.post('/api/api-keys', { name: 'Economy sync' });
    expect(created.status).toBe(201);
    const key = (await created.json()) as CreatedApiKey;
    return { browser, key, api: createApiClient(context.h, key.secret) };
  }

  const product = {
    sku: 'KURTA-ECO',
    backgroundId: 'clean-white-studio',
    hasBack: false,
    hasSide: false,
  };

  it(
    'makes an economy batch with price "economy" and POSTs its batch.completed as the docs say',
    { timeout: 120_000 },
    async () => {
      const { api, key, browser } = await apiSeller();
      const created = await api('/batches', {
        json: { products: [product], price: 'economy', webhookUrl: `${receiverUrl}/hooks` },
      });
      expect(created.status).toBe(201);
      const batch = (await created.json()) as BatchView;
      // Half an image for each of the product's five shots, held from the start.
      expect(await usageOf(browser)).toMatchObject({ used: 2.5 });

      const form = new FormData();
      form.append('front', new Blob([new Uint8Array(context.frontPhoto)]), 'front.jpg');
      const uploaded = await api(`/batches/${batch.id}/items/${batch.items[0]!.id}/photos`, {
        method: 'PUT',
        body: form,
      });
      expect(uploaded.status).toBe(200);
      const runId = ((await uploaded.json()) as { runId: string }).runId;

      const deliveries = () => received.filter((delivery) => delivery.body.includes(batch.id));
      await expect.poll(() => deliveries().length, { timeout: 60_000, interval: 250 }).toBe(1);
      const [delivery] = deliveries();
      expect(verifyDelivery(key.webhookSecret, delivery!.headers, delivery!.body)).toBe(true);
      const event = JSON.parse(delivery!.body) as {
        type: string;
        createdAt: string;
        data: { batch: BatchView };
      };
      // The body of /docs/api: the event's type, when, and the batch as GET /batches/{id} has it.
      expect(Object.keys(event).sort()).toEqual(['createdAt', 'data', 'type']);
      expect(event.type).toBe('batch.completed');
      expect(new Date(event.createdAt).toISOString()).toBe(event.createdAt);
      expect(Object.keys(event.data)).toEqual(['batch']);
      expect(Object.keys(event.data.batch).sort()).toEqual(Object.keys(BatchSchema.shape).sort());
      expect(event.data.batch).toMatchObject({
        id: batch.id,
        status: 'completed',
        counts: { total: 1, done: 1, failed: 0, stopped: 0, remaining: 0 },
      });
      expect(event.data.batch.items).toEqual([
        expect.objectContaining({
          sku: 'KURTA-ECO',
          status: 'completed',
          runId,
          shotsDone: 5,
          shotsTotal: 5,
          catalogueId: expect.any(String),
        }),
      ]);
      expect(event.data.batch).toEqual(
        (await (await api(`/batches/${batch.id}`)).json()) as BatchView,
      );
      // The shots were made by the Batch API, and kept at half an image each.
      const [row] = await context.db.handle.db
        .select()
        .from(generationRun)
        .where(eq(generationRun.id, runId));
      expect(row!.vendorJob).toMatch(/^batches\//);
      expect(await usageOf(browser)).toMatchObject({ used: 2.5 });
    },
  );

  it('refuses a price it does not know with 400, saying which prices there are', async () => {
    const { api, browser } = await apiSeller();
    const answer = await api('/batches', { json: { products: [product], price: 'cheap' } });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are missing or invalid.',
        key: 'validationFailed',
        values: [],
        issues: [
          {
            path: 'price',
            message: 'price is standard or economy.',
            key: 'batchPrice',
            values: [],
          },
        ],
      },
    });
    expect(await usageOf(browser)).toMatchObject({ used: 0 });
  });
});
