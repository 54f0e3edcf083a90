/**
 * Batches (decision 160) through the real HTTP routes, pg-boss and the studio engine: the quota of
 * every product reserved up front (or a 402 that says how many fit, and nothing made), one run
 * per product started by its photos, a catalogue per SKU, the batch ended once with one email, a
 * stop that counts only what was made, a retry, the zip with its manifest, and another user's ids
 * answered as missing ones.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BatchView } from '../src/core/batch.js';
import type { UsageResponse } from '../src/core/usage.js';
import { batchItem } from '../src/server/db/schema/batches.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { readZip } from './support/read-zip.js';
import { useRunHarness } from './support/run-harness.js';
import { createApiClient } from './support/api-client.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';

const ctx = useRunHarness();
let front: Buffer;
let back: Buffer;

beforeAll(async () => {
  const draw = (color: string) =>
    drawGarmentPhoto(
      { kind: 't-shirt', color, pattern: 'solid' },
      { color: '#f4f1ec' },
      { width: 400, height: 500 },
    );
  front = (await draw('#1f6f8b')).photo;
  back = (await draw('#1f6f8b')).photo;
}, 60_000);

async function seller(plan: 'free' | 'pro' = 'pro') {
  const signed = await createSignedInUser(ctx.h.auth, { name: 'Meera' });
  await setPlan(ctx.db.handle.db, signed.user.id, plan);
  const browser = createBrowser(ctx.h);
  browser.setCookie(signed.cookie.name, signed.cookie.value);
  return { ...signed, browser };
}

const product = (
  sku: string,
  extra: { hasBack?: boolean; garmentType?: string; stylingNote?: string } = {},
) => ({
  sku,
  backgroundId: 'clean-white-studio',
  hasBack: extra.hasBack ?? false,
  hasSide: false,
  ...(extra.garmentType ? { garmentType: extra.garmentType } : {}),
  ...(extra.stylingNote ? { stylingNote: extra.stylingNote } : {}),
});

async function createBatch(browser: Browser, products: ReturnType<typeof product>[], id?: string) {
  return browser.post('/api/batches', { clientRequestId: id ?? randomUUID(), products });
}

async function used(browser: Browser): Promise<number> {
  return ((await (await browser.get('/api/usage')).json()) as UsageResponse).used;
}

function photosForm(photos: Record<string, Buffer>) {
  const form = new FormData();
  for (const [view, bytes] of Object.entries(photos))
    form.append(view, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `${view}.jpg`);
  return form;
}

async function upload(browser: Browser, batchId: string, itemId: string, photos = { front }) {
  return browser.request(`/api/batches/${batchId}/items/${itemId}/photos`, {
    method: 'PUT',
    body: photosForm(photos),
  });
}

async function waitForBatch(browser: Browser, batchId: string, status: string) {
  let batch: BatchView | undefined;
  await expect
    .poll(
      async () => {
        batch = (await (await browser.get(`/api/batches/${batchId}`)).json()) as BatchView;
        return batch.status;
      },
      { timeout: 120_000, interval: 250 },
    )
    .toBe(status);
  return batch!;
}

describe('creating a batch', () => {
  it('reserves every product’s images up front, and a repeated click is the same batch', async () => {
    const { browser } = await seller();
    const requestId = randomUUID();
    const res = await createBatch(browser, [product('TEE-1'), product('TEE-2')], requestId);
    expect(res.status).toBe(201);
    const batch = (await res.json()) as BatchView;
    expect(batch.status).toBe('running');
    expect(batch.name).toMatch(/^Batch of \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
    expect(batch.items.map((item) => [item.sku, item.status, item.shotsTotal])).toEqual([
      ['TEE-1', 'awaiting_photos', 5],
      ['TEE-2', 'awaiting_photos', 5],
    ]);
    expect(await used(browser)).toBe(10);

    const again = await createBatch(browser, [product('TEE-1'), product('TEE-2')], requestId);
    expect(again.status).toBe(200);
    expect(((await again.json()) as BatchView).id).toBe(batch.id);
    expect(await used(browser)).toBe(10);
  });

  it('names a batch in the account’s language; a cookie stands in for an account that never chose', async () => {
    const { browser } = await seller();
    const saved = await browser.request('/api/account/profile', {
      method: 'PATCH',
      json: { language: 'hi' },
    });
    expect(saved.status).toBe(200);
    const hindi = (await (await createBatch(browser, [product('TEE-1')])).json()) as BatchView;
    expect(hindi.name).toMatch(/^\d{1,2} \S+ \d{4}, \d{2}:\d{2} का बैच$/);

    const cookieOnly = await seller();
    cookieOnly.browser.setCookie('vastra_lang', 'hi');
    const named = (await (
      await createBatch(cookieOnly.browser, [product('TEE-1')])
    ).json()) as BatchView;
    expect(named.name).toMatch(/का बैच$/);
  });

  it('refuses a batch that does not fit, says how many products would, and makes nothing', async () => {
    const { browser } = await seller('free');
    const res = await createBatch(browser, [product('A'), product('B')]);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'This batch needs 10 images and your plan has 5 left this month: 1 of 2 products fit. Remove products or upgrade your plan. Nothing was started.',
    );
    expect(await used(browser)).toBe(0);
    expect(await (await browser.get('/api/batches')).json()).toEqual([]);
  });

  it('stores each product’s garment type and note; a product without one is other', async () => {
    const { browser } = await seller();
    const res = await createBatch(browser, [
      product('SAREE-1', { garmentType: 'saree', stylingNote: 'pallu  pleated' }),
      product('LEH-1', { garmentType: 'lehenga' }),
      product('PLAIN-1'),
    ]);
    expect(res.status).toBe(201);
    const batch = (await res.json()) as BatchView;
    expect(batch.items.map((item) => [item.sku, item.garmentType])).toEqual([
      ['SAREE-1', 'saree'],
      ['LEH-1', 'lehenga'],
      ['PLAIN-1', 'other'],
    ]);
    const rows = await ctx.db.handle.db
      .select()
      .from(batchItem)
      .where(eq(batchItem.batchId, batch.id));
    expect(
      rows
        .sort((a, b) => a.position - b.position)
        .map((row) => [row.sku, row.garmentType, row.stylingNote]),
    ).toEqual([
      ['SAREE-1', 'saree', 'pallu pleated'],
      ['LEH-1', 'lehenga', null],
      ['PLAIN-1', 'other', null],
    ]);
    const unknown = await createBatch(browser, [product('TOGA-1', { garmentType: 'toga' })]);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('Unknown garment type.');
    expect((await browser.post(`/api/batches/${batch.id}/stop`, {})).status).toBe(200);
  });

  it('refuses two products with one name, and more than 200 products', async () => {
    const { browser } = await seller();
    const twins = await createBatch(browser, [product('KURTA-9'), product('kurta-9')]);
    expect(twins.status).toBe(400);
    // Keyed, so a Hindi page says it in Hindi, naming the seller's own SKU.
    expect((await twins.json()).error.issues).toEqual([
      {
        path: 'products.1.sku',
        message: 'Two products are named kurta-9. Each product needs its own name.',
        key: 'duplicateProductName',
        values: ['kurta-9'],
      },
    ]);
    const many = Array.from({ length: 201 }, (_, i) => product(`SKU-${i}`));
    const tooMany = await createBatch(browser, many);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).error.issues).toEqual([
      {
        path: 'products',
        message: 'A batch can hold up to 200 products.',
        key: 'batchTooManyProducts',
        values: [200],
      },
    ]);
    expect(await used(browser)).toBe(0);
  });
});

describe('a batch from photos to catalogues', () => {
  it('runs each product, saves a catalogue per SKU, ends once with one email, and zips it all', async () => {
    const { browser, email } = await seller();
    const created = (await (
      await createBatch(browser, [product('TEE-RED', { hasBack: true }), product('TEE, "blue"')])
    ).json()) as BatchView;
    const [first, second] = created.items;

    // A product created with a back photo needs it.
    const withoutBack = await upload(browser, created.id, first!.id);
    expect(withoutBack.status).toBe(400);
    expect(await withoutBack.text()).toContain('TEE-RED was added with a back photo');

    expect((await upload(browser, created.id, first!.id, { front, back } as never)).status).toBe(
      200,
    );
    const started = await upload(browser, created.id, second!.id);
    expect(started.status).toBe(200);
    // A re-sent upload (a dropped connection) is the same run, not a second charge.
    const resent = await upload(browser, created.id, second!.id);
    expect(((await resent.json()) as { runId: string }).runId).toBe(
      ((await started.json()) as { runId: string }).runId,
    );

    const done = await waitForBatch(browser, created.id, 'completed');
    expect(done.counts).toEqual({ total: 2, done: 2, failed: 0, stopped: 0, remaining: 0 });
    expect(done.items.every((item) => item.catalogueId && item.shotsDone === 5)).toBe(true);
    // Each product carries its finished shots' thumbnails, served to its owner.
    for (const item of done.items) {
      expect(item.previews).toHaveLength(5);
      expect(item.previews.map((shot) => shot.index)).toEqual([0, 1, 2, 3, 4]);
      expect(item.previews[0]).toMatchObject({
        name: expect.any(String),
        previewUrl: `/api/runs/${item.runId}/shots/0/preview`,
        imageUrl: `/api/runs/${item.runId}/shots/0/image`,
      });
    }
    const preview = await browser.get(done.items[0]!.previews[0]!.previewUrl);
    expect(preview.status).toBe(200);
    expect(await used(browser)).toBe(10);

    const catalogues = (await (await browser.get('/api/catalogues')).json()) as {
      items: { name: string }[];
    };
    expect(catalogues.items.map((item) => item.name).sort()).toEqual(['TEE, "blue"', 'TEE-RED']);

    await expect
      .poll(() => ctx.h.mail.to(email).filter((m) => m.subject.includes('is finished')).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = ctx.h.mail.to(email).find((m) => m.subject.includes('is finished'))!;
    expect(mail.text).toContain('2 catalogues made');
    expect(mail.text).toContain(`/dashboard/batch?batch=${created.id}`);

    const zipRes = await browser.get(`/api/batches/${created.id}/zip`);
    expect(zipRes.status).toBe(200);
    expect(zipRes.headers.get('content-type')).toBe('application/zip');
    const files = readZip(Buffer.from(await zipRes.arrayBuffer()));
    const names = [...files.keys()];
    expect(names.filter((name) => name.startsWith('TEE-RED/'))).toHaveLength(5);
    expect(names.filter((name) => name.endsWith('.jpg'))).toHaveLength(10);
    expect(names.filter((name) => name.startsWith('TEE, _blue_/'))).toHaveLength(5);
    const manifest = files.get('manifest.csv')!.toString('utf8').trim().split('\r\n');
    expect(manifest[0]).toBe('sku,catalogue_name,files,status,garment_type');
    expect(manifest).toHaveLength(3);
    expect(manifest.find((row) => row.startsWith('"TEE, ""blue""",'))).toMatch(/,completed,other$/);

    // 'Download for…' Myntra: a folder per product and one listing sheet for the batch.
    const myntra = await browser.get(`/api/batches/${created.id}/export/myntra`);
    expect(myntra.status).toBe(200);
    expect(myntra.headers.get('content-disposition')).toMatch(/_myntra\.zip"$/);
    const exported = readZip(Buffer.from(await myntra.arrayBuffer()));
    const sheets = [...exported.keys()].filter((name) => name.endsWith('_listing.xlsx'));
    expect(sheets).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.get(sheets[0]!)! as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cellsOf = (row: number) =>
      (sheet.getRow(row).values as unknown[]).slice(1).map((value) => String(value ?? ''));
    expect(cellsOf(1)).toContain('Image 1');
    // A row per product, each naming its own images by their path in the zip.
    const rows = [cellsOf(2), cellsOf(3)];
    expect(sheet.getRow(4).hasValues).toBe(false);
    for (const folder of ['TEE-RED/', 'TEE, _blue_/']) {
      const images = rows.flat().filter((cell) => cell.startsWith(folder));
      expect(images.length, folder).toBeGreaterThan(0);
      for (const image of images) expect(exported.has(image), image).toBe(true);
      expect(rows.filter((cells) => cells.some((cell) => cell.startsWith(folder)))).toHaveLength(1);
    }
    const unknown = await browser.get(`/api/batches/${created.id}/export/ebay`);
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('That marketplace is not offered.');
  });

  it('stops what has not started and counts only what was made', async () => {
    const { browser } = await seller();
    const created = (await (
      await createBatch(browser, [product('S-1'), product('S-2'), product('S-3')])
    ).json()) as BatchView;
    expect(await used(browser)).toBe(15);
    expect((await upload(browser, created.id, created.items[0]!.id)).status).toBe(200);
    await waitForBatch(browser, created.id, 'running');
    await expect
      .poll(
        async () =>
          ((await (await browser.get(`/api/batches/${created.id}`)).json()) as BatchView).items[0]!
            .status,
        { timeout: 120_000 },
      )
      .toBe('completed');

    const stopped = (await (
      await browser.post(`/api/batches/${created.id}/stop`)
    ).json()) as BatchView;
    expect(stopped.status).toBe('stopped');
    expect(stopped.counts).toEqual({ total: 3, done: 1, failed: 0, stopped: 2, remaining: 0 });
    expect(await used(browser)).toBe(5);
    // A product's photos after the stop start nothing.
    const late = await upload(browser, created.id, created.items[1]!.id);
    expect(late.status).toBe(200);
    expect(((await late.json()) as { status: string }).status).toBe('stopped');
    expect(await used(browser)).toBe(5);
  });

  it('retries a failed product on its own, for one run’s images', async () => {
    const { browser } = await seller();
    const created = (await (await createBatch(browser, [product('R-1')])).json()) as BatchView;
    await upload(browser, created.id, created.items[0]!.id);
    const done = await waitForBatch(browser, created.id, 'completed');
    // As if its run had failed: the product is failed and has no catalogue.
    await ctx.db.handle.db
      .update(batchItem)
      .set({ status: 'failed', catalogueId: null, error: 'No image could be made.' })
      .where(eq(batchItem.id, done.items[0]!.id));

    const retried = await browser.post(
      `/api/batches/${created.id}/items/${done.items[0]!.id}/retry`,
    );
    expect(retried.status).toBe(200);
    const second = await browser.post(
      `/api/batches/${created.id}/items/${done.items[0]!.id}/retry`,
    );
    expect(((await second.json()) as { runId: string }).runId).toBe(
      ((await retried.json()) as { runId: string }).runId,
    );
    const after = await waitForBatch(browser, created.id, 'completed');
    expect(after.items[0]).toMatchObject({ status: 'completed', error: null });
    expect(after.items[0]!.runId).not.toBe(done.items[0]!.runId);
    expect(await used(browser)).toBe(10);
  });
});

describe("another user's batch", () => {
  it('answers every route as a missing one', async () => {
    const owner = await seller();
    const created = (await (
      await createBatch(owner.browser, [product('MINE')])
    ).json()) as BatchView;
    const itemId = created.items[0]!.id;
    const stranger = await seller();
    const paths = [
      ['GET', `/api/batches/${created.id}`],
      ['GET', `/api/batches/${created.id}/zip`],
      ['GET', `/api/batches/${created.id}/export/myntra`],
      ['POST', `/api/batches/${created.id}/stop`],
      ['POST', `/api/batches/${created.id}/items/${itemId}/retry`],
    ] as const;
    for (const [method, path] of paths) {
      const res = await stranger.browser.request(path, { method });
      expect(res.status, path).toBe(404);
      expect(await res.text()).not.toContain('MINE');
    }
    const upload404 = await upload(stranger.browser, created.id, itemId);
    expect(upload404.status).toBe(404);
    expect(await (await stranger.browser.get('/api/batches')).json()).toEqual([]);
    const mine = (await (
      await owner.browser.get(`/api/batches/${created.id}`)
    ).json()) as BatchView;
    expect(mine.items[0]!.status).toBe('awaiting_photos');
  });
});

describe('batches through the public API', () => {
  it('creates once per Idempotency-Key, starts products from their photos, and zips the batch', async () => {
    const { browser } = await seller();
    const { secret } = (await (
      await browser.post('/api/api-keys', { name: 'Shop sync' })
    ).json()) as { secret: string };
    const api = createApiClient(ctx.h, secret);
    const body = { products: [product('API-1'), product('API-2')] };
    const headers = { 'idempotency-key': 'nightly-sync-0001' };
    const created = await api('/batches', { json: body, headers });
    expect(created.status).toBe(201);
    const batch = (await created.json()) as BatchView;
    const again = await api('/batches', { json: body, headers });
    expect(((await again.json()) as BatchView).id).toBe(batch.id);
    const changed = await api('/batches', { json: { products: [product('API-3')] }, headers });
    expect(changed.status).toBe(422);
    expect(await used(browser)).toBe(10);

    for (const item of batch.items) {
      const res = await api(`/batches/${batch.id}/items/${item.id}/photos`, {
        method: 'PUT',
        body: photosForm({ front }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
    await expect
      .poll(async () => ((await (await api(`/batches/${batch.id}`)).json()) as BatchView).status, {
        timeout: 120_000,
        interval: 250,
      })
      .toBe('completed');
    const zip = readZip(Buffer.from(await (await api(`/batches/${batch.id}/zip`)).arrayBuffer()));
    expect([...zip.keys()].filter((name) => name.startsWith('API-2/'))).toHaveLength(5);
    expect(zip.has('manifest.csv')).toBe(true);

    const openapi = (await (await api('/openapi.json')).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/batches', '/batches/{id}', '/batches/{id}/items/{itemId}/photos']),
    );
  });
});
