/**
 * The Backgrounds Library over HTTP on a real database (docs/product.md §7 and §11;
 * decisions 036, 056 and 071): the list of presets and custom backgrounds, favourites that persist, generating a custom
 * background (Pro and Premium only, one image of the quota, given back when the engine fails),
 * saved prompts, removal, the runs area's helpers, the account download and deletion, and a 404
 * for another user's ids on every route that takes one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  type BackgroundLibraryView,
  type GeneratedBackground,
  type SavedPromptView,
} from '../src/core/background-library.js';
import { BACKGROUND_PRESETS } from '../src/core/backgrounds.js';
import { RUN_MESSAGES } from '../src/core/runs.js';
import type { UsageResponse } from '../src/core/usage.js';
import { loadEnv } from '../src/server/config/env.js';
import { customBackground } from '../src/server/db/schema/backgrounds.js';
import { createImageEngine } from '../src/server/engines/create-image-engine.js';
import type {
  BackgroundOutcome,
  BackgroundRequest,
  ImageEngine,
} from '../src/server/engines/image-engine.js';
import { createAuthActions } from '../src/server/modules/auth/auth-actions.js';
import { requireUser } from '../src/server/modules/auth/require-user.js';
import { createBackgroundLibraryModule } from '../src/server/modules/background-library/background-library-module.js';
import type { BackgroundLibraryService } from '../src/server/modules/background-library/background-library-service.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { setPlan } from './support/insert-user.js';
import { createMemoryRunBus } from './support/memory-run-bus.js';
import { readZip } from './support/read-zip.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { keyed, SERVER_MESSAGES } from '../src/core/server-messages.js';
import { reasonOf } from '../src/server/engines/image-engine.js';

const API = '/api/library/backgrounds';

let db: TestDatabase;
let t: TestApp;
let service: BackgroundLibraryService;
let engineDataDir: string;

/**
 * The studio engine with its generateBackground answered by the test: a small PNG by default
 * (fast), the real procedural render on request, or a failure. Every request is recorded.
 * With `paintsWithAi` set it stands for an AI engine: its capabilities say it paints
 * backgrounds and its fake answer reports an image made with AI.
 */
const engineCalls: BackgroundRequest[] = [];
let nextAnswer: 'fake' | 'real' | BackgroundOutcome = 'fake';
let paintsWithAi = false;

async function smallPng(colour = '#3e4a8a') {
  return sharp({ create: { width: 64, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

function fakeEngine(studio: ImageEngine): ImageEngine {
  const engine = Object.create(studio) as ImageEngine;
  Object.defineProperty(engine, 'capabilities', {
    get: () => ({
      ...studio.capabilities,
      customBackground: paintsWithAi ? 'ai' : studio.capabilities.customBackground,
    }),
  });
  engine.generateBackground = async (request, control) => {
    engineCalls.push(request);
    const answer = nextAnswer;
    nextAnswer = 'fake';
    if (answer === 'real') return studio.generateBackground(request, control);
    if (answer !== 'fake') return answer;
    return {
      ok: true,
      image: await smallPng(),
      mime: 'image/png',
      made: paintsWithAi ? 'ai' : 'preset',
      description: `${request.prompt} (fake)`,
    };
  };
  return engine;
}

beforeAll(async () => {
  db = await createTestDatabase();
  engineDataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bglib-engine-'));
  const created = createImageEngine(loadEnv({ NODE_ENV: 'test', DATA_DIR: engineDataDir }));
  const engine = fakeEngine(created.engine);
  t = createTestApp(
    db,
    {},
    {
      generation: {
        engine,
        backgrounds: created.backgrounds,
        bus: createMemoryRunBus(),
        enqueue: async () => {},
        enqueueRegeneration: async () => {},
        sendWebhook: async () => {},
      },
    },
  );
  // The same module over the same database and storage, for the runs area's helpers.
  service = createBackgroundLibraryModule({
    db: db.handle.db,
    storage: t.storage,
    quota: createQuotaService(createQuotaRepo(db.handle.db)),
    engine,
    signedIn: requireUser(createAuthActions(t.auth, t.env.PUBLIC_URL).readSession),
  }).service;
});
afterAll(async () => {
  t?.close();
  rmSync(engineDataDir, { recursive: true, force: true });
  await db?.close();
});
beforeEach(() => {
  engineCalls.length = 0;
  nextAnswer = 'fake';
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

const VALID = { name: 'Indigo Alley', prompt: 'an indigo lane at dusk', category: 'urban' };

async function generate(browser: Browser, body: Record<string, unknown> = VALID) {
  const res = await browser.post(`${API}/generate`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return json<GeneratedBackground>(res);
}

/** The files of a user's custom backgrounds on the test's local disk storage. */
const storedFilesOf = (userId: string) =>
  readdir(path.join(t.env.paths.storage, 'backgrounds', userId)).catch(() => []);

const list = (browser: Browser) => json<BackgroundLibraryView>(browser.get(API));
const usedImages = async (browser: Browser) =>
  (await json<UsageResponse>(browser.get('/api/usage'))).used;
const notFoundBody = (message: string = TEXTS.notFound) => ({
  error: {
    code: 'NOT_FOUND',
    message,
    key: message === TEXTS.notFound ? 'backgroundNotFound' : 'promptNotFound',
    values: [],
  },
});

describe('the library list', () => {
  it('needs a session', async () => {
    expect((await createBrowser(t).get(API)).status).toBe(401);
  });

  it('lists the 39 presets, none custom or favourite, and how the engine makes backgrounds', async () => {
    const { browser } = await signedIn('free');
    const view = await list(browser);
    expect(view.generator).toEqual({ engine: 'studio', method: 'procedural' });
    expect(view.backgrounds).toHaveLength(BACKGROUND_PRESETS.length);
    expect(view.backgrounds[0]).toEqual({
      id: 'clean-white-studio',
      name: 'Clean White Studio',
      category: 'studio',
      description: BACKGROUND_PRESETS[0]!.description,
      thumbnailUrl: '/api/backgrounds/clean-white-studio/thumbnail',
      imageUrl: null,
      isCustom: false,
      isFavorite: false,
      prompt: null,
      note: null,
      engine: null,
      createdAt: null,
    });
    expect(view.backgrounds.every((b) => !b.isCustom && !b.isFavorite)).toBe(true);
  });
});

describe('generating a custom background', () => {
  it("refuses a Free user's request with Upgrade Required before reading it, spending nothing", async () => {
    const { browser } = await signedIn('free');
    for (const body of [VALID, {}]) {
      const res = await browser.post(`${API}/generate`, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: {
          code: 'FORBIDDEN',
          message: TEXTS.upgradeMessage,
          key: 'backgroundUpgrade',
          values: [],
        },
      });
    }
    expect(engineCalls).toEqual([]);
    expect(await usedImages(browser)).toBe(0);
  });

  it('checks every field, with the spec text when the name or the description is missing', async () => {
    const { browser } = await signedIn('pro');
    const cases: [Record<string, unknown>, string, { path: string; message: string }[]][] = [
      [
        { ...VALID, name: '   ' },
        TEXTS.missingMessage,
        [{ path: 'name', message: TEXTS.nameRequired }],
      ],
      [
        { ...VALID, prompt: '' },
        TEXTS.missingMessage,
        [{ path: 'prompt', message: TEXTS.promptRequired }],
      ],
      [
        { category: 'studio' },
        TEXTS.missingMessage,
        [
          { path: 'name', message: TEXTS.nameRequired },
          { path: 'prompt', message: TEXTS.promptRequired },
        ],
      ],
      [
        { ...VALID, category: 'all' },
        'Some fields are missing or invalid.',
        [{ path: 'category', message: TEXTS.categoryRequired }],
      ],
      [
        { name: 'A', prompt: 'b' },
        'Some fields are missing or invalid.',
        [{ path: 'category', message: TEXTS.categoryRequired }],
      ],
      [
        { ...VALID, name: 'x'.repeat(81) },
        'Some fields are missing or invalid.',
        [{ path: 'name', message: 'At most 80 characters.' }],
      ],
      [
        { ...VALID, prompt: 'x'.repeat(1001) },
        'Some fields are missing or invalid.',
        [{ path: 'prompt', message: 'At most 1000 characters.' }],
      ],
      [
        { ...VALID, savePrompt: 'yes' },
        'Some fields are missing or invalid.',
        [{ path: 'savePrompt', message: expect.any(String) as unknown as string }],
      ],
    ];
    for (const [body, message, issues] of cases) {
      const res = await browser.post(`${API}/generate`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'VALIDATION_FAILED', message, issues },
      });
    }
    const notJson = await browser.request(`${API}/generate`, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(engineCalls).toEqual([]);
    expect(await usedImages(browser)).toBe(0);
  });

  it('stores the image at 2048x2560 with a thumbnail, counts one image on an AI engine and lists it first', async () => {
    paintsWithAi = true;
    const { browser, userId } = await signedIn('pro');
    const { background, savedPrompt, imagesUsed } = await generate(browser, {
      name: '  Indigo Alley ',
      prompt: ' an indigo lane at dusk ',
      category: 'urban',
    });
    expect(engineCalls).toEqual([{ prompt: 'an indigo lane at dusk', category: 'urban' }]);
    expect(savedPrompt).toBeNull();
    expect(imagesUsed).toBe(1);
    expect(background).toMatchObject({
      name: 'Indigo Alley',
      category: 'urban',
      prompt: 'an indigo lane at dusk',
      description: 'an indigo lane at dusk (fake)',
      isCustom: true,
      isFavorite: false,
      engine: 'studio',
      thumbnailUrl: `${API}/${background.id}/thumbnail`,
      imageUrl: `${API}/${background.id}/image`,
    });
    expect(await usedImages(browser)).toBe(1);

    const image = await browser.get(background.imageUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    const full = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([full.format, full.width, full.height]).toEqual(['png', 2048, 2560]);
    const thumb = await browser.get(background.thumbnailUrl);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    const small = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 320, 400]);

    expect(await t.storage.exists(`backgrounds/${userId}/${background.id}.png`)).toBe(true);
    const view = await list(browser);
    expect(view.backgrounds).toHaveLength(BACKGROUND_PRESETS.length + 1);
    expect(view.backgrounds[0]).toEqual(background);
  });

  it("keeps the studio engine's description and its note that the scene comes from the words", async () => {
    const { browser } = await signedIn('premium');
    nextAnswer = 'real';
    const { background } = await generate(browser, {
      name: 'Beach Day',
      prompt: 'a sunny beach by the sea',
      category: 'outdoor',
    });
    expect(background.description).toContain('rendered as the Golden Beach scene');
    expect(background.note).toMatch(
      /^Matched Golden Beach: beach, sea\. .*scene chosen from the words/,
    );
  });

  it('charges nothing on the studio engine, says which preset it chose, and works at the limit', async () => {
    const { browser, userId } = await signedIn('pro');
    nextAnswer = 'real';
    const first = await generate(browser, {
      name: 'Haveli',
      prompt: 'a sandstone haveli courtyard with jharokha windows',
      category: 'heritage',
    });
    expect(first).toMatchObject({
      imagesUsed: 0,
      reason: 'Matched Sandstone Fort: sandstone, haveli, jharokha',
    });
    expect(await usedImages(browser)).toBe(0);
    // Nothing is reserved, so a seller with no images left still gets a preset scene.
    await createQuotaService(createQuotaRepo(sql())).reserve(userId, 500);
    const atLimit = await generate(browser, VALID);
    expect(atLimit.imagesUsed).toBe(0);
    expect(await usedImages(browser)).toBe(500);
  });

  it('saves the prompt when asked, newest first in the saved prompts', async () => {
    const { browser } = await signedIn('pro');
    await browser.post(`${API}/prompts`, { name: 'Older', prompt: 'old text', category: 'rustic' });
    const { savedPrompt } = await generate(browser, { ...VALID, savePrompt: true });
    expect(savedPrompt).toMatchObject({
      name: 'Indigo Alley',
      prompt: 'an indigo lane at dusk',
      category: 'urban',
    });
    const prompts = await json<SavedPromptView[]>(browser.get(`${API}/prompts`));
    expect(prompts.map((p) => p.name)).toEqual(['Indigo Alley', 'Older']);
  });

  it('gives the image back when the engine fails, storing nothing (a saved prompt stays)', async () => {
    paintsWithAi = true;
    const { browser, userId } = await signedIn('pro');
    const failures: [BackgroundOutcome, number, string][] = [
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
        'Please try again.',
      ],
      [
        { ok: false, failure: { kind: 'no-image', ...reasonOf(keyed('imageServiceNoImage')) } },
        503,
        TEXTS.noImage,
      ],
      [
        { ok: false, failure: { kind: 'refused', ...reasonOf(keyed('safetyDeclinedRequest')) } },
        400,
        SERVER_MESSAGES.safetyDeclinedRequest,
      ],
    ];
    for (const [outcome, status, message] of failures) {
      nextAnswer = outcome;
      const res = await browser.post(`${API}/generate`, { ...VALID, savePrompt: true });
      expect(res.status).toBe(status);
      expect((await json<{ error: { message: string } }>(res)).error.message).toBe(message);
      expect(await usedImages(browser)).toBe(0);
    }
    expect(engineCalls).toHaveLength(3);
    expect(await sql().$count(customBackground, eq(customBackground.userId, userId))).toBe(0);
    expect(await storedFilesOf(userId)).toEqual([]);
    expect(await json<SavedPromptView[]>(browser.get(`${API}/prompts`))).toHaveLength(3);
  });

  it('refuses on an AI engine with Generation Limit Reached when no image is left, without calling it', async () => {
    paintsWithAi = true;
    const { browser, userId } = await signedIn('pro');
    const quota = createQuotaService(createQuotaRepo(sql()));
    await quota.reserve(userId, 500);
    const res = await browser.post(`${API}/generate`, VALID);
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({
      error: {
        code: 'QUOTA_EXCEEDED',
        message:
          "You've reached your monthly generation limit. Please upgrade your plan to continue.",
        key: 'limitReached',
        values: [],
      },
    });
    expect(engineCalls).toEqual([]);
  });
});

describe('favourites', () => {
  it('toggle presets and custom backgrounds and persist for the same user on another device', async () => {
    const user = await signedIn('pro');
    const { background } = await generate(user.browser);
    for (const id of ['neon-city', background.id]) {
      const res = await send(user.browser, 'PUT', `${API}/${id}/favorite`);
      expect(res.status).toBe(204);
    }
    // Twice is the same as once.
    expect((await send(user.browser, 'PUT', `${API}/neon-city/favorite`)).status).toBe(204);

    const otherDevice = createBrowser(t);
    const session = await otherDevice.signIn(user.email, user.password);
    expect(session.status).toBe(200);
    const favourites = (await list(otherDevice)).backgrounds.filter((b) => b.isFavorite);
    expect(favourites.map((b) => b.id)).toEqual([background.id, 'neon-city']);

    expect((await send(otherDevice, 'DELETE', `${API}/neon-city/favorite`)).status).toBe(204);
    expect((await send(otherDevice, 'DELETE', `${API}/neon-city/favorite`)).status).toBe(204);
    const after = (await list(user.browser)).backgrounds.filter((b) => b.isFavorite);
    expect(after.map((b) => b.id)).toEqual([background.id]);
  });

  it('are only for presets and the user’s own backgrounds', async () => {
    const { browser } = await signedIn('free');
    for (const id of ['no-such-preset', randomUUID(), 'all']) {
      const res = await send(browser, 'PUT', `${API}/${id}/favorite`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual(notFoundBody());
    }
  });
});

describe('removing a custom background', () => {
  it('removes its files, its favourite and its card; a preset cannot be removed', async () => {
    paintsWithAi = true; // so that removal can be seen not to give the image back
    const { browser, userId } = await signedIn('pro');
    const { background } = await generate(browser);
    await send(browser, 'PUT', `${API}/${background.id}/favorite`);

    const res = await send(browser, 'DELETE', `${API}/${background.id}`);
    expect(res.status).toBe(204);
    expect(await t.storage.exists(`backgrounds/${userId}/${background.id}.png`)).toBe(false);
    expect(await t.storage.exists(`backgrounds/${userId}/${background.id}-thumb.webp`)).toBe(false);
    const view = await list(browser);
    expect(view.backgrounds.some((b) => b.id === background.id)).toBe(false);
    expect(view.backgrounds.some((b) => b.isFavorite)).toBe(false);
    for (const url of [
      `${API}/${background.id}/thumbnail`,
      `${API}/${background.id}/image`,
      `${API}/${background.id}`,
    ]) {
      const again = url.endsWith(background.id)
        ? await send(browser, 'DELETE', url)
        : await browser.get(url);
      expect(again.status, url).toBe(404);
    }
    expect((await send(browser, 'PUT', `${API}/${background.id}/favorite`)).status).toBe(404);
    // The image counted stays counted: the background was made.
    expect(await usedImages(browser)).toBe(1);

    const preset = await send(browser, 'DELETE', `${API}/neon-city`);
    expect(preset.status).toBe(400);
  });
});

describe('saved prompts', () => {
  it('are created, listed and deleted, with each field checked', async () => {
    const { browser } = await signedIn('free');
    const created = await browser.post(`${API}/prompts`, {
      name: ' Fort ',
      prompt: ' sandstone fort at noon ',
      category: 'heritage',
    });
    expect(created.status).toBe(201);
    const prompt = await json<SavedPromptView>(created);
    expect(prompt).toMatchObject({
      name: 'Fort',
      prompt: 'sandstone fort at noon',
      category: 'heritage',
    });

    const invalid: [Record<string, unknown>, string][] = [
      [{ prompt: 'x', category: 'studio' }, 'name'],
      [{ name: 'x', prompt: ' ', category: 'studio' }, 'prompt'],
      [{ name: 'x', prompt: 'y', category: 'all' }, 'category'],
    ];
    for (const [body, field] of invalid) {
      const res = await browser.post(`${API}/prompts`, body);
      expect(res.status).toBe(400);
      const answer = await json<{ error: { issues: { path: string }[] } }>(res);
      expect(answer.error.issues.map((issue) => issue.path)).toEqual([field]);
    }

    expect((await send(browser, 'DELETE', `${API}/prompts/${prompt.id}`)).status).toBe(204);
    expect(await json(browser.get(`${API}/prompts`))).toEqual([]);
    const again = await send(browser, 'DELETE', `${API}/prompts/${prompt.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(notFoundBody(TEXTS.promptNotFound));
  });
});

describe("another user's ids", () => {
  it('answer 404 on every route, exactly as missing ones, and change nothing', async () => {
    const owner = await signedIn('pro');
    const { background } = await generate(owner.browser);
    const prompt = await json<SavedPromptView>(
      owner.browser.post(`${API}/prompts`, { name: 'Mine', prompt: 'my text', category: 'nature' }),
    );
    const intruder = await signedIn('premium');
    const missing = randomUUID();

    const routes: [string, (id: string) => string, string][] = [
      ['GET', (id) => `${API}/${id}/thumbnail`, TEXTS.notFound],
      ['GET', (id) => `${API}/${id}/image`, TEXTS.notFound],
      ['PUT', (id) => `${API}/${id}/favorite`, TEXTS.notFound],
      ['DELETE', (id) => `${API}/${id}/favorite`, TEXTS.notFound],
      ['DELETE', (id) => `${API}/${id}`, TEXTS.notFound],
    ];
    for (const [method, url, message] of routes) {
      for (const id of [background.id, missing, 'not-a-uuid']) {
        const res = await send(intruder.browser, method, url(id));
        expect(res.status, `${method} ${url(id)}`).toBe(404);
        expect(await res.json()).toEqual(notFoundBody(message));
      }
    }
    for (const id of [prompt.id, missing, 'not-a-uuid']) {
      const res = await send(intruder.browser, 'DELETE', `${API}/prompts/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(notFoundBody(TEXTS.promptNotFound));
    }

    const intruderView = await list(intruder.browser);
    expect(intruderView.backgrounds.some((b) => b.isCustom)).toBe(false);
    expect(await json(intruder.browser.get(`${API}/prompts`))).toEqual([]);
    const ownerView = await list(owner.browser);
    expect(ownerView.backgrounds[0]).toMatchObject({ id: background.id, isFavorite: false });
    expect(await json<SavedPromptView[]>(owner.browser.get(`${API}/prompts`))).toHaveLength(1);
    expect((await owner.browser.get(background.thumbnailUrl)).status).toBe(200);
  });
});

describe('what the runs area uses', () => {
  it('findUsableBackground: presets, own custom ones with their image, 404 and 400 otherwise', async () => {
    const owner = await signedIn('pro');
    const other = await signedIn('pro');
    const { background } = await generate(owner.browser);

    expect(await service.findUsableBackground(owner.userId, 'neon-city')).toEqual({
      id: 'neon-city',
      name: 'Neon City',
      isCustom: false,
      choice: { kind: 'preset', presetId: 'neon-city' },
    });
    const custom = await service.findUsableBackground(owner.userId, background.id);
    expect(custom).toMatchObject({
      id: background.id,
      name: 'Indigo Alley',
      isCustom: true,
      choice: { kind: 'custom', description: 'an indigo lane at dusk (fake)' },
    });
    if (custom.choice.kind !== 'custom') throw new Error('expected a custom choice');
    const meta = await sharp(custom.choice.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 2048, 2560]);

    await expect(service.findUsableBackground(other.userId, background.id)).rejects.toMatchObject({
      status: 404,
      userMessage: TEXTS.notFound,
    });
    await expect(service.findUsableBackground(owner.userId, randomUUID())).rejects.toMatchObject({
      status: 404,
    });
    await expect(service.findUsableBackground(owner.userId, 'no-such')).rejects.toMatchObject({
      status: 400,
      userMessage: RUN_MESSAGES.unknownBackground,
    });
    await send(owner.browser, 'DELETE', `${API}/${background.id}`);
    await expect(service.findUsableBackground(owner.userId, background.id)).rejects.toMatchObject({
      status: 400,
      userMessage: TEXTS.removedBackground,
    });
  });

  it('createPageBackgrounds: favourites first, then custom newest first, then presets; 15', async () => {
    const { browser, userId } = await signedIn('pro');
    const first = (await generate(browser, { ...VALID, name: 'First' })).background;
    const second = (await generate(browser, { ...VALID, name: 'Second' })).background;
    await send(browser, 'PUT', `${API}/space-station/favorite`);
    await send(browser, 'PUT', `${API}/${first.id}/favorite`);

    const items = await service.createPageBackgrounds(userId);
    expect(items).toHaveLength(15);
    expect(items.slice(0, 4).map((b) => b.id)).toEqual([
      first.id,
      'space-station',
      second.id,
      'clean-white-studio',
    ]);
  });
});

describe('account data', () => {
  it('adds backgrounds.json and the custom images to the data download', async () => {
    const { browser } = await signedIn('pro');
    const { background } = await generate(browser, { ...VALID, savePrompt: true });
    await send(browser, 'PUT', `${API}/zen-garden/favorite`);

    const res = await browser.get('/api/account/export');
    expect(res.status).toBe(200);
    const files = readZip(Buffer.from(await res.arrayBuffer()));
    const listing = JSON.parse(files.get('backgrounds/backgrounds.json')?.toString() ?? '{}') as {
      customBackgrounds: { id: string; name: string; file: string }[];
      favorites: string[];
      savedPrompts: { name: string }[];
    };
    expect(listing.customBackgrounds).toEqual([
      expect.objectContaining({
        id: background.id,
        name: 'Indigo Alley',
        file: `images/Indigo-Alley-${background.id.slice(0, 8)}.png`,
      }),
    ]);
    expect(listing.favorites).toEqual(['zen-garden']);
    expect(listing.savedPrompts.map((p) => p.name)).toEqual(['Indigo Alley']);
    const png = files.get(`backgrounds/${listing.customBackgrounds[0]!.file}`);
    expect((await sharp(png).metadata()).format).toBe('png');
    expect(files.get('README.txt')?.toString()).toContain('backgrounds/backgrounds.json');
  });

  it("removes the user's background files and rows when the account is deleted", async () => {
    const user = await signedIn('pro');
    const other = await signedIn('pro');
    const mine = (await generate(user.browser)).background;
    const theirs = (await generate(other.browser)).background;

    const res = await user.browser.request('/api/account', {
      method: 'DELETE',
      json: { confirmEmail: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await t.storage.exists(`backgrounds/${user.userId}/${mine.id}.png`)).toBe(false);
    expect(await sql().$count(customBackground, eq(customBackground.userId, user.userId))).toBe(0);
    expect(await t.storage.exists(`backgrounds/${other.userId}/${theirs.id}.png`)).toBe(true);
  });
});
