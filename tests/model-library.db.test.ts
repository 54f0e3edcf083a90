/**
 * The Models Library over HTTP on a real database (docs/product.md §7; decisions 036, 056, 072
 * and 081): the list of stock personas and own models, favourites that persist, creating a model
 * (Pro and Premium only, every field checked, one image of the quota for its portrait, given
 * back when the engine fails), deletion with a tombstone, portraits, the create page's list,
 * runs with an own model (its AI portrait stored as the identity reference), the account download
 * and deletion, and a 404 for another user's ids on every route that takes one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MODEL_LIBRARY_TEXTS as TEXTS,
  type LibraryModel,
  type ModelLibraryView,
} from '../src/core/model-library.js';
import type { ModelOption, RunView } from '../src/core/runs.js';
import { STOCK_MODELS } from '../src/core/stock-models.js';
import type { UsageResponse } from '../src/core/usage.js';
import { loadEnv } from '../src/server/config/env.js';
import { customModel } from '../src/server/db/schema/models.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import { vendorRequest } from '../src/server/db/schema/vendor-requests.js';
import { createImageEngine } from '../src/server/engines/create-image-engine.js';
import type {
  ImageEngine,
  PortraitOutcome,
  PortraitRequest,
} from '../src/server/engines/image-engine.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { createMemoryRunBus } from './support/memory-run-bus.js';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { keyed, SERVER_MESSAGES } from '../src/core/server-messages.js';
import { reasonOf } from '../src/server/engines/image-engine.js';

const API = '/api/library/models';

let db: TestDatabase;
let t: TestApp;
let engineDataDir: string;
let frontPhoto: Buffer;

/**
 * The studio engine with generatePortrait answered by the test: the real drawn avatar by
 * default, an 'AI' portrait (a plain PNG) on request, or a failure. Every request is recorded.
 */
const portraitCalls: PortraitRequest[] = [];
let nextPortrait: 'drawn' | 'ai' | PortraitOutcome = 'drawn';
/** Stands for an AI engine: its capabilities say it paints portraits. */
let paintsWithAi = false;

function fakeEngine(studio: ImageEngine): ImageEngine {
  const engine = Object.create(studio) as ImageEngine;
  Object.defineProperty(engine, 'capabilities', {
    get: () => ({ ...studio.capabilities, portrait: paintsWithAi ? 'ai' : 'drawn' }),
  });
  engine.generatePortrait = async (request, control) => {
    portraitCalls.push(request);
    const answer = nextPortrait;
    nextPortrait = 'drawn';
    if (answer === 'drawn') return studio.generatePortrait(request, control);
    if (answer !== 'ai') return answer;
    // What a vendor's engine tells of its request (decision 225).
    control?.onBilled?.({
      kind: 'portrait',
      engine: 'gemini',
      model: 'gemini-3.1-flash-image',
      ended: 'image',
      costMicroUsd: 67_250,
    });
    const image = await sharp({
      create: { width: 600, height: 900, channels: 3, background: '#6b4a2e' },
    })
      .png()
      .toBuffer();
    return { ok: true, image, mime: 'image/png', method: 'ai' };
  };
  return engine;
}

beforeAll(async () => {
  db = await createTestDatabase();
  engineDataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-models-engine-'));
  const created = createImageEngine(loadEnv({ NODE_ENV: 'test', DATA_DIR: engineDataDir }));
  t = createTestApp(
    db,
    {},
    {
      generation: {
        engine: fakeEngine(created.engine),
        backgrounds: created.backgrounds,
        bus: createMemoryRunBus(),
        enqueue: async () => {},
        enqueueRegeneration: async () => {},
        sendWebhook: async () => {},
      },
    },
  );
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 300, height: 375 },
    )
  ).photo;
}, 60_000);
afterAll(async () => {
  t?.close();
  rmSync(engineDataDir, { recursive: true, force: true });
  await db?.close();
});
beforeEach(() => {
  portraitCalls.length = 0;
  nextPortrait = 'drawn';
  paintsWithAi = false;
});

const sql = () => db.handle.db;

async function signedIn(plan: 'free' | 'pro' | 'premium' = 'pro') {
  const user = await createSignedInUser(t.auth);
  if (plan !== 'free') await setPlan(sql(), user.user.id, plan);
  const browser = createBrowser(t);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, userId: user.user.id, browser };
}

async function json<T = Record<string, unknown>>(res: Response | Promise<Response>): Promise<T> {
  return (await (await res).json()) as T;
}

const send = (browser: Browser, method: string, url: string, body?: unknown) =>
  browser.request(url, { method, ...(body === undefined ? {} : { json: body }) });

const VALID = {
  name: 'Dev',
  description: 'Short curly hair, warm smile',
  ethnicity: 'indian',
  gender: 'male',
  age: '30-35',
  bodyType: 'athletic',
};

async function create(browser: Browser, body: Record<string, unknown> = VALID) {
  const res = await browser.post(API, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<LibraryModel>(res);
}

const list = (browser: Browser) => json<ModelLibraryView>(browser.get(API));
const usedImages = async (browser: Browser) =>
  (await json<UsageResponse>(browser.get('/api/usage'))).used;
const notFoundBody = {
  error: { code: 'NOT_FOUND', message: TEXTS.notFound, key: 'modelNotFound', values: [] },
};

function runForm(fields: Record<string, string>) {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  const all = { backgroundId: 'clean-white-studio', clientRequestId: randomUUID(), ...fields };
  for (const [name, value] of Object.entries(all)) form.append(name, value);
  return form;
}
const startRun = (browser: Browser, modelId: string) =>
  browser.request('/api/runs', { method: 'POST', body: runForm({ modelId }) });

describe('the library list', () => {
  it('needs a session', async () => {
    expect((await createBrowser(t).get(API)).status).toBe(401);
  });

  it('lists the stock personas with drawn portraits; Premium ones unusable on Free', async () => {
    const { browser } = await signedIn('free');
    const view = await list(browser);
    expect(view.generator).toEqual({ engine: 'studio', method: 'drawn' });
    expect(view.models.map((m) => m.id)).toEqual(STOCK_MODELS.map((m) => m.id));
    expect(view.models[0]).toEqual({
      id: 'stock-ananya',
      name: 'Ananya',
      description: STOCK_MODELS[0]!.description,
      ethnicity: 'indian',
      gender: 'female',
      age: '25-30',
      bodyType: 'slim',
      isPremium: false,
      isCustom: false,
      isFavorite: false,
      usable: true,
      portraitUrl: `${API}/stock-ananya/portrait`,
      portraitMethod: 'drawn',
      createdAt: null,
    });
    expect(view.models.filter((m) => !m.usable).map((m) => m.id)).toEqual(
      STOCK_MODELS.filter((m) => m.isPremium).map((m) => m.id),
    );
    const pro = await signedIn('pro');
    expect((await list(pro.browser)).models.every((m) => m.usable)).toBe(true);
  });

  it("serves a stock persona's drawn avatar as a 512x640 PNG, the same every time", async () => {
    const { browser } = await signedIn('free');
    const first = await browser.get(`${API}/stock-kofi/portrait`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 640]);
    const again = Buffer.from(
      await (await browser.get(`${API}/stock-kofi/portrait`)).arrayBuffer(),
    );
    expect(again.equals(bytes)).toBe(true);
  });
});

describe('creating a model', () => {
  it("refuses a Free user's request with the upgrade text before reading it, spending nothing", async () => {
    const { browser } = await signedIn('free');
    for (const body of [VALID, {}]) {
      const res = await browser.post(API, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: TEXTS.upgradeMessage,
          key: 'modelUpgrade',
          values: [],
        },
      });
    }
    expect(portraitCalls).toEqual([]);
    expect(await usedImages(browser)).toBe(0);
  });

  it("checks every field, answering the spec's Missing Information with an issue per field", async () => {
    const { browser } = await signedIn('pro');
    const cases: [Record<string, unknown>, { path: string; message: string }[]][] = [
      [{ ...VALID, name: '  ' }, [{ path: 'name', message: TEXTS.nameRequired }]],
      [
        { ...VALID, description: '' },
        [{ path: 'description', message: TEXTS.descriptionRequired }],
      ],
      [
        { ...VALID, ethnicity: 'martian' },
        [{ path: 'ethnicity', message: TEXTS.ethnicityRequired }],
      ],
      [{ ...VALID, gender: undefined }, [{ path: 'gender', message: TEXTS.genderRequired }]],
      [{ ...VALID, age: ' ' }, [{ path: 'age', message: TEXTS.ageRequired }]],
      [{ ...VALID, bodyType: 'tall' }, [{ path: 'bodyType', message: TEXTS.bodyTypeRequired }]],
      [{ ...VALID, name: 'x'.repeat(61) }, [{ path: 'name', message: 'At most 60 characters.' }]],
      [
        {},
        [
          { path: 'name', message: TEXTS.nameRequired },
          { path: 'description', message: TEXTS.descriptionRequired },
          { path: 'ethnicity', message: TEXTS.ethnicityRequired },
          { path: 'gender', message: TEXTS.genderRequired },
          { path: 'age', message: TEXTS.ageRequired },
          { path: 'bodyType', message: TEXTS.bodyTypeRequired },
        ],
      ],
    ];
    for (const [body, issues] of cases) {
      const res = await browser.post(API, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          message: TEXTS.missingMessage,
          key: 'modelMissing',
          issues,
        },
      });
    }
    expect(portraitCalls).toEqual([]);
    expect(await usedImages(browser)).toBe(0);
  });

  it('accepts any age text, draws the portrait on the studio engine, counts nothing and lists it first', async () => {
    const { browser, userId } = await signedIn('pro');
    const model = await create(browser, { ...VALID, name: ' Dev ', age: 'early thirties' });
    expect(portraitCalls).toEqual([
      {
        name: 'Dev',
        persona: {
          description: VALID.description,
          ethnicity: 'indian',
          gender: 'male',
          age: 'early thirties',
          bodyType: 'athletic',
        },
      },
    ]);
    expect(model).toMatchObject({
      name: 'Dev',
      age: 'early thirties',
      isCustom: true,
      isPremium: false,
      isFavorite: false,
      usable: true,
      portraitMethod: 'drawn',
      portraitUrl: `${API}/${model.id}/portrait`,
    });
    expect(await usedImages(browser)).toBe(0);
    const portrait = await browser.get(model.portraitUrl);
    const meta = await sharp(Buffer.from(await portrait.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 640]);
    expect(await t.storage.exists(`models/${userId}/${model.id}.png`)).toBe(true);
    const view = await list(browser);
    expect(view.models[0]).toEqual(model);
    expect(view.models).toHaveLength(STOCK_MODELS.length + 1);
  });

  it('counts one image when an AI engine paints the portrait', async () => {
    paintsWithAi = true;
    nextPortrait = 'ai';
    const { browser, userId } = await signedIn('pro');
    const model = await create(browser, VALID);
    expect(model.portraitMethod).toBe('ai');
    expect(await usedImages(browser)).toBe(1);
    // Its vendor request is kept under the seller, with its cost, by no run.
    const requests = await db.handle.db
      .select()
      .from(vendorRequest)
      .where(eq(vendorRequest.userId, userId));
    expect(requests.map((row) => [row.kind, row.runId, row.costMicroUsd])).toEqual([
      ['portrait', null, 67_250],
    ]);
  });

  it('gives the image back when the portrait fails, storing nothing', async () => {
    paintsWithAi = true;
    const { browser, userId } = await signedIn('pro');
    const failures: [PortraitOutcome, number, string][] = [
      [
        {
          ok: false,
          failure: {
            kind: 'retryable',
            ...reasonOf(keyed('imageServiceBusy')),
            detail: 'HTTP 503',
          },
        },
        503,
        TEXTS.creationFailed,
      ],
      [
        { ok: false, failure: { kind: 'refused', ...reasonOf(keyed('safetyDeclinedRequest')) } },
        400,
        SERVER_MESSAGES.safetyDeclinedRequest,
      ],
    ];
    for (const [outcome, status, message] of failures) {
      nextPortrait = outcome;
      const res = await browser.post(API, VALID);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(portraitCalls).toHaveLength(2);
    expect(await usedImages(browser)).toBe(0);
    expect(await sql().$count(customModel, eq(customModel.userId, userId))).toBe(0);
    expect((await list(browser)).models).toHaveLength(STOCK_MODELS.length);
  });

  it('refuses on an AI engine with Generation Limit Reached when no image is left, without asking it', async () => {
    paintsWithAi = true;
    const { browser, userId } = await signedIn('pro');
    await createQuotaService(createQuotaRepo(sql())).reserve(userId, 500);
    const res = await browser.post(API, VALID);
    expect(res.status).toBe(402);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('QUOTA_EXCEEDED');
    expect(portraitCalls).toEqual([]);
  });

  it('still draws a model on the studio engine when no image is left, as it costs nothing', async () => {
    const { browser, userId } = await signedIn('pro');
    await createQuotaService(createQuotaRepo(sql())).reserve(userId, 500);
    const model = await create(browser, VALID);
    expect(model.portraitMethod).toBe('drawn');
    expect(await usedImages(browser)).toBe(500);
  });
});

describe('favourites', () => {
  it('toggle stock and own models and persist for the same user on another device', async () => {
    const user = await signedIn('pro');
    const model = await create(user.browser);
    for (const id of ['stock-zara', model.id])
      expect((await send(user.browser, 'PUT', `${API}/${id}/favorite`)).status).toBe(204);
    // Twice is the same as once.
    expect((await send(user.browser, 'PUT', `${API}/stock-zara/favorite`)).status).toBe(204);
    const otherDevice = createBrowser(t);
    otherDevice.setCookie(user.cookie.name, user.cookie.value);
    const favourites = (await list(otherDevice)).models.filter((m) => m.isFavorite);
    expect(favourites.map((m) => m.id).sort()).toEqual([model.id, 'stock-zara'].sort());
    expect((await send(user.browser, 'DELETE', `${API}/stock-zara/favorite`)).status).toBe(204);
    expect((await list(user.browser)).models.filter((m) => m.isFavorite).map((m) => m.id)).toEqual([
      model.id,
    ]);
    expect((await send(user.browser, 'PUT', `${API}/stock-nobody/favorite`)).status).toBe(404);
  });
});

describe('deleting a model', () => {
  it('removes its portrait, favourite and card, keeps a tombstone; stock models stay', async () => {
    const { browser, userId } = await signedIn('pro');
    const model = await create(browser);
    await send(browser, 'PUT', `${API}/${model.id}/favorite`);
    expect((await send(browser, 'DELETE', `${API}/${model.id}`)).status).toBe(204);
    expect(await t.storage.exists(`models/${userId}/${model.id}.png`)).toBe(false);
    expect((await list(browser)).models.map((m) => m.id)).toEqual(STOCK_MODELS.map((m) => m.id));
    const [row] = await sql().select().from(customModel).where(eq(customModel.id, model.id));
    expect(row).toMatchObject({ name: '', description: '', deletedAt: expect.any(Date) });
    expect((await send(browser, 'DELETE', `${API}/${model.id}`)).status).toBe(404);
    expect((await browser.get(`${API}/${model.id}/portrait`)).status).toBe(404);
    expect((await send(browser, 'DELETE', `${API}/stock-ananya`)).status).toBe(400);
  });
});

describe("another user's ids", () => {
  it('answer 404 on every route, exactly as missing ones, and change nothing', async () => {
    const owner = await signedIn('pro');
    const other = await signedIn('premium');
    const model = await create(owner.browser);
    await send(owner.browser, 'PUT', `${API}/${model.id}/favorite`);
    for (const id of [model.id, randomUUID(), 'not-a-uuid']) {
      for (const [method, url] of [
        ['GET', `${API}/${id}/portrait`],
        ['DELETE', `${API}/${id}`],
        ['PUT', `${API}/${id}/favorite`],
        ['DELETE', `${API}/${id}/favorite`],
      ] as const) {
        const res = await send(other.browser, method, url);
        expect(res.status, `${method} ${url}`).toBe(404);
        expect(await res.json()).toEqual(notFoundBody);
      }
    }
    const theirRun = await startRun(other.browser, model.id);
    expect(theirRun.status).toBe(404);
    expect((await list(other.browser)).models.some((m) => m.id === model.id)).toBe(false);
    const options = await json<ModelOption[]>(other.browser.get('/api/models'));
    expect(options.some((m) => m.id === model.id)).toBe(false);
    // The owner's model, file and favourite are untouched.
    expect((await list(owner.browser)).models[0]).toMatchObject({ id: model.id, isFavorite: true });
    expect((await owner.browser.get(model.portraitUrl)).status).toBe(200);
  });
});

describe('the create page and runs', () => {
  it('GET /api/models: own models newest first, then the stock personas the plan may use', async () => {
    const free = await signedIn('free');
    const freeOptions = await json<ModelOption[]>(free.browser.get('/api/models'));
    expect(freeOptions.map((m) => m.id)).toEqual(
      STOCK_MODELS.filter((m) => !m.isPremium).map((m) => m.id),
    );
    expect(freeOptions[0]!.portraitUrl).toBe(`${API}/stock-ananya/portrait`);

    const pro = await signedIn('pro');
    const older = await create(pro.browser, { ...VALID, name: 'Older' });
    const newer = await create(pro.browser, { ...VALID, name: 'Newer' });
    const options = await json<ModelOption[]>(pro.browser.get('/api/models'));
    expect(options.map((m) => m.id)).toEqual([
      newer.id,
      older.id,
      ...STOCK_MODELS.map((m) => m.id),
    ]);
    expect(options[0]).toMatchObject({ isCustom: true, portraitUrl: newer.portraitUrl });
  });

  it("a run with an own AI-portrait model stores the portrait as the identity reference; a drawn one doesn't", async () => {
    const { browser, userId } = await signedIn('pro');
    nextPortrait = 'ai';
    const painted = await create(browser, { ...VALID, name: 'Painted' });
    expect(painted.portraitMethod).toBe('ai');
    const drawn = await create(browser, { ...VALID, name: 'Drawn' });

    const res = await startRun(browser, painted.id);
    expect(res.status, await res.clone().text()).toBe(201);
    const run = (await res.json()) as RunView;
    expect(run.modelName).toBe('Painted');
    const [row] = await sql().select().from(generationRun).where(eq(generationRun.id, run.id));
    expect(row!.inputKeys.identity).toBe(`runs/${userId}/${run.id}/input-identity.png`);
    expect(row!.persona).toMatchObject({ ethnicity: 'indian', age: '30-35' });
    const identity = await t.storage.get(row!.inputKeys.identity!);
    const portrait = await t.storage.get(`models/${userId}/${painted.id}.png`);
    expect(identity?.equals(portrait!)).toBe(true);

    const drawnRes = await startRun(browser, drawn.id);
    expect(drawnRes.status).toBe(201);
    const drawnRun = (await drawnRes.json()) as RunView;
    const [drawnRow] = await sql()
      .select()
      .from(generationRun)
      .where(eq(generationRun.id, drawnRun.id));
    expect(drawnRow!.inputKeys.identity).toBeUndefined();

    // Deleted: a clear 400; the run made with it keeps its own copy.
    await send(browser, 'DELETE', `${API}/${painted.id}`);
    const afterDelete = await startRun(browser, painted.id);
    expect(afterDelete.status).toBe(400);
    expect(((await afterDelete.json()) as { error: { message: string } }).error.message).toBe(
      TEXTS.removedModel,
    );
    expect(await t.storage.exists(row!.inputKeys.identity!)).toBe(true);
    expect((await browser.get(`/api/runs/${run.id}`)).status).toBe(200);
  });

  it('still refuses a Premium stock persona on the Free plan (403)', async () => {
    const { browser } = await signedIn('free');
    expect((await startRun(browser, 'stock-aiko')).status).toBe(403);
    expect((await startRun(browser, 'no-such-model')).status).toBe(400);
  });
});

describe('account data', () => {
  it('adds models.json and the portraits to the data download', async () => {
    const { browser } = await signedIn('pro');
    const model = await create(browser);
    await send(browser, 'PUT', `${API}/stock-meera/favorite`);
    const res = await browser.get('/api/account/export');
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const listing = JSON.parse(files.get('models/models.json')?.toString() ?? '{}') as {
      models: { id: string; name: string; file: string }[];
      favorites: string[];
    };
    expect(listing.models).toEqual([
      expect.objectContaining({
        id: model.id,
        name: 'Dev',
        file: `portraits/Dev-${model.id.slice(0, 8)}.png`,
      }),
    ]);
    expect(listing.favorites).toEqual(['stock-meera']);
    const png = files.get(`models/${listing.models[0]!.file}`);
    expect((await sharp(png).metadata()).format).toBe('png');
  });

  it("removes the user's portraits and rows when the account is deleted", async () => {
    const user = await signedIn('pro');
    const other = await signedIn('pro');
    const mine = await create(user.browser);
    const theirs = await create(other.browser);
    const res = await user.browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await t.storage.exists(`models/${user.userId}/${mine.id}.png`)).toBe(false);
    expect(await sql().$count(customModel, eq(customModel.userId, user.userId))).toBe(0);
    expect(await t.storage.exists(`models/${other.userId}/${theirs.id}.png`)).toBe(true);
  });
});
