/**
 * The configured engine's prices: what a shot's, a portrait's and a background's request costs
 * with the sizes and quality each client sends (gemini-client.ts: portraits at 1K; openai-client.ts:
 * portraits at 1024x1536). Built once from config beside the engine (create-image-engine.ts) and
 * given to the remote engine, which prices each request it sends (billed-request.ts).
 */
import type { GeminiImageSize } from './vendor-prices.js';
import {
  fashnRequestPrice,
  geminiRequestPrice,
  openAIRequestPrice,
  type PricedRequest,
  type RequestPrice,
} from './request-price.js';

export type RequestKind = 'shot' | 'portrait' | 'background';

export interface VendorPricing {
  /** The price of one request of this kind to `model`; null where the table has no price. */
  price(kind: RequestKind, model: string, request: PricedRequest): RequestPrice | null;
}

/** The config keys prices depend on (a subset of the app's Env). */
export interface PricingConfig {
  IMAGE_ENGINE: string;
  GEMINI_IMAGE_SIZE: GeminiImageSize;
  OPENAI_IMAGE_SIZE: string;
  OPENAI_IMAGE_QUALITY: 'low' | 'medium' | 'high' | 'auto';
  FASHN_MODEL_NAME: string;
  FASHN_USD_PER_CREDIT: number;
}

/** The pricing of the configured AI engine; undefined for engines that ask no vendor. */
export function vendorPricingFor(config: PricingConfig): VendorPricing | undefined {
  switch (config.IMAGE_ENGINE) {
    case 'gemini':
      return {
        price: (kind, model, request) =>
          geminiRequestPrice(model, kind === 'portrait' ? '1K' : config.GEMINI_IMAGE_SIZE, request),
      };
    case 'openai':
      return {
        price: (kind, model, request) =>
          openAIRequestPrice(
            model,
            kind === 'portrait' ? '1024x1536' : config.OPENAI_IMAGE_SIZE,
            config.OPENAI_IMAGE_QUALITY,
            request,
          ),
      };
    case 'fashn':
      return {
        price: (kind, _model, request) =>
          kind === 'shot'
            ? fashnRequestPrice(config.FASHN_MODEL_NAME, config.FASHN_USD_PER_CREDIT, request)
            : null,
      };
    default:
      return undefined;
  }
}
