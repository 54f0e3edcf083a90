/**
 * Batches through the public API (decisions 161, 162) on a real database with real run
 * workers: products' photos given as URLs the server fetches (public addresses only), and the
 * batch.completed webhook, signed, logged in Settings, and recorded by the sweeper when a
 * crash cut the batch's ending short.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey, WebhookDeliveryView } from '../src/core/api-keys.js';
import type { BatchItemView, BatchView } from '../src/core/batch.js';
import { GARMENT_TEXTS } from '../src/core/garments.js';
import { batch as batchTable } from '../src/server/db/schema/batches.js';
import { webhookDelivery } from '../src/server/db/schema/api.js';
import type { ApiRun } from '../src/server/modules/api/api-schemas.js';
import { createWebhooks } from '../src/server/modules/api/api-module.js';
import { webhookScheduler } from '../src/server/jobs/job-catalogue.js';
import { createApiClient, type ApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { createRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { verifyDelivery } from './support/verify-webhook.js';

/** The one local address these tests let the server call (image URLs, webhooks). */
const LOCAL = '127.0.0.2';
const isAllowedAddress = (address: string) => address === LOCAL;

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let receiver: http.Server;
let receiverUrl: string;
const photos = new Map<string, Buffer>();
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db, { isAllowedAddress });
  const garment = { kind: 'kurta', color: '#1f5c99', pattern: 'buti', accent: '#e9a21b' } as const;
  const ground = { color: '#f4f1ec' };
  const size = { width: 480, height: 600 };
  photos.set('/front.jpg', (await drawGarmentPhoto(garment, ground, size)).photo);
  photos.set(
    '/back.jpg',
    (await drawGarmentPhoto({ ...garment, pattern: 'solid' }, ground, size)).photo,
  );
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const photo = photos.get(req.url ?? '');
      if (photo) {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
        return;
      }
      if (req.url === '/page.html') {
        res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a photo</p>');
        return;
      }
      if (req.url?.startsWith('/redirect?to=')) {
        res.writeHead(302, { location: decodeURIComponent(req.url.slice(13)) }).end();
        return;
      }
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  receiver.listen(0, LOCAL);
  await once(receiver, 'listening');
  receiverUrl = `http://${LOCAL}:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  receiver?.close();
  await h?.close();
  await db?.close();
});

async function seller() {
  const user = await createSignedInUser(h.auth);
  await setPlan(db.handle.db, user.user.id, 'pro');
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  const created = await browser.post('/api/api-keys', { name: 'Catalogue sync' });
  expect(created.status).toBe(201);
  const key = (await created.json()) as CreatedApiKey;
  return { ...user, browser, key, api: createApiClient(h, key.secret) };
}

async function createBatch(api: ApiClient, body: unknown): Promise<BatchView> {
  const answer = await api('/batches', { json: body });
  expect(answer.status).toBe(201);
  return (await answer.json()) as BatchView;
}

/** Polls the batch until it has ended (completed or stopped). */
async function waitForBatch(api: ApiClient, id: string): Promise<BatchView> {
  let last: BatchView | undefined;
  await expect
    .poll(
      async () => {
        last = (await (await api(`/batches/${id}`)).json()) as BatchView;
        return last.status;
      },
      { timeout: 90_000, interval: 250 },
    )
    .toMatch(/^(completed|stopped)$/);
  return last!;
}

const eventsFor = (batchId: string) =>
  received
    .filter((r) => r.body.includes(batchId))
    .map((r) => ({
      ...r,
      event: JSON.parse(r.body) as { type: string; data: { batch: BatchView } },
    }));

describe('batches through the API', () => {
  it('makes products from photo URLs and POSTs one signed batch.completed, logged in Settings', async () => {
    const { api, key, browser } = await seller();
    const batch = await createBatch(api, {
      products: [
        { sku: 'KURTA-URL', backgroundId: 'clean-white-studio', hasBack: true, hasSide: false },
        { sku: 'KURTA-FORM', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
      webhookUrl: `${receiverUrl}/hooks/batches`,
    });
    const [byUrl, byForm] = batch.items;

    const fromUrls = await api(`/batches/${batch.id}/items/${byUrl!.id}/photos`, {
      method: 'PUT',
      json: { front: `${receiverUrl}/front.jpg`, back: `${receiverUrl}/back.jpg` },
    });
    expect(fromUrls.status).toBe(200);
    expect(((await fromUrls.json()) as BatchItemView).runId).not.toBeNull();

    const form = new FormData();
    form.append('front', new Blob([new Uint8Array(photos.get('/front.jpg')!)]), 'front.jpg');
    const fromForm = await api(`/batches/${batch.id}/items/${byForm!.id}/photos`, {
      method: 'PUT',
      body: form,
    });
    expect(fromForm.status).toBe(200);

    const ended = await waitForBatch(api, batch.id);
    expect(ended.status).toBe('completed');
    expect(ended.counts).toMatchObject({ total: 2, done: 2, failed: 0 });

    await expect.poll(() => eventsFor(batch.id).length, { timeout: 30_000 }).toBe(1);
    const [delivery] = eventsFor(batch.id);
    expect(verifyDelivery(key.webhookSecret, delivery!.headers, delivery!.body)).toBe(true);
    expect(delivery!.event.type).toBe('batch.completed');
    expect(delivery!.event.data.batch).toMatchObject({
      id: batch.id,
      status: 'completed',
      counts: { total: 2, done: 2 },
    });
    expect(delivery!.event.data.batch.items.map((item) => item.sku)).toEqual([
      'KURTA-URL',
      'KURTA-FORM',
    ]);
    // The URL product was made from both fetched photos: its shots include the back view.
    const urlRunId = delivery!.event.data.batch.items[0]!.runId!;
    const urlRun = (await (await api(`/runs/${urlRunId}`)).json()) as ApiRun;
    expect(urlRun.shots.map((shot) => shot.name)).toContain('Back');
    expect(urlRun.shots.every((shot) => shot.status === 'complete')).toBe(true);

    await expect
      .poll(async () => {
        const log = (await (
          await browser.get('/api/api-keys/deliveries')
        ).json()) as WebhookDeliveryView[];
        return log.find((entry) => entry.batchId === batch.id);
      })
      .toMatchObject({ event: 'batch.completed', runId: null, status: 'delivered' });

    // A report of one of the batch's images tells the batch's webhook, naming the batch.
    const reported = await api(`/runs/${urlRunId}/shots/0/report`, { json: { reason: 'other' } });
    expect(reported.status).toBe(200);
    await expect.poll(() => eventsFor(batch.id).length, { timeout: 30_000 }).toBe(2);
    const report = eventsFor(batch.id)[1]!;
    expect(verifyDelivery(key.webhookSecret, report.headers, report.body)).toBe(true);
    expect(JSON.parse(report.body)).toMatchObject({
      type: 'image.reported',
      data: { batchId: batch.id, report: { runId: urlRunId, shotIndex: 0 } },
    });
    await expect
      .poll(async () => {
        const log = (await (
          await browser.get('/api/api-keys/deliveries')
        ).json()) as WebhookDeliveryView[];
        return log.find((entry) => entry.event === 'image.reported');
      })
      .toMatchObject({ runId: urlRunId, batchId: null, status: 'delivered' });
  }, 120_000);

  it('takes a garment type and note per product, stores them and gives them to the run', async () => {
    const { api } = await seller();
    const batch = await createBatch(api, {
      products: [
        {
          sku: 'SAREE-1',
          backgroundId: 'clean-white-studio',
          hasBack: false,
          hasSide: false,
          hasDetail: true,
          garmentType: 'saree',
          stylingNote: 'pallu pleated',
        },
        { sku: 'PLAIN-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
    });
    expect(batch.items.map((item) => item.garmentType)).toEqual(['saree', 'other']);
    const [saree] = batch.items;
    const uploaded = await api(`/batches/${batch.id}/items/${saree!.id}/photos`, {
      method: 'PUT',
      json: { front: `${receiverUrl}/front.jpg`, detail: `${receiverUrl}/back.jpg` },
    });
    expect(uploaded.status).toBe(200);
    const runId = ((await uploaded.json()) as BatchItemView).runId!;
    const run = (await (await api(`/runs/${runId}`)).json()) as ApiRun;
    expect(run).toMatchObject({ garmentType: 'saree', stylingNote: 'pallu pleated' });
    expect((await api(`/batches/${batch.id}/stop`, { method: 'POST' })).status).toBe(200);

    const unknown = await api('/batches', {
      json: {
        products: [
          {
            sku: 'TOGA-1',
            backgroundId: 'clean-white-studio',
            hasBack: false,
            hasSide: false,
            garmentType: 'toga',
          },
        ],
      },
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({
      error: { issues: [{ path: 'products.0.garmentType', message: GARMENT_TEXTS.unknownType }] },
    });
  }, 90_000);

  it('refuses photo URLs at private addresses, also after a redirect, and the product still waits', async () => {
    const { api } = await seller();
    const batch = await createBatch(api, {
      products: [
        { sku: 'TEE-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
    });
    const itemId = batch.items[0]!.id;
    const port = (receiver.address() as AddressInfo).port;
    for (const front of [
      `http://127.0.0.1:${port}/front.jpg`,
      'http://10.0.0.7/front.jpg',
      'http://169.254.169.254/latest/meta-data/',
      `${receiverUrl}/redirect?to=${encodeURIComponent('http://10.1.2.3/front.jpg')}`,
    ]) {
      const answer = await api(`/batches/${batch.id}/items/${itemId}/photos`, {
        method: 'PUT',
        json: { front },
      });
      expect({ front, status: answer.status }).toEqual({ front, status: 400 });
      const body = (await answer.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(
        /^The front image could not be fetched: .*private or local network/,
      );
    }
    const after = (await (await api(`/batches/${batch.id}`)).json()) as BatchView;
    expect(after.items[0]).toMatchObject({ status: 'awaiting_photos', runId: null });

    const notAnImage = await api(`/batches/${batch.id}/items/${itemId}/photos`, {
      method: 'PUT',
      json: { front: `${receiverUrl}/page.html` },
    });
    expect(notAnImage.status).toBe(415);
    expect(((await notAnImage.json()) as { error: { message: string } }).error.message).toBe(
      "The front image is not a JPG, PNG, WebP, AVIF or HEIC image (it is 'text/html').",
    );
  }, 60_000);

  it('refuses a webhookUrl at a private address before the batch is made', async () => {
    const { api, user } = await seller();
    const answer = await api('/batches', {
      json: {
        products: [
          { sku: 'TEE-2', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
        ],
        webhookUrl: 'http://10.0.0.1/hook',
      },
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
      /^The webhookUrl cannot be used/,
    );
    const batches = await db.handle.db
      .select()
      .from(batchTable)
      .where(eq(batchTable.userId, user.id));
    expect(batches).toHaveLength(0);
  });

  it('refuses price economy on an engine without a batch mode, before anything is reserved', async () => {
    const { api, user, browser } = await seller();
    const answer = await api('/batches', {
      json: {
        products: [
          { sku: 'TEE-3', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
        ],
        price: 'economy',
      },
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message:
          'Economy batches need an image service with a batch mode. Start this batch as Standard.',
        key: 'economyUnavailable',
        values: [],
      },
    });
    const batches = await db.handle.db
      .select()
      .from(batchTable)
      .where(eq(batchTable.userId, user.id));
    expect(batches).toHaveLength(0);
    expect(((await (await browser.get('/api/usage')).json()) as { used: number }).used).toBe(0);
  });

  it('sends batch.completed for a stopped batch once, and the sweeper records one a crash lost', async () => {
    const { api } = await seller();
    const batch = await createBatch(api, {
      products: [
        { sku: 'SAREE-9', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      ],
      webhookUrl: `${receiverUrl}/hooks/stopped`,
    });
    expect((await api(`/batches/${batch.id}/stop`, { method: 'POST' })).status).toBe(200);
    await expect.poll(() => eventsFor(batch.id).length, { timeout: 30_000 }).toBe(1);
    expect(eventsFor(batch.id)[0]!.event.data.batch).toMatchObject({
      status: 'stopped',
      counts: { total: 1, stopped: 1 },
    });

    // A crash between the batch's ending and the record of its event: the record is missing.
    const lost = and(
      eq(webhookDelivery.batchId, batch.id),
      eq(webhookDelivery.event, 'batch.completed'),
    );
    await db.handle.db.delete(webhookDelivery).where(lost);
    const webhooks = createWebhooks({
      db: db.handle.db,
      publicUrl: h.env.PUBLIC_URL,
      schedule: webhookScheduler(h.boss),
      isAllowedAddress,
    });
    await webhooks.recordMissedBatchEvents();
    await webhooks.recordMissedBatchEvents(); // a second sweep records nothing more
    expect(await db.handle.db.select().from(webhookDelivery).where(lost)).toHaveLength(1);
    await expect.poll(() => eventsFor(batch.id).length, { timeout: 30_000 }).toBe(2);
  }, 60_000);
});
