import sharp from 'sharp';
import { IMAGE_SERVICE_UNAVAILABLE } from '../../src/server/engines/ai/vendor-failures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGeminiEngine,
  type GeminiEngineOptions,
} from '../../src/server/engines/ai/gemini-client.js';
import type { ShotProgress } from '../../src/server/engines/image-engine.js';
import { generateRequestsOf, startGeminiFake, type GeminiFake } from '../fakes/gemini-fake.js';
import { identityPortrait, isIdentityPortrait } from './identity-portrait.js';
import {
  abortAfter,
  EVERY_ATTEMPT_HANGS,
  frontPhotoRequest,
  HUNG_ATTEMPT_RETRIED,
  NOT_ANSWERED_IN_TIME,
  ONE_SHORT_ATTEMPT,
  renderCountingRetries,
  kindAndReason,
  TEST_PORTRAIT,
  oneShotRequest,
  outcomeKind,
} from './engine-test-helpers.js';
import {
  FAST_RETRY,
  SMALL_OUTPUT,
  smallGarmentViews,
  type SmallGarmentViews,
} from './garment-fixture.js';

let fake: GeminiFake;
let views: SmallGarmentViews;

const engine = (overrides: Partial<GeminiEngineOptions> = {}) =>
  createGeminiEngine({
    apiKey: 'test-gemini-key',
    baseUrl: fake.url,
    model: 'gemini-3.1-flash-image',
    highQualityModel: 'gemini-3-pro-image',
    aspectRatio: '4:5',
    imageSize: '2K',
    concurrency: 2,
    shotTimeoutMs: 5_000,
    retry: FAST_RETRY,
    ...overrides,
  });

const oneShot = (shot = 'sitting') => oneShotRequest(views.front, 'clean-white-studio', shot);

beforeAll(async () => {
  [fake, views] = await Promise.all([startGeminiFake(), smallGarmentViews()]);
});
afterAll(() => fake.close());

describe('GeminiEngine against a fake Gemini API', () => {
  it("makes the spec's five poses through generateContent with inline garment images", async () => {
    fake.requests.length = 0;
    const events: ShotProgress[] = [];
    const outcomes = await engine().renderCatalogue(
      {
        views,
        background: { kind: 'preset', presetId: 'sandstone-fort' },
        persona: {
          ethnicity: 'indian',
          gender: 'female',
          age: '28',
          bodyType: 'slim',
          description: 'long wavy hair',
        },
        output: SMALL_OUTPUT,
        seed: 77,
      },
      { onProgress: (event) => void events.push(event) },
    );
    expect(outcomes.map((o) => o.shot.name)).toEqual([
      'Standing Front',
      'Standing Right',
      'Smiling',
      'Sitting',
      'Back View',
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    const first = outcomes[0]!;
    if (!first.ok) throw new Error('unreachable');
    const meta = await sharp(first.image.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 240, 300]);
    expect(first.meta.model).toBe('gemini-3.1-flash-image');
    expect(first.meta.prompt).toContain('sandstone arches');

    expect(fake.requests).toHaveLength(5);
    const request = fake.requests[0]!;
    expect(request.path).toBe('/v1beta/models/gemini-3.1-flash-image:generateContent');
    expect(request.headers['x-goog-api-key']).toBe('test-gemini-key');
    const body = JSON.parse(request.body.toString()) as {
      contents: { parts: { text?: string; inlineData?: { mimeType: string; data: string } }[] }[];
      generationConfig: {
        responseModalities: string[];
        imageConfig: { aspectRatio: string; imageSize: string };
        seed: number;
      };
    };
    const parts = body.contents[0]!.parts;
    expect(parts[0]!.text).toContain('Indian woman, aged 28; long wavy hair');
    expect(parts.filter((p) => p.inlineData?.mimeType === 'image/jpeg')).toHaveLength(2);
    expect(body.generationConfig).toMatchObject({
      responseModalities: ['IMAGE'],
      imageConfig: { aspectRatio: '4:5', imageSize: '2K' },
      seed: 77,
    });
    // The same person in every shot: one persona sentence and one seed across the run.
    const bodies = fake.requests.map((r) => JSON.parse(r.body.toString()) as typeof body);
    expect(new Set(bodies.map((b) => b.generationConfig.seed))).toEqual(new Set([77]));
    expect(
      bodies.every((b) => b.contents[0]!.parts[0]!.text!.includes('Indian woman, aged 28')),
    ).toBe(true);
    expect(events.filter((e) => e.type === 'shot-finished')).toHaveLength(5);
  });

  it("sends the model's portrait as the last input image of every shot, and says so in the prompt", async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...frontPhotoRequest(views.front, 'clean-white-studio'),
      views,
      identity: await identityPortrait(),
    });
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(fake.requests).toHaveLength(5);
    for (const request of fake.requests) {
      const parts = (
        JSON.parse(request.body.toString()) as {
          contents: { parts: { text?: string; inlineData?: { data: string } }[] }[];
        }
      ).contents[0]!.parts;
      const images = parts.filter((part) => part.inlineData);
      expect(images).toHaveLength(3);
      expect(await isIdentityPortrait(Buffer.from(images[2]!.inlineData!.data, 'base64'))).toBe(
        true,
      );
      expect(await isIdentityPortrait(Buffer.from(images[0]!.inlineData!.data, 'base64'))).toBe(
        false,
      );
      expect(parts[0]!.text).toContain('The last attached image is a portrait of the model');
    }
  });

  describe('one model across the five shots (the identity anchor)', () => {
    const sent = () => generateRequestsOf(fake);
    const ANCHOR_SENTENCE = 'The last attached image is another photograph from this catalogue';

    it('makes Standing Front first, then sends it with the other four', async () => {
      fake.requests.length = 0;
      const outcomes = await engine({ concurrency: 5 }).renderCatalogue(
        frontPhotoRequest(views.front, 'clean-white-studio'),
      );
      expect(outcomes.every((o) => o.ok)).toBe(true);
      const [first, ...others] = sent();
      expect(first!.prompt).toContain('Pose: Standing Front');
      expect(first!.images).toHaveLength(1);
      expect(first!.prompt).not.toContain(ANCHOR_SENTENCE);
      // Each later shot carries the first shot's answer (the catalogue's own 240x300 image),
      // which cannot exist before the first shot was answered.
      expect(others).toHaveLength(4);
      for (const later of others) {
        expect(later.prompt).toContain(ANCHOR_SENTENCE);
        expect(later.images).toHaveLength(2);
        const meta = await sharp(later.images[1]!).metadata();
        expect([meta.width, meta.height]).toEqual([SMALL_OUTPUT.width, SMALL_OUTPUT.height]);
      }
    });

    it('runs all five at once without a reference when IDENTITY_ANCHOR is off', async () => {
      fake.requests.length = 0;
      await engine({ concurrency: 5, identityAnchor: false }).renderCatalogue(
        frontPhotoRequest(views.front, 'clean-white-studio'),
      );
      expect(sent()).toHaveLength(5);
      expect(sent().every((request) => request.images.length === 1)).toBe(true);
      expect(sent().some((request) => request.prompt.includes(ANCHOR_SENTENCE))).toBe(false);
    });

    it('sends a first shot made earlier with a later pose made alone (a regeneration, a resume)', async () => {
      fake.requests.length = 0;
      const earlier = await identityPortrait();
      await engine().renderCatalogue({ ...oneShot('sitting'), anchor: async () => earlier });
      const [only] = sent();
      expect(only!.prompt).toContain(ANCHOR_SENTENCE);
      expect(await isIdentityPortrait(only!.images.at(-1)!)).toBe(true);
    });

    it('makes the other four without a reference when the first shot fails', async () => {
      fake.requests.length = 0;
      fake.script.push('bad-request');
      const outcomes = await engine({ concurrency: 5 }).renderCatalogue(
        frontPhotoRequest(views.front, 'clean-white-studio'),
      );
      expect(outcomes.map((o) => o.ok)).toEqual([false, true, true, true, true]);
      expect(
        sent()
          .slice(1)
          .every((request) => request.images.length === 1),
      ).toBe(true);
    });
  });

  it('paints a head-and-shoulders portrait fitted to 512x640 PNG', async () => {
    fake.requests.length = 0;
    const outcome = await engine().generatePortrait({
      name: 'Dev',
      persona: {
        ethnicity: 'indian',
        gender: 'male',
        age: '30',
        bodyType: 'athletic',
        description: 'curly hair',
      },
    });
    if (!outcome.ok) throw new Error(outcome.failure.reason);
    expect(outcome.method).toBe('ai');
    const meta = await sharp(outcome.image).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 640]);
    const body = JSON.parse(fake.requests[0]!.body.toString()) as {
      contents: { parts: { text?: string; inlineData?: unknown }[] }[];
    };
    expect(body.contents[0]!.parts).toHaveLength(1);
    expect(body.contents[0]!.parts[0]!.text).toContain(
      'head-and-shoulders portrait photograph of a fashion model: an athletic Indian man, aged 30; curly hair',
    );
  });

  it('asks again for a portrait whose request hangs or whose answer is not an image', async () => {
    fake.requests.length = 0;
    fake.script.push('hang', 'garbage');
    const outcome = await engine(HUNG_ATTEMPT_RETRIED).generatePortrait(TEST_PORTRAIT);
    if (!outcome.ok) throw new Error(outcome.failure.reason);
    expect(outcome.method).toBe('ai');
    expect(fake.requests).toHaveLength(3);
    await fake.untilAbandoned(fake.requests[0]!);
  });

  it('fails a portrait never answered with an image, saying so', async () => {
    fake.script.push('garbage', 'malformed-json', 'garbage');
    const outcome = await engine().generatePortrait(TEST_PORTRAIT);
    expect(outcome.ok ? 'ok' : outcome.failure.reason).toBe(
      'The image service returned something that is not an image.',
    );
  });

  it('reports a refused portrait as a typed failure', async () => {
    fake.script.push('blocked');
    const outcome = await engine().generatePortrait({
      name: 'X',
      persona: {
        ethnicity: 'mixed',
        gender: 'female',
        age: '25',
        bodyType: 'slim',
        description: '',
      },
    });
    expect(outcome.ok ? 'ok' : outcome.failure.kind).toBe('refused');
  });

  it('uses the quality model when asked', async () => {
    fake.requests.length = 0;
    await engine().renderCatalogue({
      ...oneShot('fun-pose'),
      output: { ...SMALL_OUTPUT, quality: 'high' },
    });
    expect(fake.requests[0]!.path).toBe('/v1beta/models/gemini-3-pro-image:generateContent');
  });

  it('turns NO_IMAGE, IMAGE_SAFETY and a blocked prompt into failed shots with reasons', async () => {
    fake.script.push('no-image', 'image-safety', 'blocked');
    const outcomes = await engine({ concurrency: 1 }).renderCatalogue({
      ...oneShot(),
      onlyShots: ['standing-front', 'standing-right', 'smiling'],
    });
    expect(outcomes.map(outcomeKind)).toEqual(['no-image', 'refused', 'refused']);
    const [noImage, safety, blocked] = outcomes.map((o) => (o.ok ? undefined : o.failure));
    expect(noImage?.detail).toContain('NO_IMAGE');
    expect(safety?.detail).toContain('IMAGE_SAFETY');
    expect(blocked?.detail).toContain('PROHIBITED_CONTENT');
    expect(blocked?.reason).toMatch(/safety filter/);
  });

  it('retries 429 and 503 with backoff, then succeeds', async () => {
    fake.requests.length = 0;
    fake.script.push('rate-limited', 'server-error');
    const retries: number[] = [];
    const [outcome] = await engine().renderCatalogue(oneShot(), {
      onProgress: (e) => void (e.type === 'shot-retrying' && retries.push(e.attempt)),
    });
    expect(outcome!.ok).toBe(true);
    expect(outcome!.meta.attempts).toBe(3);
    expect(retries).toEqual([2, 3]);
    expect(fake.requests).toHaveLength(3);
  });

  it('gives up after the last attempt with a retryable failure', async () => {
    fake.script.push('rate-limited', 'rate-limited', 'rate-limited');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('retryable');
  });

  it('retries a 500, random bytes as the image, a PNG cut off and a body cut off, then succeeds', async () => {
    fake.requests.length = 0;
    fake.script.push('internal-error', 'garbage', 'truncated-image', 'malformed-json');
    const [outcome] = await engine({ retry: { ...FAST_RETRY, attempts: 5 } }).renderCatalogue(
      oneShot(),
    );
    expect(outcomeKind(outcome)).toBe('ok');
    expect(outcome!.meta.attempts).toBe(5);
    expect(fake.requests).toHaveLength(5);
    if (!outcome!.ok) throw new Error('unreachable');
    const meta = await sharp(outcome!.image.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 240, 300]);
  });

  it('fails a shot that is never answered with an image, saying so, after every attempt', async () => {
    fake.requests.length = 0;
    fake.script.push('garbage', 'truncated-image', 'garbage');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('no-image');
    expect(outcome!.ok ? '' : outcome!.failure.reason).toBe(
      'The image service returned something that is not an image.',
    );
    expect(fake.requests).toHaveLength(3);
  });

  it("sends the photo's vendor copy made at the upload, not decoding the photo (decision 212)", async () => {
    fake.requests.length = 0;
    const copy = await sharp(views.front).resize(100).jpeg({ quality: 90 }).toBuffer();
    // Were the stored photo decoded, this one would fail the shot as bad input.
    const request = { ...oneShot(), views: { front: Buffer.from('not a photo') } };
    const [outcome] = await engine().renderCatalogue({ ...request, vendorViews: { front: copy } });
    expect(outcomeKind(outcome)).toBe('ok');
    const [asked] = generateRequestsOf(fake);
    expect(asked!.images).toHaveLength(1);
    expect(asked!.images[0]!.equals(copy)).toBe(true);
  });

  it('does not retry a 400 and reports bad input', async () => {
    fake.requests.length = 0;
    fake.script.push('bad-request');
    const [outcome] = await engine().renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('bad-input');
    expect(fake.requests).toHaveLength(1);
  });

  it('times a hanging shot out', async () => {
    fake.script.push('hang');
    const [outcome] = await engine(ONE_SHORT_ATTEMPT).renderCatalogue(oneShot());
    expect(outcomeKind(outcome)).toBe('timeout');
    expect(outcome!.ok ? '' : outcome!.failure.reason).toBe('The shot took too long.');
  });

  it('aborts a request that hangs past its deadline and asks again: made in 2 attempts', async () => {
    fake.requests.length = 0;
    fake.script.push('hang');
    const retries: number[] = [];
    const [outcome] = await engine(HUNG_ATTEMPT_RETRIED).renderCatalogue(oneShot(), {
      onProgress: (e) => void (e.type === 'shot-retrying' && retries.push(e.attempt)),
    });
    expect(outcomeKind(outcome)).toBe('ok');
    expect(outcome!.meta.attempts).toBe(2);
    expect(retries).toEqual([2]);
    expect(fake.requests).toHaveLength(2);
    // The hung request's connection was closed by the client, not left open.
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

  it("bounds a shot's attempts together by the shot's timeout", async () => {
    fake.requests.length = 0;
    fake.script.push(...Array<'hang'>(10).fill('hang'));
    const [outcome] = await engine({
      shotTimeoutMs: 300,
      attemptTimeoutMs: 100,
      retry: { ...FAST_RETRY, attempts: 10 },
    }).renderCatalogue(oneShot());
    expect(outcome!.ok ? '' : outcome!.failure.reason).toBe('The shot took too long.');
    expect(fake.requests.length).toBeLessThan(10);
    fake.script.length = 0;
  });

  it("bounds a background's and a portrait's attempts together by the shot's timeout", async () => {
    const bounded = engine({
      shotTimeoutMs: 300,
      attemptTimeoutMs: 100,
      retry: { ...FAST_RETRY, attempts: 10 },
    });
    for (const make of [
      () => bounded.generateBackground({ prompt: 'a bazaar' }),
      () => bounded.generatePortrait(TEST_PORTRAIT),
    ]) {
      fake.requests.length = 0;
      fake.script.push(...Array<'hang'>(10).fill('hang'));
      const outcome = await make();
      expect(kindAndReason(outcome)).toEqual([
        'timeout',
        'The image service took too long. Please try again.',
      ]);
      expect(fake.requests.length).toBeLessThan(10);
      fake.script.length = 0;
    }
  });

  it('stops within a second when the run is cancelled', async () => {
    fake.script.push('hang', 'hang', 'hang', 'hang', 'hang');
    const outcomes = await engine({ concurrency: 2 }).renderCatalogue(
      frontPhotoRequest(views.front, 'clean-white-studio'),
      { signal: abortAfter(100) },
    );
    expect(outcomes.map(outcomeKind)).toEqual(Array(5).fill('cancelled'));
    fake.script.length = 0;
  });

  it("fails a wrong key, a day's quota spent and a model shut down at once, as the service being unavailable", async () => {
    fake.requests.length = 0;
    const [wrongKey] = await engine({ apiKey: 'wrong' }).renderCatalogue(oneShot());
    expect(kindAndReason(wrongKey)).toEqual(['unavailable', IMAGE_SERVICE_UNAVAILABLE]);
    fake.script.push('daily-quota');
    const [daily] = await engine().renderCatalogue(oneShot());
    expect(kindAndReason(daily)).toEqual(['unavailable', IMAGE_SERVICE_UNAVAILABLE]);
    const [retired] = await engine({ model: 'gemini-3-pro-image-preview' }).renderCatalogue(
      oneShot(),
    );
    expect(outcomeKind(retired)).toBe('unavailable');
    // Each asked once: no retry changes any of them.
    expect(fake.requests).toHaveLength(3);
  });

  it("keeps the answer's image, not the draft Gemini 3 thinks in first", async () => {
    fake.script.push('thinking');
    const [outcome] = await engine().renderCatalogue(oneShot());
    if (!outcome?.ok) throw new Error('no image');
    // The draft is the garment recoloured half-way round the hue circle; the answer keeps its red.
    const { channels } = await sharp(outcome.image.png).stats();
    expect(channels[0]!.mean - channels[2]!.mean).toBeGreaterThan(25);
  });

  it('generates a custom background with the spec suffix', async () => {
    fake.requests.length = 0;
    const result = await engine().generateBackground({ prompt: 'a misty tea garden' });
    expect(result.ok).toBe(true);
    const body = JSON.parse(fake.requests[0]!.body.toString()) as {
      contents: { parts: { text: string }[] }[];
    };
    expect(body.contents[0]!.parts[0]!.text).toBe(
      'a misty tea garden, fashion photography background, ultra high resolution, professional background',
    );
  });

  it('asks again for a background whose request hangs or whose answer is not an image', async () => {
    fake.requests.length = 0;
    fake.script.push('hang', 'truncated-image', 'malformed-json');
    const result = await engine({
      ...HUNG_ATTEMPT_RETRIED,
      retry: { ...FAST_RETRY, attempts: 4 },
    }).generateBackground({ prompt: 'a misty tea garden' });
    if (!result.ok) throw new Error(result.failure.reason);
    expect((await sharp(result.image).metadata()).format).toBe('png');
    expect(fake.requests).toHaveLength(4);
    await fake.untilAbandoned(fake.requests[0]!);
  });

  it('fails a background whose every attempt hangs as a timeout', async () => {
    fake.script.push('hang', 'hang', 'hang');
    const result = await engine(EVERY_ATTEMPT_HANGS).generateBackground({ prompt: 'a bazaar' });
    expect(kindAndReason(result)).toEqual(['timeout', NOT_ANSWERED_IN_TIME]);
    fake.script.length = 0;
  });
});
