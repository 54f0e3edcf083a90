/**
 * Every request an AI engine sends is told with its cost (decision 225), as the engines are built
 * for production (createImageEngine: prices from config, the colour check around the engine),
 * against the fakes that speak each vendor's wire format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/config/env.js';
import {
  geminiRequestPrice,
  fashnRequestPrice,
} from '../../src/server/engines/ai/request-price.js';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import type { VendorBill } from '../../src/server/engines/vendor-bill.js';
import { startFashnFake, type FashnFake } from '../fakes/fashn-fake.js';
import { startGeminiFake, type GeminiFake } from '../fakes/gemini-fake.js';
import { oneShotRequest, outcomeKind, TEST_PORTRAIT } from './engine-test-helpers.js';
import { smallGarmentViews, type SmallGarmentViews } from './garment-fixture.js';
import { identityPortrait } from './identity-portrait.js';

let gemini: GeminiFake;
let fashn: FashnFake;
let views: SmallGarmentViews;

beforeAll(async () => {
  [gemini, fashn, views] = await Promise.all([
    startGeminiFake(),
    startFashnFake(),
    smallGarmentViews(),
  ]);
});
afterAll(async () => {
  await Promise.all([gemini.close(), fashn.close()]);
});

const geminiEngine = (env: Record<string, string> = {}) =>
  createImageEngine(
    loadEnv({
      NODE_ENV: 'test',
      IMAGE_ENGINE: 'gemini',
      GEMINI_API_KEY: 'test-gemini-key',
      GEMINI_BASE_URL: gemini.url,
      ENGINE_RETRY_BASE_DELAY_MS: '5',
      ...env,
    }),
  ).engine;

/** One shot of the front photo (the garment photo alone is sent: no portrait, no anchor). */
async function billsOfOneShot(engine: ReturnType<typeof geminiEngine>) {
  const bills: VendorBill[] = [];
  const [outcome] = await engine.renderCatalogue(
    oneShotRequest(views.front, 'clean-white-studio', 'sitting'),
    { onBilled: (bill) => bills.push(bill) },
  );
  return { outcome, bills };
}

/** Gemini 3.1 Flash Image at 2K, one photo attached, as the engine priced it. */
const geminiShot = (promptChars: number) =>
  geminiRequestPrice('gemini-3.1-flash-image', '2K', {
    inputImages: 1,
    identity: false,
    promptChars,
  })!.image;

describe('vendor bills against the fakes', () => {
  it('bills a 500 nothing and the answered retry in full, for its shot', async () => {
    gemini.script.push('server-error');
    const { outcome, bills } = await billsOfOneShot(geminiEngine());
    expect(outcomeKind(outcome)).toBe('ok');
    const prompt = outcome!.meta.prompt!;
    expect(bills).toEqual([
      expect.objectContaining({
        ended: 'refused',
        costMicroUsd: 0,
        shot: { index: 3, id: 'sitting' },
      }),
      {
        kind: 'shot',
        shot: { index: 3, id: 'sitting' },
        engine: 'gemini',
        model: 'gemini-3.1-flash-image',
        ended: 'image',
        costMicroUsd: geminiShot(prompt.length),
        durationMs: expect.any(Number),
      },
    ]);
  });

  it("bills the colour check's second take: the vendor made two images for one shot", async () => {
    gemini.script.push('recoloured', 'image');
    const { outcome, bills } = await billsOfOneShot(geminiEngine());
    expect(outcome?.ok && outcome.meta.colour?.retried).toBe(true);
    expect(bills.map((bill) => [bill.ended, bill.shot?.index])).toEqual([
      ['image', 3],
      ['image', 3],
    ]);
  });

  it('bills an answer without an image its inputs, and a request it gave up on in full', async () => {
    gemini.script.push('image-safety', 'hang', 'hang');
    const { outcome, bills } = await billsOfOneShot(
      geminiEngine({ ENGINE_RETRY_ATTEMPTS: '1', ENGINE_ATTEMPT_TIMEOUT_MS: '200' }),
    );
    expect(outcomeKind(outcome)).toBe('refused');
    const inputOnly = geminiRequestPrice('gemini-3.1-flash-image', '2K', {
      inputImages: 1,
      identity: false,
      promptChars: outcome!.meta.prompt?.length ?? 0,
    });
    expect(bills.map((bill) => bill.ended)).toEqual(['no-image']);
    expect(bills[0]!.costMicroUsd).toBeGreaterThan(0);
    expect(bills[0]!.costMicroUsd).toBeLessThan(inputOnly!.image / 10);

    const hung = await billsOfOneShot(
      geminiEngine({ ENGINE_RETRY_ATTEMPTS: '1', ENGINE_ATTEMPT_TIMEOUT_MS: '200' }),
    );
    expect(outcomeKind(hung.outcome)).toBe('timeout');
    expect(hung.bills.map((bill) => bill.ended)).toEqual(['cut-short']);
    expect(hung.bills[0]!.costMicroUsd).toBeGreaterThan(100_000);
    gemini.script.length = 0;
  });

  it("bills a portrait at the portrait's size (1K)", async () => {
    const bills: VendorBill[] = [];
    const outcome = await geminiEngine().generatePortrait(TEST_PORTRAIT, {
      onBilled: (bill) => bills.push(bill),
    });
    expect(outcome.ok).toBe(true);
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({ kind: 'portrait', ended: 'image' });
    expect(bills[0]!.costMicroUsd).toBeGreaterThanOrEqual(67_200);
    expect(bills[0]!.costMicroUsd).toBeLessThan(70_000);
  });

  it("bills FASHN's credits: four with a face reference, none for a failed job", async () => {
    const engine = createImageEngine(
      loadEnv({
        NODE_ENV: 'test',
        IMAGE_ENGINE: 'fashn',
        FASHN_API_KEY: 'test-fashn-key',
        FASHN_BASE_URL: fashn.url,
        FASHN_POLL_INTERVAL_MS: '10',
        FASHN_USD_PER_CREDIT: '0.075',
        ENGINE_RETRY_ATTEMPTS: '1',
      }),
      // The fake's picture is not the garment: the colour check's second take is not asked here.
      { colourRetry: false },
    ).engine;
    const bills: VendorBill[] = [];
    const request = {
      ...oneShotRequest(views.front, 'clean-white-studio', 'sitting'),
      identity: await identityPortrait(),
    };
    fashn.script.push('image', 'nsfw');
    const [made] = await engine.renderCatalogue(request, { onBilled: (b) => bills.push(b) });
    const [refused] = await engine.renderCatalogue(request, { onBilled: (b) => bills.push(b) });
    expect([outcomeKind(made), outcomeKind(refused)]).toEqual(['ok', 'refused']);
    const four = fashnRequestPrice('product-to-model', 0.075, {
      inputImages: 2,
      identity: true,
      promptChars: 0,
    })!.image;
    expect(bills.map(({ ended, costMicroUsd }) => [ended, costMicroUsd])).toEqual([
      ['image', four],
      ['no-image', 0],
    ]);
    expect(four).toBe(300_000);
  });
});
