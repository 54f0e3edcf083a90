/**
 * GET /api/v1/models with the key owner's own models (decision 135): they come first, newest
 * first, then the stock personas, in the fields the OpenAPI document describes; another
 * seller's models are never listed. A run or a batch created through the API with one of the
 * caller's models uses it; another seller's model id is refused with the very answer an unknown
 * id gets, and nothing is made or spent.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '../src/core/api-keys.js';
import type { LibraryModel } from '../src/core/model-library.js';
import { STOCK_MODELS } from '../src/core/stock-models.js';
import { batch } from '../src/server/db/schema/batches.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import { ModelSchema, type ApiRun } from '../src/server/modules/api/api-schemas.js';
import { createApiClient, type ApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { useRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser, type Browser } from './support/test-browser.js';

const ctx = useRunHarness();
let frontPhoto: Buffer;

beforeAll(async () => {
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5f8b', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    )
  ).photo;
}, 60_000);

/** A Pro seller signed in (for the Models Library) with an API key. */
async function seller() {
  const user = await createSignedInUser(ctx.h.auth);
  await setPlan(ctx.db.handle.db, user.user.id, 'pro');
  const browser = createBrowser(ctx.h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  const created = await browser.post('/api/api-keys', { name: 'Catalogue sync' });
  expect(created.status).toBe(201);
  const key = (await created.json()) as CreatedApiKey;
  return { userId: user.user.id, browser, api: createApiClient(ctx.h, key.secret) };
}

/** A model made in the Models Library, as the dashboard makes it. */
async function createModel(browser: Browser, name: string): Promise<LibraryModel> {
  const created = await browser.post('/api/library/models', {
    name,
    description: `Short hair, calm look (${name})`,
    ethnicity: 'indian',
    gender: 'female',
    age: '25-30',
    bodyType: 'slim',
  });
  expect(created.status).toBe(201);
  return (await created.json()) as LibraryModel;
}

function photoForm(fields: Record<string, string>) {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

async function listModels(api: ApiClient) {
  const answer = await api('/models');
  expect(answer.status).toBe(200);
  // Exactly the documented fields: nothing more, nothing missing.
  return ModelSchema.strict()
    .array()
    .parse(await answer.json());
}

async function usedImages(api: ApiClient): Promise<number> {
  return ((await (await api('/usage')).json()) as { used: number }).used;
}

async function runsOf(userId: string) {
  return ctx.db.handle.db.select().from(generationRun).where(eq(generationRun.userId, userId));
}

describe('GET /api/v1/models', () => {
  it("lists the caller's models first, newest first, then every stock persona", async () => {
    const owner = await seller();
    const older = await createModel(owner.browser, 'Asha');
    const newer = await createModel(owner.browser, 'Devika');
    const removed = await createModel(owner.browser, 'Removed one');
    expect(
      (await owner.browser.request(`/api/library/models/${older.id}/favorite`, { method: 'PUT' }))
        .status,
    ).toBe(204);
    expect(
      (await owner.browser.request(`/api/library/models/${removed.id}`, { method: 'DELETE' }))
        .status,
    ).toBe(204);

    const models = await listModels(owner.api);
    expect(models.slice(0, 2)).toEqual([
      {
        id: newer.id,
        name: 'Devika',
        description: 'Short hair, calm look (Devika)',
        ethnicity: 'indian',
        gender: 'female',
        age: '25-30',
        bodyType: 'slim',
        isPremium: false,
        isCustom: true,
        isFavorite: false,
      },
      expect.objectContaining({ id: older.id, name: 'Asha', isCustom: true, isFavorite: true }),
    ]);
    expect(models.slice(2).map((model) => model.id)).toEqual(STOCK_MODELS.map((m) => m.id));
    expect(models.slice(2).every((model) => !model.isCustom)).toBe(true);
    expect(models.map((model) => model.id)).not.toContain(removed.id);
  });

  it("never lists another seller's models", async () => {
    const owner = await seller();
    const other = await seller();
    const theirs = await createModel(other.browser, 'Bilal’s model');
    const answer = await owner.api('/models');
    const text = await answer.text();
    expect(text).not.toContain(theirs.id);
    expect(text).not.toContain('Bilal’s model');
    const models = ModelSchema.array().parse(JSON.parse(text));
    expect(models.filter((model) => model.isCustom)).toEqual([]);
    // The other seller does see it.
    expect((await listModels(other.api)).map((model) => model.id)).toContain(theirs.id);
  });
});

describe('a custom model id in POST /api/v1/runs and /batches', () => {
  it("creates a run with the caller's own model", async () => {
    const owner = await seller();
    const mine = await createModel(owner.browser, 'Meher');
    const created = await owner.api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio', modelId: mine.id }),
    });
    expect(created.status).toBe(201);
    const run = (await created.json()) as ApiRun;
    expect(run.modelName).toBe('Meher');
    const [row] = await runsOf(owner.userId);
    expect(row).toMatchObject({ id: run.id, modelId: mine.id, modelName: 'Meher' });
    expect(row!.persona).toMatchObject({
      ethnicity: 'indian',
      gender: 'female',
      age: '25-30',
      bodyType: 'slim',
      description: 'Short hair, calm look (Meher)',
    });
    await expect
      .poll(async () => ((await (await owner.api(`/runs/${run.id}`)).json()) as ApiRun).status, {
        timeout: 60_000,
        interval: 250,
      })
      .toBe('completed');
  });

  it("refuses another seller's model exactly as an unknown id, before anything is spent", async () => {
    const owner = await seller();
    const other = await seller();
    const theirs = await createModel(other.browser, 'Not yours');
    const usedBefore = await usedImages(owner.api);
    const create = (modelId: string) =>
      owner.api('/runs', {
        body: photoForm({ backgroundId: 'clean-white-studio', modelId }),
      });

    const refused = await create(theirs.id);
    const unknown = await create(randomUUID());
    expect(refused.status).toBe(404);
    expect(refused.status).toBe(unknown.status);
    const refusedText = await refused.text();
    expect(refusedText).toBe(await unknown.text());
    expect(refusedText).not.toContain('Not yours');

    // The same through JSON with image URLs: refused before any URL is fetched.
    const byUrl = await owner.api('/runs', {
      json: {
        images: { front: 'https://example.com/never-fetched.jpg' },
        backgroundId: 'clean-white-studio',
        modelId: theirs.id,
      },
    });
    expect(byUrl.status).toBe(404);
    expect(await byUrl.text()).toBe(refusedText);

    expect(await runsOf(owner.userId)).toEqual([]);
    expect(await usedImages(owner.api)).toBe(usedBefore);
  });

  it("takes the caller's model in a batch and refuses another seller's as unknown", async () => {
    const owner = await seller();
    const other = await seller();
    const mine = await createModel(owner.browser, 'Riya');
    const theirs = await createModel(other.browser, 'Also not yours');
    const product = (modelId: string) => ({
      products: [
        {
          sku: 'KURTA-7',
          backgroundId: 'clean-white-studio',
          modelId,
          hasBack: false,
          hasSide: false,
        },
      ],
    });

    const refused = await owner.api('/batches', { json: product(theirs.id) });
    const unknown = await owner.api('/batches', { json: product(randomUUID()) });
    expect(refused.status).toBe(404);
    const refusedText = await refused.text();
    expect(refusedText).toBe(await unknown.text());
    expect(refusedText).not.toContain('Also not yours');
    expect(
      await ctx.db.handle.db.select().from(batch).where(eq(batch.userId, owner.userId)),
    ).toEqual([]);

    const created = await owner.api('/batches', { json: product(mine.id) });
    expect(created.status).toBe(201);
    const { items } = (await created.json()) as { items: { modelName: string | null }[] };
    expect(items.map((item) => item.modelName)).toEqual(['Riya']);
  });
});
