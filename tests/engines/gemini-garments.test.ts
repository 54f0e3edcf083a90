/**
 * What the Gemini engine sends for a typed garment with a Detail photo (decision 178): the
 * garment's wearing sentence in every shot's prompt, and the detail close-up as an inline image
 * after the garment photos and before the identity reference, within the model's input limit.
 */
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createGeminiEngine } from '../../src/server/engines/ai/gemini-client.js';
import type { CatalogueRequest } from '../../src/server/engines/image-engine.js';
import { generateRequestsOf, startGeminiFake, type GeminiFake } from '../fakes/gemini-fake.js';
import { drawGarmentPhoto } from '../support/garments.js';
import { detailPhoto, isDetailPhoto } from './detail-photo.js';
import { identityPortrait, isIdentityPortrait } from './identity-portrait.js';
import { FAST_RETRY, SMALL_OUTPUT } from './garment-fixture.js';

const NIVI =
  'The saree is draped in the Nivi style, with neat pleats at the front and the pallu over the left shoulder, worn with a matching blouse.';
let fake: GeminiFake;
let front: Buffer;
let back: Buffer;
let detail: Buffer;

const engine = (model = 'gemini-3.1-flash-image') =>
  createGeminiEngine({
    apiKey: 'test-gemini-key',
    baseUrl: fake.url,
    model,
    highQualityModel: 'gemini-3-pro-image',
    aspectRatio: '4:5',
    imageSize: '2K',
    concurrency: 2,
    shotTimeoutMs: 5_000,
    retry: FAST_RETRY,
  });

const sareeRequest = (views: CatalogueRequest['views']): CatalogueRequest => ({
  views,
  background: { kind: 'preset', presetId: 'clean-white-studio' },
  persona: null,
  garment: { type: 'saree', stylingNote: null },
  output: SMALL_OUTPUT,
});

beforeAll(async () => {
  fake = await startGeminiFake();
  const style = { kind: 'saree', color: '#7b1fa2', accent: '#d4a843', border: true } as const;
  const backdrop = { color: '#e9e6df', noise: 2 };
  const size = { width: 400, height: 500 };
  [front, back, detail] = await Promise.all([
    drawGarmentPhoto({ ...style, pattern: 'buti' }, backdrop, size).then((p) => p.photo),
    drawGarmentPhoto(style, backdrop, size).then((p) => p.photo),
    detailPhoto(),
  ]);
});
afterAll(() => fake.close());

describe('GeminiEngine: a saree with a Detail photo', () => {
  it('sends five requests, each with the drape sentence and the detail as an inline image', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue(sareeRequest({ front, detail }));
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true, true, true, true]);

    const requests = generateRequestsOf(fake);
    expect(requests).toHaveLength(5);
    for (const [i, request] of requests.entries()) {
      expect(request.prompt).toContain('wearing the saree from the attached product photos.');
      expect(request.prompt).toContain(NIVI);
      expect(request.prompt).toContain(
        'The attached product photos show the front (image 1) of one garment. Image 2 is a close-up of the fabric: reproduce its print, embroidery and border exactly.',
      );
      // The front, then the detail; after the first pose, the identity anchor last.
      expect(request.images).toHaveLength(i === 0 ? 2 : 3);
      expect(await isDetailPhoto(request.images[0]!)).toBe(false);
      expect(await isDetailPhoto(request.images[1]!)).toBe(true);
    }
    const prompts = requests.map((request) => request.prompt);
    expect(prompts.find((prompt) => prompt.includes('Pose: Back View'))).toBeUndefined();
    expect(prompts.find((prompt) => prompt.includes('Pose: Sitting'))).toMatch(
      /Sitting - [^.]*pallu/,
    );
  });

  it('puts the detail after front and back, before the portrait, numbered image 3', async () => {
    fake.requests.length = 0;
    const outcomes = await engine().renderCatalogue({
      ...sareeRequest({ front, back, detail }),
      identity: await identityPortrait(),
    });
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const requests = generateRequestsOf(fake);
    expect(requests).toHaveLength(5);
    for (const request of requests) {
      expect(request.images).toHaveLength(4);
      expect(await isDetailPhoto(request.images[2]!)).toBe(true);
      expect(await isIdentityPortrait(request.images[3]!)).toBe(true);
      expect(request.prompt).toContain('the back (image 2) of one garment. Image 3 is a close-up');
    }
    expect(requests.find((r) => r.prompt.includes('Pose: Back View'))!.prompt).toContain(
      'the pallu falling from the left shoulder down the back',
    );
  });

  it('sends a run without a type or detail as before: no wearing sentence, no extra image', async () => {
    fake.requests.length = 0;
    const { garment: _garment, ...untyped } = sareeRequest({ front, back });
    await engine().renderCatalogue(untyped);
    const requests = generateRequestsOf(fake);
    expect(requests).toHaveLength(5);
    for (const request of requests) {
      expect(request.prompt).toContain('wearing the garment from the attached product photos.');
      expect(request.prompt).not.toContain('Nivi');
      expect(request.prompt).not.toContain('close-up');
    }
  });
});
