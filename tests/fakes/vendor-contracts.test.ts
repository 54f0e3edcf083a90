/**
 * The fakes refuse what the vendors' published contracts refuse (issue #26): each test breaks
 * one parameter of a request the engine would send and sees the vendor's documented error body.
 * The engine's own contract table (vendor-contracts.ts) agrees with the vendored specs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import { loadEnv } from '../../src/server/config/env.js';
import { GEMINI_MODELS, OPENAI_MODELS } from '../../src/server/engines/ai/vendor-contracts.js';
import geminiSpec from './contracts/gemini-generate-content.json' with { type: 'json' };
import openaiSpec from './contracts/openai-images.json' with { type: 'json' };
import { startFashnFake, type FashnFake } from './fashn-fake.js';
import { startGeminiFake, type GeminiFake } from './gemini-fake.js';
import { startOpenAIFake, type OpenAIFake } from './openai-fake.js';

let gemini: GeminiFake;
let openai: OpenAIFake;
let fashn: FashnFake;
beforeAll(async () => {
  [gemini, openai, fashn] = await Promise.all([
    startGeminiFake(),
    startOpenAIFake(),
    startFashnFake(),
  ]);
});
afterAll(() => Promise.all([gemini.close(), openai.close(), fashn.close()]));

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the fakes keep to the vendors’ contracts', () => {
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

  it('Gemini: a fourth image to gemini-2.5-flash-image is refused', async () => {
    const image = { inlineData: { mimeType: 'image/jpeg', data: 'AAAA' } };
    const refused = await post(
      `${gemini.url}/v1beta/models/gemini-2.5-flash-image:generateContent`,
      { 'x-goog-api-key': 'test-gemini-key' },
      {
        contents: [{ role: 'user', parts: [{ text: 'a dress' }, image, image, image, image] }],
      },
    );
    expect(refused.status).toBe(400);
  });

  it('OpenAI: input_fidelity on gpt-image-1-mini, or a 1000x1000 size, is refused with param', async () => {
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
        body: (await answer.json()) as { error?: { param: string; type: string } },
      };
    };
    expect((await edit('gpt-image-1', '1024x1536', true)).status).toBe(200);
    const fidelity = await edit('gpt-image-1-mini', '1024x1536', true);
    expect([fidelity.status, fidelity.body.error?.param, fidelity.body.error?.type]).toEqual([
      400,
      'input_fidelity',
      'invalid_request_error',
    ]);
    const size = await edit('gpt-image-2', '1000x1000', false);
    expect([size.status, size.body.error?.param]).toEqual([400, 'size']);
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

  it("the engine's contract table agrees with the vendored specs", () => {
    expect(GEMINI_MODELS).toEqual(geminiSpec.models);
    expect(OPENAI_MODELS).toEqual(openaiSpec.models);
  });
});

describe('engines refuse at start a model whose contract is unknown', () => {
  it.each([
    ['gemini', 'GEMINI_API_KEY', 'GEMINI_IMAGE_MODEL', 'gemini-9-imagine'],
    ['openai', 'OPENAI_API_KEY', 'OPENAI_IMAGE_MODEL', 'dall-e-9'],
    ['fashn', 'FASHN_API_KEY', 'FASHN_MODEL_NAME', 'tryon-v9'],
  ])('%s: the defaults start; %s=… an unknown %s does not', (engine, key, modelKey, model) => {
    expect(() => createImageEngine(loadEnv({ IMAGE_ENGINE: engine, [key]: 'k' }))).not.toThrow();
    expect(() =>
      createImageEngine(loadEnv({ IMAGE_ENGINE: engine, [key]: 'k', [modelKey]: model })),
    ).toThrow(new RegExp(`${modelKey}=${model} is not a model`));
  });
});
