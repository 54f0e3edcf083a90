/**
 * The public REST API (decisions 130 to 133) on a real database with real run workers: the key
 * lifecycle, another account's ids, idempotent creates, rate limits, signed webhooks verified by
 * a receiver written from /docs/api alone, and the OpenAPI document against the routes.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey, ApiKeyView, WebhookDeliveryView } from '../src/core/api-keys.js';
import { GARMENT_TEXTS, GARMENT_TYPES } from '../src/core/garments.js';
import { apiKey, apiIdempotency, webhookDelivery } from '../src/server/db/schema/api.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import type { ApiCatalogue, ApiRun } from '../src/server/modules/api/api-schemas.js';
import { createTestApp } from './support/test-app.js';
import { createApiClient, type ApiClient } from './support/api-client.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { createRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';
import { verifyDelivery } from './support/verify-webhook.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

/** The one local address these tests let the server call (image URLs, webhooks). */
const LOCAL = '127.0.0.2';

let db: TestDatabase;
let h: Awaited<ReturnType<typeof createRunHarness>>;
let frontPhoto: Buffer;
let receiver: http.Server;
let receiverUrl: string;
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  h = await createRunHarness(db, { isAllowedAddress: (address) => address === LOCAL });
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    )
  ).photo;
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/photo.jpg') {
        res.writeHead(200, { 'content-type': 'image/jpeg' }).end(frontPhoto);
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
  await h.close();
  await db.close();
});

async function paidUser(plan: 'pro' | 'premium' = 'pro') {
  const user = await createSignedInUser(h.auth);
  await setPlan(db.handle.db, user.user.id, plan);
  const browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, browser };
}

async function createKey(browser: ReturnType<typeof createBrowser>, name = 'Shopify sync') {
  const response = await browser.post('/api/api-keys', { name });
  expect(response.status).toBe(201);
  return (await response.json()) as CreatedApiKey;
}

async function seller() {
  const user = await paidUser();
  const key = await createKey(user.browser);
  return { ...user, key, api: createApiClient(h, key.secret) };
}

function photoForm(fields: Record<string, string>) {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** Polls the run until it has ended (usable in beforeAll, where expect.poll is not). */
async function waitForRun(api: ApiClient, id: string): Promise<ApiRun> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const run = (await (await api(`/runs/${id}`)).json()) as ApiRun;
    if (['completed', 'failed', 'stopped'].includes(run.status)) return run;
    if (Date.now() > deadline) throw new Error(`run ${id} still ${run.status} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('API keys', () => {
  it('shows the secret once, stores only its hash, records its last use and refuses it once revoked', async () => {
    const { user, browser } = await paidUser();
    const created = await createKey(browser);
    expect(created.secret).toMatch(/^vs_live_[\w-]{40,}$/);
    expect(created.webhookSecret).toMatch(/^whsec_/);
    expect(created.prefix).toBe(created.secret.slice(0, 14));

    const [row] = await db.handle.db.select().from(apiKey).where(eq(apiKey.id, created.id));
    expect(row!.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const listed = (await (await browser.get('/api/api-keys')).json()) as ApiKeyView[];
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id: created.id, prefix: created.prefix, lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const api = createApiClient(h, created.secret);
    const usage = await api('/usage');
    expect(usage.status).toBe(200);
    expect(await usage.json()).toMatchObject({ plan: 'pro', limit: 500 });
    const used = (await (await browser.get('/api/api-keys')).json()) as ApiKeyView[];
    expect(used[0]!.lastUsedAt).not.toBeNull();

    expect(
      (await browser.request(`/api/api-keys/${created.id}`, { method: 'DELETE' })).status,
    ).toBe(204);
    const refused = await api('/usage');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    // Another user cannot revoke (or see) the key: 404.
    const other = await paidUser();
    const key = await createKey(other.browser);
    expect((await browser.request(`/api/api-keys/${key.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    expect(user.id).toBeDefined();
  });

  it('answers 401 without a key or with an unknown one', async () => {
    expect((await h.request('/api/v1/usage')).status).toBe(401);
    const unknown = await createApiClient(h, `vs_live_${'x'.repeat(43)}`)('/usage');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      error: {
        code: 'UNAUTHENTICATED',
        message: 'This API key is not valid or has been revoked.',
        key: 'apiKeyInvalid',
        values: [],
      },
    });
  });

  it('refuses a Free account: no key is made, and a key from a lapsed plan answers 403', async () => {
    const free = await createSignedInUser(h.auth);
    const browser = createBrowser(h);
    browser.setCookie(free.cookie.name, free.cookie.value);
    const refused = await browser.post('/api/api-keys', { name: 'x' });
    expect(refused.status).toBe(403);

    const { user, browser: paid } = await paidUser();
    const key = await createKey(paid);
    await setPlan(db.handle.db, user.id, 'free');
    const answer = await createApiClient(h, key.secret)('/usage');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('limits each key: 429 with Retry-After beyond the limit, other keys unaffected', async () => {
    const limited = createTestApp(db, { API_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const { browser } = await paidUser();
      const [first, second] = [await createKey(browser, 'a'), await createKey(browser, 'b')];
      const api = createApiClient(limited, first.secret);
      for (let i = 0; i < 3; i++) expect((await api('/models')).status).toBe(200);
      const over = await api('/models');
      expect(over.status).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await over.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((await createApiClient(limited, second.secret)('/models')).status).toBe(200);
    } finally {
      limited.close();
    }
  });
});

describe('runs and catalogues through the API', () => {
  let owner: Awaited<ReturnType<typeof seller>>;
  let run: ApiRun;
  let catalogue: ApiCatalogue;

  beforeAll(async () => {
    owner = await seller();
    const created = await owner.api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio' }),
    });
    expect(created.status).toBe(201);
    run = await waitForRun(owner.api, ((await created.json()) as ApiRun).id);
    const saved = await owner.api('/catalogues', { json: { runId: run.id, name: 'SKU-1' } });
    expect(saved.status).toBe(201);
    catalogue = (await saved.json()) as ApiCatalogue;
  }, 90_000);

  it('makes a run from photos, with image URLs under /api/v1 that the key can fetch', async () => {
    expect(run.status).toBe('completed');
    expect(run.generated).toBeGreaterThan(0);
    const shot = run.shots.find((candidate) => candidate.imageUrl)!;
    expect(shot.imageUrl).toBe(
      `${h.env.PUBLIC_URL}/api/v1/runs/${run.id}/shots/${shot.index}/image`,
    );
    const image = await owner.api(new URL(shot.imageUrl!).pathname.replace('/api/v1', ''));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const zip = await owner.api(`/catalogues/${catalogue.id}/zip`);
    expect(zip.status).toBe(200);
    expect(
      Buffer.from(await zip.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it("answers 404 for another account's ids on every route that takes one", async () => {
    const other = await seller();
    const image = catalogue.images[0]!;
    const attempts: [string, Parameters<ApiClient>[1]][] = [
      [`/runs/${run.id}`, {}],
      [`/runs/${run.id}/stop`, { method: 'POST' }],
      [`/runs/${run.id}/shots/0/image`, {}],
      [`/runs/${run.id}/shots/0/preview`, {}],
      ['/catalogues', { json: { runId: run.id, name: 'stolen' } }],
      [`/catalogues/${catalogue.id}`, {}],
      [`/catalogues/${catalogue.id}`, { method: 'PATCH', json: { name: 'stolen' } }],
      [`/catalogues/${catalogue.id}/zip`, {}],
      [`/catalogues/${catalogue.id}/images/${image.id}`, {}],
      [`/catalogues/${catalogue.id}/images/${image.id}/preview`, {}],
      [`/catalogues/${catalogue.id}`, { method: 'DELETE' }],
    ];
    for (const [path, init] of attempts) {
      const answer = await other.api(path, init);
      expect({ path, method: init?.method, status: answer.status }).toEqual({
        path,
        method: init?.method,
        status: 404,
      });
      expect(await answer.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    // Nothing was changed for the owner.
    const mine = await owner.api(`/catalogues/${catalogue.id}`);
    expect(((await mine.json()) as ApiCatalogue).name).toBe('SKU-1');
    const page = (await (await other.api('/catalogues')).json()) as { total: number };
    expect(page.total).toBe(0);
  });

  it('lists, renames and deletes catalogues; lists backgrounds and models', async () => {
    const page = (await (await owner.api('/catalogues?page=1&pageSize=5')).json()) as {
      items: ApiCatalogue[];
    };
    expect(page.items.map((item) => item.id)).toEqual([catalogue.id]);
    const renamed = await owner.api(`/catalogues/${catalogue.id}`, {
      method: 'PATCH',
      json: { name: 'SKU-1 kurta' },
    });
    expect(((await renamed.json()) as ApiCatalogue).name).toBe('SKU-1 kurta');
    const backgrounds = (await (await owner.api('/backgrounds')).json()) as { id: string }[];
    expect(backgrounds.map((b) => b.id)).toContain('clean-white-studio');
    const models = (await (await owner.api('/models')).json()) as { id: string }[];
    expect(models.length).toBeGreaterThan(0);
    expect((await owner.api(`/catalogues/${catalogue.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.api(`/catalogues/${catalogue.id}`)).status).toBe(404);
  });
});

describe('Idempotency-Key', () => {
  it('makes one run for two identical creates, and refuses the key with another body (422)', async () => {
    const { user, api } = await seller();
    const key = 'order-4411-front';
    const send = (backgroundId: string) =>
      api('/runs', { body: photoForm({ backgroundId }), headers: { 'idempotency-key': key } });
    const first = await send('clean-white-studio');
    expect(first.status).toBe(201);
    const firstRun = (await first.json()) as ApiRun;
    const retry = await send('clean-white-studio');
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as ApiRun).id).toBe(firstRun.id);
    const runs = await db.handle.db
      .select()
      .from(generationRun)
      .where(eq(generationRun.userId, user.id));
    expect(runs).toHaveLength(1);
    const usage = (await (await api('/usage')).json()) as { used: number };
    expect(usage.used).toBeLessThanOrEqual(firstRun.total);

    const other = await send('soft-grey-studio');
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    await waitForRun(api, firstRun.id);
  }, 90_000);

  it('gives the key back when the create failed, so the corrected retry is made', async () => {
    const { user, api } = await seller();
    const headers = { 'idempotency-key': 'retry-after-error' };
    const bad = await api('/runs', {
      body: photoForm({ backgroundId: 'no-such-background' }),
      headers,
    });
    expect(bad.status).toBe(400);
    const rows = await db.handle.db
      .select()
      .from(apiIdempotency)
      .where(eq(apiIdempotency.userId, user.id));
    expect(rows).toHaveLength(0);
  });
});

describe('garment types', () => {
  it('lists the garment types with their groups', async () => {
    const { api } = await seller();
    const answer = await api('/garment-types');
    expect(answer.status).toBe(200);
    const types = (await answer.json()) as {
      id: string;
      name: string;
      group: string;
      groupName: string;
    }[];
    expect(types.map((type) => type.id)).toEqual(GARMENT_TYPES.map((type) => type.id));
    expect(types.find((type) => type.id === 'saree')).toEqual({
      id: 'saree',
      name: 'Saree',
      group: 'draped',
      groupName: 'Sarees and drapes',
    });
  });

  it('stores and answers the type and note of a run from photos and from URLs; the catalogue has the type', async () => {
    const owner = await seller();
    const other = await seller();
    const created = await owner.api('/runs', {
      body: photoForm({
        backgroundId: 'clean-white-studio',
        garmentType: 'kurta',
        stylingNote: '  with   white churidar ',
      }),
    });
    expect(created.status).toBe(201);
    const run = (await created.json()) as ApiRun;
    expect(run).toMatchObject({ garmentType: 'kurta', stylingNote: 'with white churidar' });
    const [stored] = await db.handle.db
      .select()
      .from(generationRun)
      .where(eq(generationRun.id, run.id));
    expect(stored).toMatchObject({ garmentType: 'kurta', stylingNote: 'with white churidar' });

    const fromUrl = await owner.api('/runs', {
      json: {
        images: { front: `${receiverUrl}/photo.jpg`, detail: `${receiverUrl}/photo.jpg` },
        backgroundId: 'clean-white-studio',
        garmentType: 'saree',
      },
    });
    expect(fromUrl.status).toBe(201);
    const urlRun = (await fromUrl.json()) as ApiRun;
    expect(urlRun).toMatchObject({ garmentType: 'saree', stylingNote: null });

    const finished = await waitForRun(owner.api, run.id);
    expect(finished.garmentType).toBe('kurta');
    const saved = await owner.api('/catalogues', { json: { runId: run.id, name: 'Kurta 7' } });
    expect(saved.status).toBe(201);
    expect(((await saved.json()) as ApiCatalogue).garmentType).toBe('kurta');

    // Another account's run made in the meantime keeps its own (default) type.
    const theirs = await other.api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio' }),
    });
    const theirRun = (await theirs.json()) as ApiRun;
    expect(theirRun.garmentType).toBe('other');
    expect((await other.api(`/runs/${run.id}`)).status).toBe(404);
    await waitForRun(owner.api, urlRun.id);
    await waitForRun(other.api, theirRun.id);
  }, 120_000);

  it('answers 400 naming the types for an unknown one, before anything is spent', async () => {
    const { user, api } = await seller();
    for (const send of [
      () =>
        api('/runs', {
          body: photoForm({ backgroundId: 'clean-white-studio', garmentType: 'toga' }),
        }),
      () =>
        api('/runs', {
          json: {
            images: { front: `${receiverUrl}/photo.jpg` },
            backgroundId: 'clean-white-studio',
            garmentType: 'toga',
          },
        }),
    ]) {
      const answer = await send();
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          issues: [{ path: 'garmentType', message: GARMENT_TEXTS.unknownType }],
        },
      });
    }
    const runs = await db.handle.db
      .select()
      .from(generationRun)
      .where(eq(generationRun.userId, user.id));
    expect(runs).toHaveLength(0);
  });

  it('makes the type part of the Idempotency-Key fingerprint', async () => {
    const { api } = await seller();
    const headers = { 'idempotency-key': 'kurta-or-saree-1' };
    const first = await api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio', garmentType: 'kurta' }),
      headers,
    });
    expect(first.status).toBe(201);
    const other = await api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio', garmentType: 'saree' }),
      headers,
    });
    expect(other.status).toBe(422);
    await waitForRun(api, ((await first.json()) as ApiRun).id);
  }, 90_000);
});

describe('image URLs', () => {
  it('fetches a photo from an allowed address and refuses private ones, also after a redirect', async () => {
    const { api } = await seller();
    const fromUrl = await api('/runs', {
      json: { images: { front: `${receiverUrl}/photo.jpg` }, backgroundId: 'clean-white-studio' },
    });
    expect(fromUrl.status).toBe(201);
    await waitForRun(api, ((await fromUrl.json()) as ApiRun).id);

    const port = (receiver.address() as AddressInfo).port;
    const refused = [
      `http://127.0.0.1:${port}/photo.jpg`,
      'http://10.0.0.7/photo.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/photo.jpg',
      'http://localhost/photo.jpg',
      `${receiverUrl}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${port}/photo.jpg`)}`,
      `${receiverUrl}/redirect?to=${encodeURIComponent('http://10.1.2.3/photo.jpg')}`,
      `${receiverUrl}/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
    ];
    for (const front of refused) {
      const answer = await api('/runs', {
        json: { images: { front }, backgroundId: 'clean-white-studio' },
      });
      expect({ front, status: answer.status }).toEqual({ front, status: 400 });
      const body = (await answer.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/private or local network/);
    }
  }, 90_000);
});

describe('webhooks', () => {
  it('POSTs a signed run.completed that the documented check accepts, and logs it in Settings', async () => {
    const { api, key, browser } = await seller();
    const created = await api('/runs', {
      body: photoForm({
        backgroundId: 'clean-white-studio',
        webhookUrl: `${receiverUrl}/hooks/vastra`,
      }),
    });
    expect(created.status).toBe(201);
    const runId = ((await created.json()) as ApiRun).id;
    await waitForRun(api, runId);
    await expect
      .poll(() => received.filter((r) => r.body.includes(runId)).length, { timeout: 30_000 })
      .toBe(1);
    const delivery = received.find((r) => r.body.includes(runId))!;
    expect(verifyDelivery(key.webhookSecret, delivery.headers, delivery.body)).toBe(true);
    const event = JSON.parse(delivery.body) as { type: string; data: { run: ApiRun } };
    expect(event.type).toBe('run.completed');
    expect(event.data.run.id).toBe(runId);
    // A changed body, another secret or an old timestamp are refused by the same check.
    expect(
      verifyDelivery(key.webhookSecret, delivery.headers, delivery.body.replace('run.', 'rum.')),
    ).toBe(false);
    expect(verifyDelivery('whsec_other', delivery.headers, delivery.body)).toBe(false);
    expect(
      verifyDelivery(
        key.webhookSecret,
        delivery.headers,
        delivery.body,
        Math.floor(Date.now() / 1000) + 3600,
      ),
    ).toBe(false);

    await expect
      .poll(async () => {
        const log = (await (
          await browser.get('/api/api-keys/deliveries')
        ).json()) as WebhookDeliveryView[];
        return log.find((entry) => entry.runId === runId)?.status;
      })
      .toBe('delivered');
  }, 90_000);

  it('refuses a webhookUrl at a private address before anything is spent', async () => {
    const { api, user } = await seller();
    const answer = await api('/runs', {
      body: photoForm({ backgroundId: 'clean-white-studio', webhookUrl: 'http://10.0.0.1/hook' }),
    });
    expect(answer.status).toBe(400);
    const runs = await db.handle.db
      .select()
      .from(generationRun)
      .where(eq(generationRun.userId, user.id));
    expect(runs).toHaveLength(0);
    const deliveries = await db.handle.db
      .select()
      .from(webhookDelivery)
      .where(eq(webhookDelivery.userId, user.id));
    expect(deliveries).toHaveLength(0);
  });
});

describe('the OpenAPI document', () => {
  interface Operation {
    responses?: Record<string, unknown>;
    parameters?: { name: string; in: string; required?: boolean }[];
    security?: unknown[];
  }
  interface Document {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, Record<string, unknown>>;
  }

  it('is served without a key, is well-formed 3.1, and lists every /api/v1 route', async () => {
    const response = await h.request('/api/v1/openapi.json');
    expect(response.status).toBe(200);
    const doc = (await response.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });

    // Every $ref points at a component that exists.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/([\w.-]+)"/g)];
    expect(refs.length).toBeGreaterThan(5);
    for (const [, kind, name] of refs)
      expect(doc.components[kind!]?.[name!], `${kind}/${name}`).toBeDefined();

    const documented = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(operations)) {
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(
          0,
        );
        expect(operation.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
        for (const param of operation.parameters ?? [])
          if (param.in === 'path') expect(param.required, `${path} ${param.name}`).toBe(true);
        const pathParams = (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => p.name);
        expect(pathParams.sort(), `${method} ${path}`).toEqual([...templated].sort());
      }
    }

    // The routes the server actually answers under /api/v1 (the document itself aside).
    const served = new Set(
      h.app.routes
        .filter((route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL')
        .filter((route) => !route.path.endsWith('/openapi.json'))
        .map((route) => `${route.method} ${route.path.replace('/api/v1', '')}`),
    );
    expect(served.size).toBeGreaterThanOrEqual(14);
    expect([...served].filter((route) => !documented.has(route))).toEqual([]);
    expect([...documented].filter((route) => !served.has(route))).toEqual([]);
  });
});
