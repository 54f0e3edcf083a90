/**
 * 'Download for…' over HTTP on a real database: a catalogue's and a finished run's zip per
 * marketplace (names, sizes, the first image on white), made once and then served from
 * storage, dropped with the catalogue, and 404 for another user's ids on both routes.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runExportKey } from '../src/core/run-locations.js';
import type { CatalogueView } from '../src/core/runs.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { writeListingSheet } from '../src/server/engines/exports/listing-sheet.js';
import {
  marketplaceFiles,
  type MarketplaceFiles,
} from '../src/server/engines/exports/marketplace-files.js';
import type { AppEnv } from '../src/server/http/context.js';
import { toErrorResponse } from '../src/server/http/error-handler.js';
import { requestLogging } from '../src/server/http/request-logging.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createAuthActions } from '../src/server/modules/auth/auth-actions.js';
import { requireUser } from '../src/server/modules/auth/require-user.js';
import { createCatalogueModule } from '../src/server/modules/catalogues/catalogue-module.js';
import { createExportSourceRepo } from '../src/server/modules/marketplace-exports/export-source-repo.js';
import { marketplaceExportRoutes } from '../src/server/modules/marketplace-exports/marketplace-export-routes.js';
import { createMarketplaceExportService } from '../src/server/modules/marketplace-exports/marketplace-export-service.js';
import { drawGarmentPhoto } from './support/garments.js';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImageMarker } from './support/test-image-marker.js';

let db: TestDatabase;
let t: TestApp;
let app: TestApp['app'];
/** How many exports were made (not served from storage). */
let made = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
  const signedIn = requireUser(createAuthActions(t.auth, t.env.PUBLIC_URL).readSession);
  const catalogues = createCatalogueModule({
    db: db.handle.db,
    storage: t.storage,
    marker: testImageMarker,
    signedIn,
  });
  const counting: MarketplaceFiles = (marketplace, source) => {
    made += 1;
    return marketplaceFiles(marketplace, source);
  };
  const exports = createMarketplaceExportService({
    repo: createExportSourceRepo(db.handle.db),
    storage: t.storage,
    files: counting,
    // The listing sheets have their own suite (listing-sheets.db.test.ts): none here.
    listings: { forSheets: async () => new Map() },
    writeSheet: writeListingSheet,
    marker: testImageMarker,
  });
  const hono = new Hono<AppEnv>();
  hono.use('*', requestLogging(createLogger(process.env.TEST_LOG_LEVEL ?? 'silent')));
  hono.onError(toErrorResponse);
  hono.route('/api', marketplaceExportRoutes(exports, signedIn));
  hono.route('/api/catalogues', catalogues.routes);
  app = hono as unknown as TestApp['app'];
});
afterAll(async () => {
  t?.close();
  await db?.close();
});

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser({ ...t, app });
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { userId: user.user.id, browser };
}

/** A finished run of three shots: the drawn garment on a light backdrop, as the studio makes. */
async function insertRun(userId: string, status = 'completed') {
  const runId = randomUUID();
  const folder = `runs/${userId}/${runId}`;
  const photo = await drawGarmentPhoto(
    { kind: 't-shirt', color: '#b0122b' },
    { color: '#e9e6df', noise: 2 },
    { width: 400, height: 500 },
  );
  await t.storage.put(`${folder}/input-front.jpg`, photo.photo);
  await db.handle.db.insert(generationRun).values({
    id: runId,
    userId,
    clientRequestId: `req-${runId}`,
    status,
    engine: 'studio',
    onModel: false,
    backgroundId: 'clean-white-studio',
    backgroundName: 'Clean White Studio',
    inputKeys: { front: `${folder}/input-front.jpg` },
    shotCount: 3,
    reservationId: randomUUID(),
  });
  for (const index of [0, 1, 2]) {
    const key = `${folder}/0${index + 1}_shot-${index}.png`;
    await t.storage.put(key, await sharp(photo.photo).resize(320, 400).png().toBuffer());
    await db.handle.db.insert(runShot).values({
      runId,
      index,
      shotId: `shot-${index}`,
      name: `Shot ${index}`,
      status: 'complete',
      imageKey: key,
      previewKey: key,
      width: 320,
      height: 400,
    });
  }
  return runId;
}

async function download(browser: ReturnType<typeof createBrowser>, url: string) {
  const res = await browser.get(url);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

describe('marketplace exports', () => {
  it('a catalogue for Amazon: SKU-named 2000 px JPEGs, the product alone on white first, made once', async () => {
    const { userId, browser } = await signedIn();
    const runId = await insertRun(userId);
    const saved = (await (
      await browser.post('/api/catalogues', { runId, name: 'Red Tee / Summer' })
    ).json()) as CatalogueView;
    const url = `/api/catalogues/${saved.id}/export/amazon`;

    const before = made;
    const first = await download(browser, url);
    expect(first.res.status).toBe(200);
    expect(first.res.headers.get('content-type')).toBe('application/zip');
    expect(first.res.headers.get('content-disposition')).toContain('Red-Tee-Summer_amazon.zip');
    const files = readZip(first.body);
    // The pose stays in the name, as in the catalogue zip; the product alone comes first.
    expect([...files.keys()]).toEqual([
      'Red-Tee-Summer_1_product.jpg',
      'Red-Tee-Summer_2_shot-0.jpg',
      'Red-Tee-Summer_3_shot-1.jpg',
      'Red-Tee-Summer_4_shot-2.jpg',
    ]);
    for (const file of files.values()) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2000, 2000]);
    }
    // Pure white (RGB 255) all along the first image's borders.
    const { data, info } = await sharp(files.get('Red-Tee-Summer_1_product.jpg')!)
      .raw()
      .toBuffer({ resolveWithObject: true });
    let borderMin = 255;
    for (let y = 0; y < info.height; y++)
      for (let x = 0; x < info.width; x++)
        if (x < 8 || y < 8 || x >= info.width - 8 || y >= info.height - 8)
          for (let ch = 0; ch < 3; ch++)
            borderMin = Math.min(borderMin, data[(y * info.width + x) * 3 + ch]!);
    expect(borderMin).toBe(255);
    expect(made).toBe(before + 1);

    // The zip is kept when the download completes; the next download is the same bytes.
    const key = runExportKey(userId, runId, 'amazon', 'Red-Tee-Summer');
    await expect.poll(() => t.storage.exists(key)).toBe(true);
    const second = await download(browser, url);
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.res.headers.get('content-length')).toBe(String(first.body.length));
    expect(made).toBe(before + 1);

    // Deleted with the catalogue.
    expect(
      (await browser.request(`/api/catalogues/${saved.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    expect(await t.storage.exists(key)).toBe(false);
    expect((await browser.get(url)).status).toBe(404);
  }, 60_000);

  it("'original' is the stored PNGs named after the SKU; an unsaved run is named from its id", async () => {
    const { userId, browser } = await signedIn();
    const runId = await insertRun(userId);
    const { res, body } = await download(browser, `/api/runs/${runId}/export/original`);
    expect(res.status).toBe(200);
    const sku = `catalogue-${runId.slice(0, 8)}`;
    expect([...readZip(body).keys()]).toEqual(
      [1, 2, 3].map((n) => `${sku}_${n}_shot-${n - 1}.png`),
    );
  });

  it('a run for Instagram: its shots at 1080x1350, no extra first image', async () => {
    const { userId, browser } = await signedIn();
    const runId = await insertRun(userId);
    const { res, body } = await download(browser, `/api/runs/${runId}/export/instagram`);
    expect(res.status).toBe(200);
    const files = [...readZip(body).values()];
    expect(files).toHaveLength(3);
    const meta = await sharp(files[0]!).metadata();
    expect([meta.width, meta.height]).toEqual([1080, 1350]);
  }, 30_000);

  it('refuses an unknown marketplace and a run still generating', async () => {
    const { userId, browser } = await signedIn();
    const runId = await insertRun(userId, 'running');
    const unknown = await browser.get(`/api/runs/${runId}/export/etsy`);
    expect(unknown.status).toBe(400);
    const running = await browser.get(`/api/runs/${runId}/export/amazon`);
    expect(running.status).toBe(409);
  });

  it("answers 404 for another user's catalogue and run, as for missing ones", async () => {
    const owner = await signedIn();
    const runId = await insertRun(owner.userId);
    const saved = (await (
      await owner.browser.post('/api/catalogues', { runId, name: 'Mine' })
    ).json()) as CatalogueView;
    const other = await signedIn();
    for (const url of [
      `/api/catalogues/${saved.id}/export/amazon`,
      `/api/runs/${runId}/export/amazon`,
      `/api/catalogues/${randomUUID()}/export/amazon`,
      `/api/runs/not-a-uuid/export/amazon`,
    ]) {
      expect((await other.browser.get(url)).status, url).toBe(404);
    }
    const anonymous = createBrowser({ ...t, app });
    expect((await anonymous.get(`/api/runs/${runId}/export/amazon`)).status).toBe(401);
  });
});
