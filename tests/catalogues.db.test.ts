/**
 * My Catalogues over HTTP on a real database: save a finished run, list, rename, download a zip
 * or one image, delete (rows, files and the run), the account download and deletion, and 404s
 * for another user's ids on every route.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueZipName,
  RUN_MESSAGES,
  type CataloguePage,
  type CatalogueView,
} from '../src/core/runs.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { catalogue, catalogueImage } from '../src/server/db/schema/catalogues.js';
import type { AppEnv } from '../src/server/http/context.js';
import { toErrorResponse } from '../src/server/http/error-handler.js';
import { requestLogging } from '../src/server/http/request-logging.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createAccountModule } from '../src/server/modules/account/account-module.js';
import { createAuthActions } from '../src/server/modules/auth/auth-actions.js';
import { requireUser } from '../src/server/modules/auth/require-user.js';
import { createCatalogueModule } from '../src/server/modules/catalogues/catalogue-module.js';
import type { CatalogueService } from '../src/server/modules/catalogues/catalogue-service.js';
import { insertRun as insertRunRow } from './support/insert-run.js';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testImageMarker } from './support/test-image-marker.js';

let db: TestDatabase;
let t: TestApp;
let app: TestApp['app'];
let catalogueService: CatalogueService;

beforeAll(async () => {
  db = await createTestDatabase();
  t = createTestApp(db);
  const authActions = createAuthActions(t.auth, t.env.PUBLIC_URL);
  const catalogues = createCatalogueModule({
    db: db.handle.db,
    storage: t.storage,
    marker: testImageMarker,
    signedIn: requireUser(authActions.readSession),
  });
  catalogueService = catalogues.service;
  const account = createAccountModule({
    db: db.handle.db,
    storage: t.storage,
    auth: authActions,
    extensions: catalogues.accountExtensions,
  });
  const hono = new Hono<AppEnv>();
  hono.use('*', requestLogging(createLogger(process.env.TEST_LOG_LEVEL ?? 'silent')));
  hono.onError(toErrorResponse);
  hono.route('/api/catalogues', catalogues.routes);
  hono.route('/api/account', account.routes);
  app = hono as unknown as TestApp['app'];
});
afterAll(async () => {
  t?.close();
  await db?.close();
});

const sql = () => db.handle.db;

async function signedIn() {
  const user = await createSignedInUser(t.auth);
  const browser = createBrowser({ ...t, app });
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, userId: user.user.id, browser };
}

async function json<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

const SHOTS = [
  { shotId: 'standing-front', name: 'Standing Front' },
  { shotId: 'standing-right', name: 'Standing Right' },
  { shotId: 'smiling', name: 'Smiling' },
  { shotId: 'sitting', name: 'Sitting' },
  { shotId: 'fun-pose', name: 'Fun Pose' },
];

/** Each shot's PNG is 40 + index pixels wide, so a file's width says which shot it is. */
const widthOf = (index: number) => 40 + index;

async function png(width: number) {
  return sharp({ create: { width, height: 50, channels: 3, background: '#b8185a' } })
    .png()
    .toBuffer();
}
async function webp(width: number) {
  return sharp({ create: { width, height: 50, channels: 3, background: '#e9a21b' } })
    .webp()
    .toBuffer();
}

/**
 * A run as the worker leaves it: generation_run + run_shot rows and real files in storage.
 * By default five shots, the third one failed.
 */
async function insertRun(
  userId: string,
  options: { status?: string; shotStatuses?: string[]; createdAt?: Date } = {},
) {
  const runId = randomUUID();
  const folder = `runs/${userId}/${runId}`;
  const statuses = options.shotStatuses ?? [
    'complete',
    'complete',
    'failed',
    'complete',
    'complete',
  ];
  const inputKey = `${folder}/input-front.png`;
  await t.storage.put(inputKey, await png(30));
  await insertRunRow(sql(), userId, {
    id: runId,
    status: options.status ?? 'completed',
    inputKeys: { front: inputKey },
    shotCount: statuses.length,
    createdAt: options.createdAt ?? new Date(),
  });
  const keys: string[] = [inputKey];
  for (const [index, status] of statuses.entries()) {
    const shot = SHOTS[index]!;
    const stem = `${folder}/${String(index + 1).padStart(2, '0')}_${shot.shotId}`;
    const done = status === 'complete';
    if (done) {
      await t.storage.put(`${stem}.png`, await png(widthOf(index)));
      await t.storage.put(`${stem}.webp`, await webp(widthOf(index)));
      keys.push(`${stem}.png`, `${stem}.webp`);
    }
    await sql()
      .insert(runShot)
      .values({
        runId,
        index,
        ...shot,
        status,
        imageKey: done ? `${stem}.png` : null,
        previewKey: done ? `${stem}.webp` : null,
        width: done ? widthOf(index) : null,
        height: done ? 50 : null,
      });
  }
  // Something else the engine kept in the run's folder.
  await t.storage.put(`${folder}/cutout.png`, await png(10));
  keys.push(`${folder}/cutout.png`);
  return { runId, keys };
}

async function saveRun(browser: Browser, runId: string, name = 'Diwali Kurtas') {
  const res = await browser.post('/api/catalogues', { runId, name });
  expect(res.status).toBe(201);
  return json<CatalogueView>(res);
}

async function saved(options: { name?: string } = {}) {
  const user = await signedIn();
  const run = await insertRun(user.userId);
  const view = await saveRun(user.browser, run.runId, options.name);
  return { ...user, run, view };
}

async function exists(keys: string[]) {
  return Promise.all(keys.map((key) => t.storage.exists(key)));
}

describe('save a run', () => {
  it('keeps the complete shots in order, as a completed catalogue with a thumbnail', async () => {
    const { browser, userId } = await signedIn();
    const { runId } = await insertRun(userId);
    const view = await saveRun(browser, runId, '  Diwali Kurtas  ');
    expect(view).toMatchObject({
      name: 'Diwali Kurtas',
      status: 'completed',
      imageCount: 4,
      description: null,
    });
    expect(view.images.map((image) => image.poseName)).toEqual([
      'Standing Front',
      'Standing Right',
      'Sitting',
      'Fun Pose',
    ]);
    expect(view.images.map((image) => image.orderIndex)).toEqual([0, 1, 2, 3]);
    const first = view.images[0]!;
    expect(first).toMatchObject({
      imageUrl: `/api/catalogues/${view.id}/images/${first.id}`,
      previewUrl: `/api/catalogues/${view.id}/images/${first.id}/preview`,
      width: 40,
      height: 50,
    });
    expect(view.thumbnailUrl).toBe(first.previewUrl);
    expect(Number.isNaN(Date.parse(view.createdAt))).toBe(false);

    const [row] = await sql().select().from(catalogue).where(eq(catalogue.id, view.id));
    expect(row).toMatchObject({
      userId,
      runId,
      imageCount: 4,
      status: 'completed',
      thumbnailKey: `runs/${userId}/${runId}/01_standing-front.webp`,
    });
    expect(await sql().$count(catalogueImage, eq(catalogueImage.catalogueId, view.id))).toBe(4);
  });

  it('answers 400 "no images" for a run without a complete image or one still running', async () => {
    const { browser, userId } = await signedIn();
    const failed = await insertRun(userId, {
      status: 'failed',
      shotStatuses: ['failed', 'cancelled'],
    });
    const running = await insertRun(userId, {
      status: 'running',
      shotStatuses: ['complete', 'generating'],
    });
    for (const runId of [failed.runId, running.runId]) {
      const res = await browser.post('/api/catalogues', { runId, name: 'Nothing' });
      expect(res.status).toBe(400);
      expect(await json(res)).toEqual({
        error: {
          code: 'BAD_REQUEST',
          message: RUN_MESSAGES.noImagesToSave,
          key: 'noImagesToSave',
          values: [],
        },
      });
    }
    expect(await sql().$count(catalogue, eq(catalogue.userId, userId))).toBe(0);
  });

  it('saves a stopped run with what it made', async () => {
    const { browser, userId } = await signedIn();
    const { runId } = await insertRun(userId, {
      status: 'stopped',
      shotStatuses: ['complete', 'cancelled', 'cancelled'],
    });
    expect((await saveRun(browser, runId)).imageCount).toBe(1);
  });

  it('answers 409 when the run is saved again', async () => {
    const { browser, userId } = await signedIn();
    const { runId } = await insertRun(userId);
    await saveRun(browser, runId);
    const res = await browser.post('/api/catalogues', { runId, name: 'Again' });
    expect(res.status).toBe(409);
    expect(await json(res)).toEqual({
      error: {
        code: 'CONFLICT',
        message: RUN_MESSAGES.alreadySaved,
        key: 'alreadySaved',
        values: [],
      },
    });
  });

  it('makes one catalogue from two concurrent saves (a double click)', async () => {
    const { browser, userId } = await signedIn();
    const { runId } = await insertRun(userId);
    const answers = await Promise.all(
      [1, 2, 3].map(() => browser.post('/api/catalogues', { runId, name: 'Twice' })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409]);
    expect(await sql().$count(catalogue, eq(catalogue.runId, runId))).toBe(1);
    const [row] = await sql()
      .select({ id: catalogue.id })
      .from(catalogue)
      .where(eq(catalogue.runId, runId));
    expect(await sql().$count(catalogueImage, eq(catalogueImage.catalogueId, row!.id))).toBe(4);
  });

  it("answers 404 for a missing run, another user's run and a run past its 7 days", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const { runId } = await insertRun(owner.userId);
    const old = await insertRun(other.userId, { createdAt: new Date(Date.now() - 8 * 86_400_000) });
    const missing = await other.browser.post('/api/catalogues', { runId: randomUUID(), name: 'X' });
    expect(missing.status).toBe(404);
    const missingBody = await json(missing);
    for (const id of [runId, old.runId]) {
      const res = await other.browser.post('/api/catalogues', { runId: id, name: 'X' });
      expect(res.status).toBe(404);
      expect(await json(res)).toEqual(missingBody);
    }
    expect(await sql().$count(catalogue, eq(catalogue.runId, runId))).toBe(0);
  });

  it('validates the body and needs a session', async () => {
    const { browser, userId } = await signedIn();
    const { runId } = await insertRun(userId);
    for (const body of [
      { runId, name: '   ' },
      { runId: 'not-a-uuid', name: 'X' },
      { name: 'X' },
    ]) {
      const res = await browser.post('/api/catalogues', body);
      expect(res.status).toBe(400);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('VALIDATION_FAILED');
    }
    const anonymous = createBrowser({ ...t, app });
    expect((await anonymous.post('/api/catalogues', { runId, name: 'X' })).status).toBe(401);
    expect((await anonymous.get('/api/catalogues')).status).toBe(401);
  });
});

describe('list and detail', () => {
  it('pages newest first with the total', async () => {
    const { browser, userId } = await signedIn();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { runId } = await insertRun(userId, { shotStatuses: ['complete'] });
      const view = await saveRun(browser, runId, `Catalogue ${i}`);
      await sql()
        .update(catalogue)
        .set({ createdAt: new Date(Date.UTC(2025, 0, 1 + i)) })
        .where(eq(catalogue.id, view.id));
      ids.push(view.id);
    }
    const newestFirst = [...ids].reverse();

    const all = await json<CataloguePage>(browser.get('/api/catalogues'));
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 12 });
    expect(all.items.map((item) => item.id)).toEqual(newestFirst);
    expect(all.items[0]!.images).toHaveLength(1);
    // The list's one statement answers exactly what the single-catalogue read does.
    for (const item of all.items) {
      expect(item).toEqual(await json<CatalogueView>(browser.get(`/api/catalogues/${item.id}`)));
    }

    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) =>
        json<CataloguePage>(browser.get(`/api/catalogues?page=${page}&pageSize=2`)),
      ),
    );
    expect(pages.map((page) => page.items.map((item) => item.id))).toEqual([
      newestFirst.slice(0, 2),
      newestFirst.slice(2, 4),
      newestFirst.slice(4),
      [],
    ]);
    expect(pages.every((page) => page.total === 5 && page.pageSize === 2)).toBe(true);

    for (const query of ['pageSize=49', 'pageSize=0', 'page=0', 'page=abc']) {
      expect((await browser.get(`/api/catalogues?${query}`)).status).toBe(400);
    }
    expect((await json<CataloguePage>(browser.get('/api/catalogues?pageSize=48'))).pageSize).toBe(
      48,
    );
  });

  it('shows one catalogue and renames it', async () => {
    const { browser, view } = await saved();
    expect(await json(browser.get(`/api/catalogues/${view.id}`))).toEqual(view);

    const renamed = await browser.request(`/api/catalogues/${view.id}`, {
      method: 'PATCH',
      json: { name: ' Festive Edit ' },
    });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toEqual({ ...view, name: 'Festive Edit' });
    expect((await json<CatalogueView>(browser.get(`/api/catalogues/${view.id}`))).name).toBe(
      'Festive Edit',
    );

    const empty = await browser.request(`/api/catalogues/${view.id}`, {
      method: 'PATCH',
      json: { name: ' ' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('downloads', () => {
  it('streams the zip with 01_… JPEG files in order by default', async () => {
    const { browser, view } = await saved();
    const res = await browser.get(`/api/catalogues/${view.id}/zip`);
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      '01_standing-front.jpg',
      '02_standing-right.jpg',
      '03_sitting.jpg',
      '04_fun-pose.jpg',
    ]);
    const widths = [];
    for (const file of files.values()) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.chromaSubsampling).toBe('4:4:4');
      widths.push(meta.width);
    }
    expect(widths).toEqual([widthOf(0), widthOf(1), widthOf(3), widthOf(4)]);
    expect((await browser.get(`/api/catalogues/${view.id}/zip?format=gif`)).status).toBe(400);
  });

  it('streams the PNG originals with ?format=png', async () => {
    const { browser, view } = await saved({ name: 'Diwali Kurtas / 2025' });
    const res = await browser.get(`/api/catalogues/${view.id}/zip?format=png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${catalogueZipName('Diwali Kurtas / 2025')}"`,
    );
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="Diwali_Kurtas_2025_catalogue.zip"',
    );
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toEqual([
      '01_standing-front.png',
      '02_standing-right.png',
      '03_sitting.png',
      '04_fun-pose.png',
    ]);
    const widths = [];
    for (const file of files.values()) {
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('png');
      widths.push(meta.width);
    }
    expect(widths).toEqual([widthOf(0), widthOf(1), widthOf(3), widthOf(4)]);
  });

  it('serves one image as a PNG attachment and its preview as inline WebP', async () => {
    const { browser, view } = await saved();
    const image = view.images[1]!;
    const res = await browser.get(image.imageUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="catalogue-standing-right.png"',
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: widthOf(1) });

    const preview = await browser.get(image.previewUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/webp');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline/);
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('cache-control')).toBe('private, max-age=3600');
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe('webp');
  });

  it('answers 404 for an image of another catalogue of the same user', async () => {
    const { browser, userId, view } = await saved();
    const { runId } = await insertRun(userId);
    const second = await saveRun(browser, runId);
    expect(
      (await browser.get(`/api/catalogues/${second.id}/images/${view.images[0]!.id}`)).status,
    ).toBe(404);
  });
});

describe('the shot an image came from', () => {
  it('answers the run and shot to the owner, 404 to another user, 409 once the run is gone', async () => {
    const { userId, run, view } = await saved();
    const sitting = view.images[2]!; // the run's fourth shot: the third one failed
    expect(await catalogueService.shotOfImage(userId, view.id, sitting.id)).toEqual({
      runId: run.runId,
      shotIndex: 3,
    });
    const other = await signedIn();
    await expect(
      catalogueService.shotOfImage(other.userId, view.id, sitting.id),
    ).rejects.toMatchObject({ status: 404 });
    await sql().delete(generationRun).where(eq(generationRun.id, run.runId));
    await expect(catalogueService.shotOfImage(userId, view.id, sitting.id)).rejects.toMatchObject({
      status: 409,
      userMessage: 'The generation this catalogue came from is no longer available.',
    });
  });
});

describe('delete', () => {
  it('removes the catalogue, its images, its run and every file of both', async () => {
    const { browser, run, view } = await saved();
    expect(await exists(run.keys)).toEqual(run.keys.map(() => true));

    const res = await browser.request(`/api/catalogues/${view.id}`, { method: 'DELETE' });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await sql().$count(catalogue, eq(catalogue.id, view.id))).toBe(0);
    expect(await sql().$count(catalogueImage, eq(catalogueImage.catalogueId, view.id))).toBe(0);
    expect(await sql().$count(generationRun, eq(generationRun.id, run.runId))).toBe(0);
    expect(await sql().$count(runShot, eq(runShot.runId, run.runId))).toBe(0);
    expect(await exists(run.keys)).toEqual(run.keys.map(() => false));

    expect((await browser.get(`/api/catalogues/${view.id}`)).status).toBe(404);
    expect((await browser.request(`/api/catalogues/${view.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect((await json<CataloguePage>(browser.get('/api/catalogues'))).total).toBe(0);
  });
});

describe('isolation', () => {
  it("answers another user's catalogue, image and zip ids exactly like missing ones", async () => {
    const owner = await saved();
    const other = await signedIn();
    const { view } = owner;
    const image = view.images[0]!;
    const missingId = randomUUID();

    const routes: { method: string; theirs: string; missing: string; json?: unknown }[] = [
      {
        method: 'GET',
        theirs: `/api/catalogues/${view.id}`,
        missing: `/api/catalogues/${missingId}`,
      },
      {
        method: 'PATCH',
        theirs: `/api/catalogues/${view.id}`,
        missing: `/api/catalogues/${missingId}`,
        json: { name: 'Mine now' },
      },
      {
        method: 'GET',
        theirs: `/api/catalogues/${view.id}/zip`,
        missing: `/api/catalogues/${missingId}/zip`,
      },
      {
        method: 'GET',
        theirs: image.imageUrl,
        missing: `/api/catalogues/${view.id}/images/${missingId}`,
      },
      {
        method: 'GET',
        theirs: image.previewUrl,
        missing: `/api/catalogues/${missingId}/images/${missingId}/preview`,
      },
      {
        method: 'DELETE',
        theirs: `/api/catalogues/${view.id}`,
        missing: `/api/catalogues/${missingId}`,
      },
    ];
    for (const route of routes) {
      const theirs = await other.browser.request(route.theirs, {
        method: route.method,
        json: route.json,
      });
      const missing = await other.browser.request(route.missing, {
        method: route.method,
        json: route.json,
      });
      expect({ route: route.theirs, method: route.method, status: theirs.status }).toEqual({
        route: route.theirs,
        method: route.method,
        status: 404,
      });
      expect(missing.status).toBe(404);
      expect(await theirs.json()).toEqual(await missing.json());
    }
    // Malformed ids are missing too, not a server error.
    for (const path of [
      '/api/catalogues/nope',
      '/api/catalogues/nope/zip',
      `/api/catalogues/${view.id}/images/nope`,
    ]) {
      expect((await other.browser.get(path)).status).toBe(404);
    }

    // Nothing of the owner's changed, and the other user's list is empty.
    expect(await json(owner.browser.get(`/api/catalogues/${view.id}`))).toEqual(view);
    expect(await exists(owner.run.keys)).toEqual(owner.run.keys.map(() => true));
    expect(await json(other.browser.get('/api/catalogues'))).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 12,
    });
    const [row] = await sql()
      .select({ userId: catalogue.userId })
      .from(catalogue)
      .where(and(eq(catalogue.id, view.id)));
    expect(row?.userId).toBe(owner.userId);
  });
});

describe('account data', () => {
  it('adds catalogues.json and the catalogue images to the data download', async () => {
    const { browser, view } = await saved({ name: 'Wedding Lehengas' });
    const res = await browser.get('/api/account/export');
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const listing = JSON.parse(files.get('catalogues/catalogues.json')?.toString() ?? '[]') as {
      id: string;
      name: string;
      images: { file: string; poseName: string }[];
    }[];
    expect(listing).toHaveLength(1);
    expect(listing[0]).toMatchObject({ id: view.id, name: 'Wedding Lehengas', imageCount: 4 });
    const folder = `Wedding-Lehengas-${view.id.slice(0, 8)}`;
    expect(listing[0]!.images.map((image) => image.file)).toEqual([
      `${folder}/01_standing-front.png`,
      `${folder}/02_standing-right.png`,
      `${folder}/03_sitting.png`,
      `${folder}/04_fun-pose.png`,
    ]);
    for (const image of listing[0]!.images) {
      const file = files.get(`catalogues/${image.file}`);
      expect(file, image.file).toBeDefined();
      expect((await sharp(file).metadata()).format).toBe('png');
    }
    expect(files.get('README.txt')?.toString()).toContain('catalogues/catalogues.json');
  });

  it("removes the user's catalogue files when the account is deleted", async () => {
    const { browser, email, password, run, view, userId } = await saved();
    const other = await saved();
    const imageKeys = run.keys.filter((key) => /\/0\d_/.test(key));
    expect(await exists(imageKeys)).toEqual(imageKeys.map(() => true));

    const res = await browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: email, password },
    });
    expect(res.status).toBe(200);
    expect(await exists(imageKeys)).toEqual(imageKeys.map(() => false));
    expect(await sql().$count(catalogue, eq(catalogue.id, view.id))).toBe(0);
    expect(await sql().$count(generationRun, eq(generationRun.userId, userId))).toBe(0);
    expect(await exists(other.run.keys)).toEqual(other.run.keys.map(() => true));
  });
});
