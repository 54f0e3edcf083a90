import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOpenAIEngine,
  type OpenAIEngineOptions,
} from '../../src/server/engines/ai/openai-client.js';
import sharp from 'sharp';
import { IMAGE_SERVICE_UNAVAILABLE } from '../../src/server/engines/ai/vendor-failures.js';
import { parseMultipart, startOpenAIFake, type OpenAIFake } from '../fakes/openai-fake.js';
import { detailPhoto, isDetailPhoto } from './detail-photo.js';
import { identityPortrait, isIdentityPortrait } from './identity-portrait.js';
import {
  abortAfter,
  EVERY_ATTEMPT_HANGS,
  HUNG_ATTEMPT_RETRIED,
  NOT_ANSWERED_IN_TIME,
  ONE_SHORT_ATTEMPT,
  renderCountingRetries,
  kindAndReason,
  oneShotRequest,
  outcomeKind,
} from './engine-test-helpers.js';
import {
  FAST_RETRY,
  SMALL_OUTPUT,
  smallGarmentViews,
  type SmallGarmentViews,
} from './garment-fixture.js';

let fake: OpenAIFake;
let views: SmallGarmentViews;

const engine = (overrides: Partial<OpenAIEngineOptions> = {}) =>
  createOpenAIEngine({
    apiKey: 'test-openai-key',
    baseUrl: `${fake.url}/v1`,
    model: 'gpt-image-2',
    size: '1024x1536',
    quality: 'high',
    concurrency: 2,
    shotTimeoutMs: 30_000,
    retry: FAST_RETRY,
    ...overrides,
  });

const oneShot = (shot = 'standing-front') =>
  oneShotRequest(views.front, 'clean-white-studio', shot);

beforeAll(async () => {
  [fake, views] = await Promise.all([startOpenAIFake(), smallGarmentViews()]);
});
afterAll(() => fake.close());

describe('OpenAIEngine against a fake OpenAI Images API', () => {
  it('sends every garment photo to images.edit as multipart image[], without input_fidelity to gpt-image-2', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      views,
      background: { kind: 'preset', presetId: 'modern-kitchen' },
      persona: null,
      output: SMALL_OUTPUT,
    });
    expect(outcomes.map((o) => o.shot.name)).toEqual([
      'Standing Front',
      'Standing Right',
      'Smiling',
      'Sitting',
      'Back View',
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1/images/edits');
    expect(request.headers.authorization).toBe('Bearer test-openai-key');
    expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = await parseMultipart(request);
    expect(form.getAll('image[]')).toHaveLength(2);
    expect(form.get('model')).toBe('gpt-image-2');
    // gpt-image-2 takes every input at high fidelity and answers 400 to the parameter.
    expect(form.has('input_fidelity')).toBe(false);
    expect(form.get('size')).toBe('1024x1536');
    // No model chosen: the spec's default persona.
    expect(String(form.get('prompt'))).toContain('athletic woman of mixed ethnicity, aged 25-35');
    expect(String(form.get('prompt'))).toContain('modern kitchen');
  });

  it("sends the model's portrait as the last image[] of every shot", async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      views,
      background: { kind: 'preset', presetId: 'modern-kitchen' },
      persona: null,
      output: SMALL_OUTPUT,
      identity: await identityPortrait(),
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.requests).toHaveLength(5);
    for (const request of fake.requests) {
      const form = await parseMultipart(request);
      const images = form.getAll('image[]') as File[];
      expect(images).toHaveLength(3);
      const last = Buffer.from(await images[2]!.arrayBuffer());
      expect(await isIdentityPortrait(last)).toBe(true);
      expect(await isIdentityPortrait(Buffer.from(await images[0]!.arrayBuffer()))).toBe(false);
      expect(String(form.get('prompt'))).toContain('portrait of the model');
    }
  });

  it('sends the detail photo after the garment photos and before the portrait, named in the prompt', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      views: { ...views, detail: await detailPhoto() },
      background: { kind: 'preset', presetId: 'modern-kitchen' },
      persona: null,
      garment: { type: 'lehenga', stylingNote: null },
      output: SMALL_OUTPUT,
      identity: await identityPortrait(),
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.requests).toHaveLength(5);
    for (const request of fake.requests) {
      const form = await parseMultipart(request);
      const images = await Promise.all(
        (form.getAll('image[]') as File[]).map(async (file) =>
          Buffer.from(await file.arrayBuffer()),
        ),
      );
      expect(images).toHaveLength(4);
      expect(await Promise.all(images.map(isDetailPhoto))).toEqual([false, false, true, false]);
      expect(await isIdentityPortrait(images[3]!)).toBe(true);
      const prompt = String(form.get('prompt'));
      expect(prompt).toContain('Image 3 is a close-up of the fabric');
      expect(prompt).toContain('worn with its choli and dupatta');
    }
  });

  it('paints a portrait through images.generate, fitted to 512x640 PNG', async () => {
    fake.requests.length = 0;
    const outcome = await engine().generatePortrait({
      name: 'Zoya',
      persona: {
        ethnicity: 'asian',
        gender: 'female',
        age: '24',
        bodyType: 'slim',
        description: 'bob haircut',
      },
    });
    if (!outcome.ok) throw new Error(outcome.failure.reason);
    expect(outcome.method).toBe('ai');
    const meta = await sharp(outcome.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 640]);
    expect(fake.requests[0]!.path).toBe('/v1/images/generations');
    const body = JSON.parse(fake.requests[0]!.body.toString()) as { prompt: string };
    expect(body.prompt).toContain('head-and-shoulders portrait');
    expect(body.prompt).toContain('a slim Asian woman, aged 24; bob haircut');
  });

  it('puts the back photo first for Back View', async () => {
    fake.requests.length = 0;
    await engine().renderCatalogue({ ...oneShot('back-view'), views });
    const form = await parseMultipart(fake.requests[0]!);
    const first = form.getAll('image[]')[0] as File;
    expect(first.name).toBe('back.jpg');
  });

  it('numbers the images in the prompt as it sends them, Back View included', async () => {
    fake.requests.length = 0;
    await engine().renderCatalogue({
      ...oneShot('back-view'),
      views: { ...views, side: views.back, detail: await detailPhoto() },
    });
    const form = await parseMultipart(fake.requests[0]!);
    expect((form.getAll('image[]') as File[]).map((file) => file.name)).toEqual([
      'back.jpg',
      'front.jpg',
      'side.jpg',
      'detail.jpg',
    ]);
    expect(String(form.get('prompt'))).toContain(
      'show the back (image 1), the front (image 2), the side (image 3) of one garment. Image 4 is a close-up',
    );
  });

  it('reports the safety system refusal as a refused shot, without retrying', async () => {
    fake.requests.length = 0;
    fake.script.push('moderation');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('refused');
    expect(fake.requests).toHaveLength(1);
  });

  it('reports an answer without image data as no-image', async () => {
    fake.script.push('empty');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('no-image');
  });

  it('retries 429 (honouring retry-after) and 500, then succeeds', async () => {
    fake.requests.length = 0;
    fake.script.push('rate-limited', 'server-error');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcome!.ok).toBe(true);
    expect(fake.requests).toHaveLength(3);
  });

  it('times out and cancels', async () => {
    fake.script.push('hang');
    const [timedOut] = await engine(ONE_SHORT_ATTEMPT).renderCatalogue(oneShot());
    expect(outcomeKind(timedOut)).toBe('timeout');

    fake.script.push('hang');
    const [cancelled] = await engine().renderCatalogue(oneShot(), { signal: abortAfter(100) });
    expect(outcomeKind(cancelled)).toBe('cancelled');
  });

  it('aborts a request that hangs past its deadline and asks again: made in 2 attempts', async () => {
    fake.requests.length = 0;
    fake.script.push('hang');
    const [outcome] = await engine(HUNG_ATTEMPT_RETRIED).renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('ok');
    expect(outcome!.meta.attempts).toBe(2);
    expect(fake.requests).toHaveLength(2);
    await fake.untilAbandoned(fake.requests[0]!);
  });

  it('fails a shot whose every attempt hangs as a timeout, after the retries', async () => {
    fake.requests.length = 0;
    fake.script.push('hang', 'hang', 'hang');
    const { outcome, retries } = await renderCountingRetries(
      engine(EVERY_ATTEMPT_HANGS),
      oneShot(),
    );
    expect(kindAndReason(outcome)).toEqual(['timeout', NOT_ANSWERED_IN_TIME]);
    expect(retries).toEqual([2, 3]);
    // Every request the fake saw was closed by the client. (A 50 ms deadline may abort one
    // before the fake has read it whole: its script entry is then left, and cleared here.)
    await Promise.all(fake.requests.map((request) => fake.untilAbandoned(request)));
    fake.script.length = 0;
  });

  it('asks again for a portrait whose request hangs or whose answer is not an image', async () => {
    fake.requests.length = 0;
    fake.script.push('hang', 'garbage', 'malformed-json');
    const outcome = await engine({
      ...HUNG_ATTEMPT_RETRIED,
      retry: { ...FAST_RETRY, attempts: 4 },
    }).generatePortrait({
      name: 'Zoya',
      persona: {
        ethnicity: 'asian',
        gender: 'female',
        age: '24',
        bodyType: 'slim',
        description: '',
      },
    });
    if (!outcome.ok) throw new Error(outcome.failure.reason);
    expect((await sharp(outcome.image).metadata()).format).toBe('png');
    expect(fake.requests).toHaveLength(4);
    await fake.untilAbandoned(fake.requests[0]!);
  });

  it('sends input_fidelity high to gpt-image-1.5, which takes it', async () => {
    fake.requests.length = 0;
    const [outcome] = await engine({ model: 'gpt-image-1.5' }).renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('ok');
    expect((await parseMultipart(fake.requests[0]!)).get('input_fidelity')).toBe('high');
  });

  it("fails the account's problems at once as the service being unavailable, and tells the operator", async () => {
    const logged: string[] = [];
    const logger = { error: (_: unknown, message: string) => logged.push(message) };
    for (const problem of [
      'billing-limit',
      'insufficient-quota',
      'unverified-organization',
    ] as const) {
      fake.requests.length = 0;
      fake.script.push(problem);
      const [outcome] = await engine({ logger: logger as never }).renderCatalogue(oneShot());
      expect(kindAndReason(outcome)).toEqual(['unavailable', IMAGE_SERVICE_UNAVAILABLE]);
      expect(fake.requests).toHaveLength(1);
    }
    fake.requests.length = 0;
    const [wrongKey] = await engine({ apiKey: 'nope', logger: logger as never }).renderCatalogue(
      oneShot(),
    );
    expect(outcomeKind(wrongKey)).toBe('unavailable');
    expect(fake.requests).toHaveLength(1);
    expect(logged).toHaveLength(4);
    expect(logged[0]).toContain("openai refused this deployment's account");
  });

  it('waits for a slow answer within its deadline rather than asking twice', async () => {
    fake.requests.length = 0;
    const abandonedBefore = fake.abandoned.length;
    fake.latencyMs = 1_500;
    try {
      const [outcome] = await engine({
        attemptTimeoutMs: 10_000,
        shotTimeoutMs: 20_000,
      }).renderCatalogue(oneShot());
      expect(outcomeKind(outcome)).toBe('ok');
      expect(outcome!.meta.attempts).toBe(1);
      expect(fake.requests).toHaveLength(1);
      expect(fake.abandoned).toHaveLength(abandonedBefore);
    } finally {
      fake.latencyMs = 0;
    }
  });

  it('generates a background through images.generate', async () => {
    fake.requests.length = 0;
    const result = await engine().generateBackground({ prompt: 'a rooftop garden at dusk' });
    expect(result.ok).toBe(true);
    expect(fake.requests[0]!.path).toBe('/v1/images/generations');
    expect(JSON.parse(fake.requests[0]!.body.toString()).prompt).toContain(
      'a rooftop garden at dusk, fashion photography background',
    );
  });

  it('asks again for a background whose request hangs or whose answer is not an image', async () => {
    fake.requests.length = 0;
    fake.script.push('hang', 'garbage');
    const result = await engine(HUNG_ATTEMPT_RETRIED).generateBackground({
      prompt: 'a rooftop garden at dusk',
    });
    if (!result.ok) throw new Error(result.failure.reason);
    expect((await sharp(result.image).metadata()).format).toBe('png');
    expect(fake.requests).toHaveLength(3);
    await fake.untilAbandoned(fake.requests[0]!);
  });

  it("bounds a background's attempts together by the shot's timeout", async () => {
    fake.requests.length = 0;
    fake.script.push(...Array<'hang'>(10).fill('hang'));
    const result = await engine({
      shotTimeoutMs: 300,
      attemptTimeoutMs: 100,
      retry: { ...FAST_RETRY, attempts: 10 },
    }).generateBackground({ prompt: 'a bazaar' });
    expect(kindAndReason(result)).toEqual([
      'timeout',
      'The image service took too long. Please try again.',
    ]);
    expect(fake.requests.length).toBeLessThan(10);
    fake.script.length = 0;
  });

  it('fails a background never answered with an image, saying so', async () => {
    fake.script.push('garbage', 'malformed-json', 'garbage');
    const result = await engine().generateBackground({ prompt: 'a rooftop garden at dusk' });
    expect(kindAndReason(result)).toEqual([
      'no-image',
      'The image service returned something that is not an image.',
    ]);
    expect(fake.script).toHaveLength(0);
  });
});
