/**
 * Bad files at every route that takes an image (issue #15): the run form, the public API's
 * multipart and image-URL runs, a batch product's photos (dashboard and API), and the avatar.
 * Each is refused with a 4xx `{ error: { code, message } }` whose message names the photo and
 * says why; nothing of the user's changes (rows, quota, stored files). Sound photos with an odd
 * name or odd scan parameters are taken. On PostgreSQL this runs as the app role.
 */
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../src/core/account.js';
import type { CreatedApiKey } from '../../src/core/api-keys.js';
import type { BatchView } from '../../src/core/batch.js';
import type { ApiErrorBody } from '../../src/core/errors.js';
import { photoRefusal, UPLOAD_MESSAGES } from '../../src/core/uploads.js';
import { asSystem } from '../../src/server/db/tenant-scope.js';
import { createApiClient, type ApiClient } from '../support/api-client.js';
import { awkwardButSoundImages, badImages, type BadImage } from '../support/bad-images.js';
import {
  badHeicImages,
  encodeHeic,
  HAS_HEIF_ENC,
  markedPicture,
  NO_HEIF_ENC_REASON,
} from '../support/heic-images.js';
import { setPlan } from '../support/insert-user.js';
import { createRunHarness, type RunHarness } from '../support/run-harness.js';
import { createSignedInUser } from '../support/signed-in-user.js';
import { createBrowser, type Browser } from '../support/test-browser.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';
import { tenantSnapshot } from './tenant-snapshot.js';

/** The one address the server may fetch image URLs from here. */
const LOCAL = '127.0.0.3';

let db: TestDatabase;
let h: RunHarness;
let browser: Browser;
let api: ApiClient;
let userId: string;
let batch: BatchView;
let images: BadImage[];
let imageServer: http.Server;
let imageBase: string;

beforeAll(async () => {
  db = await createTestDatabase({ unscoped: 'deny' });
  // No workers: a run that slipped through would stay queued, its rows there to see.
  h = await createRunHarness(db, {
    workers: 0,
    isAllowedAddress: (address) => address === LOCAL,
    env: { API_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  // HEIC files are made by heif-enc; without it they are left out, and the HEIC tests say so.
  images = [...(await badImages()), ...(HAS_HEIF_ENC ? await badHeicImages() : [])];
  const user = await createSignedInUser(h.auth, { name: 'Uploader' });
  userId = user.user.id;
  // A fixture's own statement, as the system (nothing unscoped runs as the app role).
  await asSystem('test fixture', async () => await setPlan(db.handle.db, userId, 'pro'));
  browser = createBrowser(h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  const key = (await (
    await browser.post('/api/api-keys', { name: 'Bad uploads' })
  ).json()) as CreatedApiKey;
  api = createApiClient(h, key.secret);
  const created = await browser.post('/api/batches', {
    clientRequestId: crypto.randomUUID(),
    products: [
      { sku: 'KU-1', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
      { sku: 'KU-2', backgroundId: 'clean-white-studio', hasBack: true, hasSide: false },
    ],
  });
  expect(created.status).toBe(201);
  batch = (await created.json()) as BatchView;
  // Serves each bad file under its index, with the type the client would claim.
  imageServer = http.createServer((req, res) => {
    const image = images[Number(req.url?.slice(1))];
    if (!image) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': image.type }).end(image.bytes);
  });
  imageServer.listen(0, LOCAL);
  await once(imageServer, 'listening');
  imageBase = `http://${LOCAL}:${(imageServer.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  imageServer?.close();
  await h?.close();
  await db?.close();
});

/** The product made with a front photo only, or the one made with a back photo too. */
const item = (withBack: boolean) => batch.items[withBack ? 1 : 0]!;

function photoForm(parts: Record<string, { bytes: Buffer; filename: string; type: string }>) {
  const form = new FormData();
  for (const [name, file] of Object.entries(parts)) {
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  }
  return form;
}

/** Every route that takes garment photos, sending `front` (and a sound `back` when given). */
const PHOTO_ROUTES: Record<
  string,
  (
    image: BadImage,
    index: number,
    back?: { bytes: Buffer; filename: string; type: string },
  ) => Promise<Response>
> = {
  'POST /api/runs': (image, _index, back) => {
    const form = photoForm({ front: image, ...(back ? { back } : {}) });
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', crypto.randomUUID());
    return browser.request('/api/runs', { body: form });
  },
  'POST /api/v1/runs (multipart)': (image, _index, back) => {
    const form = photoForm({ front: image, ...(back ? { back } : {}) });
    form.append('backgroundId', 'clean-white-studio');
    return api('/runs', { body: form, headers: { 'idempotency-key': crypto.randomUUID() } });
  },
  'POST /api/v1/runs (image URL)': (_image, index) =>
    api('/runs', {
      json: { backgroundId: 'clean-white-studio', images: { front: `${imageBase}/${index}` } },
      headers: { 'idempotency-key': crypto.randomUUID() },
    }),
  'PUT /api/batches/:id/items/:itemId/photos': (image, _index, back) =>
    browser.request(`/api/batches/${batch.id}/items/${item(!!back).id}/photos`, {
      method: 'PUT',
      body: photoForm({ front: image, ...(back ? { back } : {}) }),
    }),
  'PUT /api/v1/batches/:id/items/:itemId/photos': (image, _index, back) =>
    api(`/batches/${batch.id}/items/${item(!!back).id}/photos`, {
      method: 'PUT',
      body: photoForm({ front: image, ...(back ? { back } : {}) }),
    }),
};

const STATUS = { notAnImage: 415, svgRefused: 415, tooManyPixels: 413 } as const;

/** Every stored file under the data folder (photos, avatars), as relative paths. */
function storedFiles(): string[] {
  const root = h.env.paths.storage;
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function refusal(response: Response) {
  const body = (await response.json()) as ApiErrorBody;
  expect(Object.keys(body)).toEqual(['error']);
  return { status: response.status, code: body.error.code, message: body.error.message };
}

describe('a bad file at every route that takes a photo', () => {
  let before: { rows: unknown; files: string[]; used: number };

  beforeAll(async () => {
    before = {
      rows: await tenantSnapshot(db.handle, userId),
      files: storedFiles(),
      used: ((await (await browser.get('/api/usage')).json()) as { used: number }).used,
    };
  });

  for (const [route, send] of Object.entries(PHOTO_ROUTES)) {
    it(`${route}: each bad file refused, naming the photo`, { timeout: 120_000 }, async () => {
      for (const [index, image] of images.entries()) {
        const answer = await refusal(await send(image, index));
        const fetched = route.endsWith('(image URL)');
        // An SVG served as image/svg+xml is turned away by the fetcher on its type alone.
        if (fetched && image.type === 'image/svg+xml') {
          expect(answer, image.label).toEqual({
            status: 415,
            code: 'UNSUPPORTED_MEDIA_TYPE',
            message:
              "The front image is not a JPG, PNG, WebP, AVIF or HEIC image (it is 'image/svg+xml').",
          });
          continue;
        }
        expect(answer, `${image.label} at ${route}`).toEqual({
          status: STATUS[image.refusal],
          code: image.refusal === 'tooManyPixels' ? 'PAYLOAD_TOO_LARGE' : 'UNSUPPORTED_MEDIA_TYPE',
          message: photoRefusal('front', UPLOAD_MESSAGES[image.refusal]),
        });
      }
    });
  }

  it('names the back photo when the front is sound and the back is not', async () => {
    const [png] = await awkwardButSoundImages();
    const sound = { ...png!, refusal: 'notAnImage' as const };
    const bomb = images.find((image) => image.refusal === 'tooManyPixels')!;
    for (const [route, send] of Object.entries(PHOTO_ROUTES)) {
      if (route.endsWith('(image URL)')) continue;
      const answer = await refusal(await send(sound, -1, bomb));
      expect(answer.message, route).toBe(photoRefusal('back', UPLOAD_MESSAGES.tooManyPixels));
    }
  });

  it('POST /api/account/avatar: each bad file refused', { timeout: 60_000 }, async () => {
    for (const image of images) {
      const form = photoForm({ avatar: image });
      const answer = await refusal(await browser.request('/api/account/avatar', { body: form }));
      // A WebP or HEIC is no avatar format: refused on that before its size is looked at.
      expect(answer, image.label).toEqual(
        image.refusal === 'tooManyPixels' && !['image/webp', 'image/heic'].includes(image.type)
          ? { status: 413, code: 'PAYLOAD_TOO_LARGE', message: ACCOUNT_TEXTS.avatarTooManyPixels }
          : { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: ACCOUNT_TEXTS.avatarNotImage },
      );
    }
  });

  it.skipIf(!HAS_HEIF_ENC)(
    `the bad files include a cut-off HEIC and a HEIC pixel bomb (skipped when ${NO_HEIF_ENC_REASON})`,
    () => {
      expect(
        images.filter((image) => image.type === 'image/heic').map((image) => image.refusal),
      ).toEqual(['notAnImage', 'tooManyPixels']);
    },
  );

  it('changed nothing: no row, no stored file, no image of the quota', async () => {
    expect(await tenantSnapshot(db.handle, userId)).toEqual(before.rows);
    expect(storedFiles()).toEqual(before.files);
    const usage = (await (await browser.get('/api/usage')).json()) as { used: number };
    expect(usage.used).toBe(before.used);
    // The batch's products still wait for their photos.
    const now = (await (await browser.get(`/api/batches/${batch.id}`)).json()) as BatchView;
    expect(now.items.map((product) => product.status)).toEqual([
      'awaiting_photos',
      'awaiting_photos',
    ]);
  });
});

describe('sound photos in an odd wrapper are taken', () => {
  it('a PNG named .jpg and a JPEG with odd scan parameters start runs, stored re-encoded', async () => {
    for (const image of await awkwardButSoundImages()) {
      const form = photoForm({ front: image });
      form.append('backgroundId', 'clean-white-studio');
      form.append('clientRequestId', crypto.randomUUID());
      const response = await browser.request('/api/runs', { body: form });
      expect(response.status, `${image.label}: ${await response.clone().text()}`).toBe(201);
    }
    // What is stored is what the server encoded, never the bytes sent.
    const photos = storedFiles().filter((file) => file.includes('front'));
    expect(photos.length).toBeGreaterThanOrEqual(2);
  });

  it.skipIf(!HAS_HEIF_ENC)(
    `an iPhone HEIC starts a run, its photo stored as JPEG (skipped when ${NO_HEIF_ENC_REASON})`,
    async () => {
      const before = storedFiles();
      const form = photoForm({
        front: {
          bytes: await encodeHeic(await markedPicture(600, 800)),
          filename: 'IMG_0001.HEIC',
          type: 'image/heic',
        },
      });
      form.append('backgroundId', 'clean-white-studio');
      form.append('clientRequestId', crypto.randomUUID());
      const response = await browser.request('/api/runs', { body: form });
      expect(response.status, await response.clone().text()).toBe(201);
      const added = storedFiles().filter((file) => !before.includes(file));
      const front = added.filter((file) => file.includes('front'));
      expect(front).toHaveLength(1);
      const bytes = readFileSync(path.join(h.env.paths.storage, front[0]!));
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    },
  );

  it('an avatar PNG named .jpg is taken and stored as WebP', async () => {
    const [png] = await awkwardButSoundImages();
    const response = await browser.request('/api/account/avatar', {
      body: photoForm({ avatar: png! }),
    });
    expect(response.status).toBe(200);
    const stored = await browser.get('/api/account/avatar');
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(
      Buffer.from(await stored.arrayBuffer())
        .subarray(8, 12)
        .toString('latin1'),
    ).toBe('WEBP');
  });
});
