/**
 * The engine's contract (vendor-contracts.ts) against the fakes, which answer from their own
 * tables of how each vendor behaves live (contracts/*.json), not from the engine's (decision
 * 214). A wrong row in the engine's table makes it send what the fake refuses, and a test below
 * fails: every model the engine accepts makes a shot as configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/config/env.js';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import {
  GEMINI_MODELS,
  GEMINI_RETIRED_MODELS,
  OPENAI_MODELS,
} from '../../src/server/engines/ai/vendor-contracts.js';
import { oneShotRequest } from '../engines/engine-test-helpers.js';
import { smallGarmentViews, type SmallGarmentViews } from '../engines/garment-fixture.js';
import { startFashnFake, type FashnFake } from './fashn-fake.js';
import { startGeminiFake, type GeminiFake } from './gemini-fake.js';
import { startOpenAIFake, type OpenAIFake } from './openai-fake.js';

let gemini: GeminiFake;
let openai: OpenAIFake;
let fashn: FashnFake;
let views: SmallGarmentViews;
beforeAll(async () => {
  [gemini, openai, fashn, views] = await Promise.all([
    startGeminiFake(),
    startOpenAIFake(),
    startFashnFake(),
    smallGarmentViews(),
  ]);
});
afterAll(() => Promise.all([gemini.close(), openai.close(), fashn.close()]));

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** One shot from the engine as a deployer would configure it, against the fakes. */
async function shotAsConfigured(env: Record<string, string>) {
  const { engine } = createImageEngine(
    loadEnv({
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      OPENAI_API_KEY: 'test-openai-key',
      OPENAI_BASE_URL: `${openai.url}/v1`,
      ENGINE_RETRY_BASE_DELAY_MS: '5',
      ...env,
    }),
  );
  const [outcome] = await engine.renderCatalogue(
    oneShotRequest(views.front, 'clean-white-studio', 'standing-front'),
  );
  return outcome;
}

describe('every model the engine accepts is answered by the vendor as configured', () => {
  it.each(Object.keys(OPENAI_MODELS))('OpenAI %s makes a shot', async (model) => {
    const size = OPENAI_MODELS[model]!.sizes === 'flexible' ? '1024x1280' : '1024x1536';
    const outcome = await shotAsConfigured({
      IMAGE_ENGINE: 'openai',
      OPENAI_IMAGE_MODEL: model,
      OPENAI_IMAGE_SIZE: size,
    });
    expect(outcome?.ok ? 'ok' : outcome?.failure.detail).toBe('ok');
  });

  it.each(Object.keys(GEMINI_MODELS))('Gemini %s makes a shot at each size', async (model) => {
    for (const size of GEMINI_MODELS[model]!.imageSizes) {
      const outcome = await shotAsConfigured({
        IMAGE_ENGINE: 'gemini',
        GEMINI_IMAGE_MODEL: model,
        GEMINI_IMAGE_SIZE: size,
      });
      expect(outcome?.ok ? 'ok' : outcome?.failure.detail).toBe('ok');
    }
  });
});

describe('the fakes answer as the vendors do live', () => {
  const edit = async (model: string, size: string, fidelity: boolean) => {
    const form = new FormData();
    form.append('image[]', new Blob([new Uint8Array(8)], { type: 'image/jpeg' }), 'front.jpg');
    form.append('prompt', 'a dress');
    form.append('model', model);
    form.append('size', size);
    if (fidelity) form.append('input_fidelity', 'high');
    const answer = await fetch(`${openai.url}/v1/images/edits`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-openai-key' },
      body: form,
    });
    return {
      status: answer.status,
      error: ((await answer.json()) as { error?: Record<string, string | null> }).error,
    };
  };

  it('OpenAI: input_fidelity to gpt-image-2 is refused with invalid_input_fidelity_model', async () => {
    expect((await edit('gpt-image-1', '1024x1536', true)).status).toBe(200);
    expect((await edit('gpt-image-1.5', '1024x1536', true)).status).toBe(200);
    const refused = await edit('gpt-image-2', '1024x1536', true);
    expect(refused).toEqual({
      status: 400,
      error: {
        message: "The model 'gpt-image-2' does not support the 'input_fidelity' parameter.",
        type: 'image_generation_user_error',
        param: 'input_fidelity',
        code: 'invalid_input_fidelity_model',
      },
    });
    expect((await edit('gpt-image-2', '1024x1536', false)).status).toBe(200);
    const size = await edit('gpt-image-2', '1000x1000', false);
    expect([size.status, size.error?.param]).toEqual([400, 'size']);
  });

  it('Gemini: a model shut down answers 404 NOT_FOUND, as Google does; a wrong key 400 API_KEY_INVALID', async () => {
    const ask = (model: string, key = 'test-gemini-key') =>
      post(
        `${gemini.url}/v1beta/models/${model}:generateContent`,
        { 'x-goog-api-key': key },
        { contents: [{ role: 'user', parts: [{ text: 'a dress' }] }] },
      );
    const retired = await ask('gemini-3-pro-image-preview');
    expect(retired.status).toBe(404);
    expect(
      ((await retired.json()) as { error: { status: string; message: string } }).error,
    ).toMatchObject({
      status: 'NOT_FOUND',
      message: expect.stringContaining('is not found for API version v1beta'),
    });
    const wrongKey = await ask('gemini-3.1-flash-image', 'not-a-key');
    expect(wrongKey.status).toBe(400);
    expect(JSON.stringify(await wrongKey.json())).toContain('API_KEY_INVALID');
  });

  it('Gemini: a 5:7 aspect ratio is refused with INVALID_ARGUMENT; 4:5 is answered', async () => {
    const ask = (aspectRatio: string) =>
      post(
        `${gemini.url}/v1beta/models/gemini-3.1-flash-image:generateContent`,
        { 'x-goog-api-key': 'test-gemini-key' },
        {
          contents: [{ role: 'user', parts: [{ text: 'a dress' }] }],
          generationConfig: {
            responseModalities: ['IMAGE'],
            imageConfig: { aspectRatio, imageSize: '2K' },
          },
        },
      );
    expect((await ask('4:5')).status).toBe(200);
    const refused = await ask('5:7');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('FASHN: an aspect_ratio it does not list is refused as BadRequest', async () => {
    const run = (aspect_ratio: string) =>
      post(
        `${fashn.url}/v1/run`,
        { authorization: 'Bearer test-fashn-key' },
        {
          model_name: 'product-to-model',
          inputs: { product_image: 'data:image/jpeg;base64,AAAA', aspect_ratio },
        },
      );
    expect((await run('4:5')).status).toBe(200);
    const refused = await run('7:3');
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('BadRequest');
  });

  it('FASHN: the deprecated model_image with a face_reference is refused; either alone is taken', async () => {
    const run = (inputs: Record<string, string>) =>
      post(
        `${fashn.url}/v1/run`,
        { authorization: 'Bearer test-fashn-key' },
        {
          model_name: 'product-to-model',
          inputs: { product_image: 'data:image/jpeg;base64,AAAA', ...inputs },
        },
      );
    const face = 'data:image/jpeg;base64,BBBB';
    expect((await run({ face_reference: face, face_reference_mode: 'match_base' })).status).toBe(
      200,
    );
    expect((await run({ model_image: face })).status).toBe(200);
    const both = await run({ model_image: face, face_reference: face });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { message: string }).message).toBe(
      'inputs.model_image cannot be combined with inputs.face_reference.',
    );
    expect((await run({ face_reference: face, face_reference_mode: 'closest' })).status).toBe(400);
  });
});

describe('engines refuse at start a model they cannot use', () => {
  const start = (env: Record<string, string>) => () => createImageEngine(loadEnv(env));

  it.each([
    ['gemini', 'GEMINI_API_KEY', 'GEMINI_IMAGE_MODEL', 'gemini-9-imagine'],
    ['openai', 'OPENAI_API_KEY', 'OPENAI_IMAGE_MODEL', 'dall-e-9'],
    ['fashn', 'FASHN_API_KEY', 'FASHN_MODEL_NAME', 'tryon-v9'],
  ])('%s: the defaults start; %s=… an unknown %s does not', (engine, key, modelKey, model) => {
    expect(start({ IMAGE_ENGINE: engine, [key]: 'k' })).not.toThrow();
    expect(start({ IMAGE_ENGINE: engine, [key]: 'k', [modelKey]: model })).toThrow(
      new RegExp(`${modelKey}=${model} is not a model`),
    );
  });

  it('Gemini: a model Google shut down, naming the one to use', () => {
    for (const [model, retired] of Object.entries(GEMINI_RETIRED_MODELS))
      for (const key of ['GEMINI_IMAGE_MODEL', 'GEMINI_IMAGE_MODEL_HIGH'])
        expect(start({ IMAGE_ENGINE: 'gemini', GEMINI_API_KEY: 'k', [key]: model })).toThrow(
          `${key}=${model} was shut down by Google on ${retired.shutDown}; use ${retired.replacement}.`,
        );
    expect(GEMINI_RETIRED_MODELS['gemini-3-pro-image-preview']?.replacement).toBe(
      'gemini-3-pro-image',
    );
  });

  it('OpenAI: a newer model than this release was checked against, naming those it was', () => {
    for (const model of ['gpt-image-2.5', 'gpt-image-2.5-flare', 'gpt-image-3'])
      expect(
        start({ IMAGE_ENGINE: 'openai', OPENAI_API_KEY: 'k', OPENAI_IMAGE_MODEL: model }),
      ).toThrow(
        `OPENAI_IMAGE_MODEL=${model} is newer than the models this release was checked against (gpt-image-1, gpt-image-1-mini, gpt-image-1.5, gpt-image-2, gpt-image-2-2026-04-21)`,
      );
  });
});
