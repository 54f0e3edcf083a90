import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GeminiBatchClient } from '../../src/server/engines/ai/gemini-batch-client.js';
import { inlineBatchBytes } from '../../src/server/engines/ai/gemini-batch-files.js';
import { createGeminiEngine, GeminiClient } from '../../src/server/engines/ai/gemini-client.js';
import { VendorBatchBusyError } from '../../src/server/engines/ai/vendor-batch.js';
import { HD_OUTPUT, ShotFailureError } from '../../src/server/engines/image-engine.js';
import { FAST_RETRY } from './garment-fixture.js';
import type { ShotAsk } from '../../src/server/engines/ai/vendor-client.js';
import spec from '../fakes/contracts/gemini-batch.json' with { type: 'json' };
import { startGeminiFake, type GeminiFake } from '../fakes/gemini-fake.js';

/** The economy path's vendor client against the Batch API at its wire (decision 203). */
let fake: GeminiFake;
let photo: Buffer;

const shotsClient = new GeminiClient({
  apiKey: 'test-gemini-key',
  model: 'gemini-3.1-flash-image',
  highQualityModel: 'gemini-3-pro-image',
  aspectRatio: '4:5',
  imageSize: '2K',
});
const client = (apiKey = 'test-gemini-key', busy = { budgetMs: 2_000, firstDelayMs: 5 }) =>
  new GeminiBatchClient(
    new GeminiClient({
      apiKey,
      baseUrl: fake.url,
      model: 'gemini-3.1-flash-image',
      highQualityModel: 'gemini-3-pro-image',
      aspectRatio: '4:5',
      imageSize: '2K',
    }),
    { apiKey, baseUrl: fake.url },
    busy,
  );

const ask = (prompt: string): Omit<ShotAsk, 'signal'> => {
  const image = { data: photo, mimeType: 'image/jpeg' as const, name: 'front.jpg' };
  return { prompt, images: [image], primary: image, seed: 7, output: HD_OUTPUT };
};
const threeShots = () =>
  ['standing-front', 'smiling', 'sitting'].map((pose) => ({
    key: `run-1:${pose}`,
    ask: ask(`Pose: ${pose}`),
  }));

beforeAll(async () => {
  fake = await startGeminiFake();
  photo = await sharp({
    create: { width: 64, height: 80, channels: 3, background: { r: 200, g: 30, b: 40 } },
  })
    .jpeg()
    .toBuffer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 };
  fake.batch.controls.itemScript.length = 0;
  fake.batch.controls.createScript.length = 0;
});

describe('GeminiBatchClient against the Batch API fake', () => {
  it('submits every shot inlined with its key, polls to the end and maps the images back', async () => {
    const { name } = await client().submit({ displayName: 'economy run-1', shots: threeShots() });
    expect(name).toMatch(/^batches\/fake\d+$/);

    const [created] = fake.requests;
    expect(created!.method).toBe('POST');
    expect(created!.path).toBe('/v1beta/models/gemini-3.1-flash-image:batchGenerateContent');
    const body = JSON.parse(created!.body.toString()) as {
      batch: {
        displayName: string;
        inputConfig: {
          requests: {
            requests: {
              request: { contents: unknown; generationConfig: unknown };
              metadata: { key: string };
            }[];
          };
        };
      };
    };
    expect(body.batch.displayName).toBe('economy run-1');
    const inlined = body.batch.inputConfig.requests.requests;
    expect(inlined.map((item) => item.metadata.key)).toEqual([
      'run-1:standing-front',
      'run-1:smiling',
      'run-1:sitting',
    ]);
    // Each is the request a standard shot would send: prompt, photo, image config, seed.
    const standard = shotsClient.shotRequest(ask('Pose: smiling'));
    expect(inlined[1]!.request.contents).toEqual(standard.contents);
    expect(inlined[1]!.request.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '4:5', imageSize: '2K' },
      seed: 7,
      candidateCount: 1,
    });

    expect(await client().poll(name)).toEqual({ state: 'pending', results: [] });
    expect(await client().poll(name)).toEqual({ state: 'running', results: [] });
    const done = await client().poll(name);
    expect(done.state).toBe('succeeded');
    expect(done.results.map((result) => result.key)).toEqual(inlined.map((i) => i.metadata.key));
    for (const result of done.results) {
      expect('image' in result).toBe(true);
      if ('image' in result) expect((await sharp(result.image).metadata()).format).toBe('png');
    }
    expect(fake.requests.filter((r) => r.method === 'GET').map((r) => r.path)).toEqual([
      `/v1beta/${name}`,
      `/v1beta/${name}`,
      `/v1beta/${name}`,
    ]);
  });

  it('gives a per-request error or a refused image back as that shot’s failure', async () => {
    fake.batch.controls.itemScript.push('image', 'error', 'no-image');
    const { name } = await client().submit({ displayName: 'mixed', shots: threeShots() });
    fake.batch.controls.batches.get(name.split('/')[1]!)!.polls = 5;
    const done = await client().poll(name);
    expect(done.state).toBe('succeeded');
    expect(done.results[0]).toHaveProperty('image');
    expect(done.results[1]).toMatchObject({
      key: 'run-1:smiling',
      failure: { detail: 'Unable to process input image.' },
    });
    expect(done.results[2]).toMatchObject({
      key: 'run-1:sitting',
      failure: { detail: 'finishReason=IMAGE_SAFETY' },
    });
  });

  it('reports an expired or failed job without results', async () => {
    for (const end of ['BATCH_STATE_EXPIRED', 'BATCH_STATE_FAILED'] as const) {
      fake.batch.controls.plan = { end, pollsUntilDone: 0 };
      const { name } = await client().submit({ displayName: end, shots: threeShots() });
      expect(await client().poll(name)).toEqual({
        state: end === 'BATCH_STATE_EXPIRED' ? 'expired' : 'failed',
        results: [],
      });
    }
  });

  it('cancels a running job through batches/{id}:cancel', async () => {
    fake.batch.controls.plan = { end: 'hold', pollsUntilDone: 0 };
    const { name } = await client().submit({ displayName: 'to cancel', shots: threeShots() });
    await client().cancel(name);
    expect(fake.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1beta/${name}:cancel`,
    });
    expect(await client().poll(name)).toEqual({ state: 'cancelled', results: [] });
  });

  it('finds a job by its display name through batches.list, page after page', async () => {
    const names: string[] = [];
    // More than one of the client's pages (100 jobs) before the one looked for.
    for (let index = 0; index < 101; index++) {
      const id = `fake-filler-${index}`;
      fake.batch.controls.batches.set(id, {
        id,
        model: 'gemini-3.1-flash-image',
        displayName: `filler ${index}`,
        state: 'BATCH_STATE_SUCCEEDED',
        requests: [],
        polls: 0,
        createTime: new Date().toISOString(),
      });
    }
    for (const displayName of ['vastra-run-a', 'vastra-run-b'])
      names.push((await client().submit({ displayName, shots: threeShots() })).name);
    expect(await client().find('vastra-run-b')).toEqual({ name: names[1] });
    expect(await client().find('vastra-run-a')).toEqual({ name: names[0] });
    expect(await client().find('vastra-run-never')).toBeNull();
    const lists = fake.requests.filter((request) => request.path.startsWith(spec.listPath));
    expect(lists.some((request) => request.path.includes('pageToken='))).toBe(true);
    for (const id of fake.batch.controls.batches.keys())
      if (id.startsWith('fake-filler-')) fake.batch.controls.batches.delete(id);
  });

  it('waits out a busy Google (429, 503) at creation, and says so when it stays busy', async () => {
    fake.batch.controls.createScript.push('rate-limited', 'unavailable');
    const { name } = await client().submit({ displayName: 'busy', shots: threeShots() });
    expect(name).toMatch(/^batches\//);
    const creates = fake.requests.filter((r) => r.path.endsWith(':batchGenerateContent'));
    expect(creates).toHaveLength(3);

    fake.batch.controls.createScript.push(...Array<'unavailable'>(50).fill('unavailable'));
    await expect(
      client('test-gemini-key', { budgetMs: 100, firstDelayMs: 20 }).submit({
        displayName: 'still busy',
        shots: threeShots(),
      }),
    ).rejects.toBeInstanceOf(VendorBatchBusyError);
  });

  it('is refused like generateContent: a bad key, or a request outside the contract', async () => {
    const refused = await client('wrong-key')
      .submit({ displayName: 'x', shots: threeShots() })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ShotFailureError);
    expect((refused as ShotFailureError).failure).toMatchObject({
      kind: 'unavailable',
      detail: expect.stringMatching(/API key not valid/),
    });
    const tooMany = threeShots().map((shot) => ({
      ...shot,
      ask: { ...shot.ask, images: Array.from({ length: 15 }, () => shot.ask.primary) },
    }));
    await expect(client().submit({ displayName: 'x', shots: tooMany })).rejects.toThrow(
      /at most 14 input images/,
    );
  });
});

describe("a run's full-size photos and Google's 20 MB inline limit", () => {
  /**
   * A seller's photo as the vendor receives it (1536 px, decision 212), with a print's fine
   * detail: about 0.9 MB as the engine's JPEG, as busy prints are.
   */
  const printedPhoto = (seed: number) =>
    sharp({
      create: {
        width: 1536,
        height: 1920,
        channels: 3,
        background: { r: 120, g: 60, b: 80 },
        noise: { type: 'gaussian', mean: 90 + seed * 10, sigma: 30 },
      },
    })
      .jpeg({ quality: 92 })
      .toBuffer();

  it('sends the photos once each through the Files API when inlined they would pass 20 MB', async () => {
    const [front, back, side, detail, portrait] = await Promise.all(
      [1, 2, 3, 4, 5].map(printedPhoto),
    );
    const engine = createGeminiEngine({
      apiKey: 'test-gemini-key',
      baseUrl: fake.url,
      model: 'gemini-3.1-flash-image',
      highQualityModel: 'gemini-3-pro-image',
      aspectRatio: '4:5',
      imageSize: '2K',
      concurrency: 5,
      shotTimeoutMs: 60_000,
      retry: FAST_RETRY,
    });
    const asks = await engine.economyAsks({
      views: { front: front!, back: back!, side: side!, detail: detail! },
      background: { kind: 'preset', presetId: 'clean-white-studio' },
      persona: null,
      identity: portrait!,
    });
    const shots = asks.map(({ shotId, ask }) => ({ key: `run-big:${shotId}`, ask }));
    // Inlined, the five shots' requests pass Google's limit.
    const inline = shots.map(({ key, ask }) => ({
      ...shotsClient.shotRequest(ask),
      metadata: { key },
    }));
    expect(inlineBatchBytes('big', inline)).toBeGreaterThan(spec.inlineBatchMaxBytes);

    fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 0 };
    const { name } = await client().submit({ displayName: 'big', shots });
    const create = fake.requests.find((r) => r.path.endsWith(':batchGenerateContent'))!;
    expect(create.body.length).toBeLessThan(1024 * 1024);
    const uploads = fake.requests.filter((r) => r.path.startsWith('/upload/v1beta/files?'));
    // Front, back, side, detail and the portrait: each once, though five shots send them.
    expect(uploads).toHaveLength(5);
    const done = await client().poll(name);
    expect(done.state).toBe('succeeded');
    expect(done.results).toHaveLength(5);
    expect(done.results.every((result) => 'image' in result)).toBe(true);
  });

  it('keeps a small run inline, without the Files API', async () => {
    await client().submit({ displayName: 'small', shots: threeShots() });
    expect(fake.requests.some((r) => r.path.includes('/files'))).toBe(false);
  });
});

describe('the Batch API fake keeps to the contract', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${fake.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': 'test-gemini-key' },
      body: JSON.stringify(body),
    });

  it('takes the documented snake_case body and answers the batches/{id} operation', async () => {
    const response = await post('/v1beta/models/gemini-3.1-flash-image:batchGenerateContent', {
      batch: {
        display_name: 'snake',
        input_config: {
          requests: {
            requests: [
              {
                request: { contents: [{ parts: [{ text: 'a dress' }] }] },
                metadata: { key: 'k1' },
              },
            ],
          },
        },
      },
    });
    expect(response.status).toBe(200);
    const operation = (await response.json()) as { name: string; metadata: { state: string } };
    expect(operation.name).toMatch(/^batches\//);
    expect(spec.states).toContain(operation.metadata.state);
  });

  it('refuses a batch without a display name or without requests', async () => {
    const path = '/v1beta/models/gemini-3.1-flash-image:batchGenerateContent';
    const noName = await post(path, {
      batch: { input_config: { requests: { requests: [{ request: {} }] } } },
    });
    expect(noName.status).toBe(400);
    expect(await noName.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    const empty = await post(path, {
      batch: { display_name: 'x', input_config: { requests: { requests: [] } } },
    });
    expect(empty.status).toBe(400);
  });

  it('answers an unknown batch 404 NOT_FOUND', async () => {
    const response = await fetch(`${fake.url}/v1beta/batches/nope`, {
      headers: { 'x-goog-api-key': 'test-gemini-key' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 404, status: 'NOT_FOUND' } });
  });
});
