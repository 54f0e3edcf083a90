import { describe, expect, it } from 'vitest';
import {
  fashnRequestPrice,
  geminiRequestPrice,
  openAIRequestPrice,
  type PricedRequest,
} from './request-price.js';
import { FASHN_MODELS, GEMINI_MODELS, OPENAI_MODELS } from './vendor-contracts.js';
import { FASHN_PRICES, GEMINI_PRICES, OPENAI_PRICES, priceKey } from './vendor-prices.js';

/** Three garment photos and the identity reference, and a 2,000-character prompt. */
const SHOT: PricedRequest = { inputImages: 4, identity: true, promptChars: 2000 };

describe('the price of one request (decision 225)', () => {
  it('prices a Gemini 3.1 Flash Image shot at 2K from its tokens: $0.101 an image and the inputs', () => {
    // 1,680 image tokens at $60/M; 4 x 1,120 image tokens and 500 text tokens at $0.50/M.
    expect(geminiRequestPrice('gemini-3.1-flash-image', '2K', SHOT)).toEqual({
      image: 100_800 + 2_490,
      inputOnly: 2_490,
    });
    expect(geminiRequestPrice('gemini-3.1-flash-image', '1K', SHOT)?.image).toBe(67_200 + 2_490);
  });

  it('halves every part of it through the Batch API', () => {
    const standard = geminiRequestPrice('gemini-3.1-flash-image', '2K', SHOT)!;
    const batch = geminiRequestPrice('gemini-3.1-flash-image', '2K', { ...SHOT, batch: true })!;
    expect(batch.image).toBe(Math.round(standard.image / 2));
    expect(batch.inputOnly).toBe(Math.round(standard.inputOnly / 2));
  });

  it('prices Gemini 3 Pro Image the same at 1K and 2K, as Google does', () => {
    const at1K = geminiRequestPrice('gemini-3-pro-image', '1K', SHOT)!.image;
    expect(geminiRequestPrice('gemini-3-pro-image', '2K', SHOT)!.image).toBe(at1K);
    expect(at1K).toBe(134_400 + 4 * 560 * 2 + 500 * 2);
  });

  it('prices an OpenAI image from its published table plus the tokens it was sent', () => {
    // $0.165 for high at 1024x1536; 4 x 1,536 image tokens at $8/M, 500 text tokens at $5/M.
    expect(openAIRequestPrice('gpt-image-2', '1024x1536', 'high', SHOT)).toEqual({
      image: 165_000 + 49_152 + 2_500,
      inputOnly: 49_152 + 2_500,
    });
    expect(openAIRequestPrice('gpt-image-2', '1024x1536', 'auto', SHOT)).toEqual(
      openAIRequestPrice('gpt-image-2', '1024x1536', 'high', SHOT),
    );
  });

  it("prices a size gpt-image-2 takes but the table has no row for at the square's rate per pixel", () => {
    const text: PricedRequest = { inputImages: 0, identity: false, promptChars: 0 };
    expect(openAIRequestPrice('gpt-image-2', '2048x2560', 'high', text)?.image).toBe(
      Math.round((0.211 * 2048 * 2560 * 1_000_000) / (1024 * 1024)),
    );
    expect(openAIRequestPrice('gpt-image-2', 'auto', 'low', text)?.image).toBe(6_000);
  });

  it('prices FASHN in credits: one an image, four with a face reference', () => {
    expect(fashnRequestPrice('product-to-model', 0.1, { ...SHOT, identity: false })).toEqual({
      image: 100_000,
      inputOnly: 0,
    });
    expect(fashnRequestPrice('product-to-model', 0.075, SHOT)?.image).toBe(300_000);
  });

  it('prices a dated or preview model name as the model, and has no price for an unknown one', () => {
    expect(priceKey('gpt-image-2-2026-04-21')).toBe('gpt-image-2');
    expect(priceKey('gemini-3-pro-image-preview')).toBe('gemini-3-pro-image');
    expect(geminiRequestPrice('gemini-9-image', '2K', SHOT)).toBeNull();
    expect(fashnRequestPrice('tryon-max', 0.1, SHOT)).toBeNull();
  });

  it('has a dated, sourced price for every model the vendor contracts know', () => {
    const rows = [
      ...Object.keys(GEMINI_MODELS).map((model) => GEMINI_PRICES[priceKey(model)]),
      ...Object.keys(OPENAI_MODELS).map((model) => OPENAI_PRICES[priceKey(model)]),
      ...FASHN_MODELS.map((model) => FASHN_PRICES[model]),
    ];
    for (const row of rows) {
      expect(row).toBeDefined();
      expect(row!.sources.length).toBeGreaterThanOrEqual(2);
      expect(row!.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
