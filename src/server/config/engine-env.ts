/**
 * Config keys of the image engines (IMAGE_ENGINE and each vendor's keys). Merged into env.ts.
 * Which keys a chosen engine needs is checked when the engine is created
 * (src/server/engines/create-image-engine.ts), which fails start with a clear message.
 */
import { z } from 'zod';
import { DEFAULT_USD_INR, FASHN_CREDIT_PRICE } from '../engines/ai/vendor-prices.js';

export const engineEnvShape = {
  /** studio (offline, no keys) | gemini | openai | fashn. */
  IMAGE_ENGINE: z.enum(['studio', 'gemini', 'openai', 'fashn']).default('studio'),

  GEMINI_API_KEY: z.string().optional(),
  /** Points the SDK elsewhere (a proxy, or the local fake in tests). */
  GEMINI_BASE_URL: z.url().optional(),
  GEMINI_IMAGE_MODEL: z.string().default('gemini-3.1-flash-image'),
  /** Used when a run asks for quality 'high'. */
  GEMINI_IMAGE_MODEL_HIGH: z.string().default('gemini-3-pro-image'),
  /** 4:5 matches the catalogue; 3:4 is the alternative the spec's marketplaces like. */
  GEMINI_ASPECT_RATIO: z.enum(['4:5', '3:4']).default('4:5'),
  GEMINI_IMAGE_SIZE: z.enum(['1K', '2K', '4K']).default('2K'),

  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-2'),
  OPENAI_IMAGE_SIZE: z
    .string()
    .regex(/^(\d+x\d+|auto)$/, 'must be WIDTHxHEIGHT or auto')
    .default('1024x1536'),
  OPENAI_IMAGE_QUALITY: z.enum(['low', 'medium', 'high', 'auto']).default('high'),

  /**
   * The vision model that fills a catalogue's listing draft with the Gemini or OpenAI engine
   * (decisions 234 and 235); unset, each vendor's checked default. FASHN fills offline.
   */
  LISTING_MODEL: z.string().min(1).optional(),

  FASHN_API_KEY: z.string().optional(),
  FASHN_BASE_URL: z.url().default('https://api.fashn.ai'),
  FASHN_MODEL_NAME: z.string().default('product-to-model'),
  FASHN_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  /**
   * What one FASHN API credit costs you, in US dollars, for the vendor cost of each request
   * (decision 225): your plan's price. Default: FASHN's published on-demand top-up price.
   */
  FASHN_USD_PER_CREDIT: z.coerce.number().positive().max(10).default(FASHN_CREDIT_PRICE.usd),
  /**
   * Rupees per US dollar, to show vendor costs beside the plans' rupee prices (decision 225).
   * Default: the rate of 2026-01-05 (the RBI/FBIL reference rate is the one to use).
   */
  USD_INR_RATE: z.coerce.number().positive().max(1000).default(DEFAULT_USD_INR.rate),

  /** Shots worked on at once; remote engines only (the studio engine uses the cores). */
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(3),
  /**
   * The whole shot's time, its attempts together. Default: the vendor's and model's
   * (engines/ai/vendor-deadlines.ts, decision 214); 180 s for the studio engine.
   */
  ENGINE_SHOT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /**
   * The deadline of each vendor request, after which it is aborted and asked again under the
   * retry policy (decision 010). Default: the vendor's and model's, within the shot's time.
   */
  ENGINE_ATTEMPT_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  /**
   * FASHN only: when a shot sends the +3-credit face_reference (decision 214). 'chosen-model':
   * only the portrait of a model the seller chose; 'every-shot': also the catalogue's first
   * shot to the others, so every shot keeps one person (about 17 credits a catalogue, not 5).
   */
  FASHN_FACE_REFERENCE: z.enum(['chosen-model', 'every-shot']).default('chosen-model'),
  /** Attempts per shot for remote engines on 429/5xx, broken answers and hung requests, the first included. */
  ENGINE_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  ENGINE_RETRY_BASE_DELAY_MS: z.coerce.number().int().positive().default(1000),
  /**
   * The AI vendor key's limits, kept by every process on the database together (decision 190):
   * requests a minute, how many may go at once after a quiet spell, and in flight at once. Set
   * them at or under your key's limits; a request waits for its turn up to VENDOR_MAX_WAIT_MS.
   */
  VENDOR_REQUESTS_PER_MINUTE: z.coerce.number().positive().max(100_000).default(60),
  VENDOR_BURST: z.coerce.number().int().min(1).max(10_000).default(5),
  VENDOR_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(1000).default(10),
  VENDOR_MAX_WAIT_MS: z.coerce.number().int().positive().default(600_000),
  /**
   * AI engines without a model portrait make Standing Front first and send it with the other
   * four shots as the model's identity reference (decision 123); 'off' runs all five at once.
   */
  IDENTITY_ANCHOR: z.enum(['on', 'off']).default('on'),
  /**
   * Stock personas and the default one get an AI portrait per engine and model, made once per
   * deployment on first use, so their catalogues run all five shots at once (decision 201);
   * 'off' leaves them to the identity anchor.
   */
  PLATFORM_PORTRAITS: z.enum(['on', 'off']).default('on'),
  /** Rendered preset backgrounds are cached here; default DATA_DIR/cache/backgrounds. */
  BACKGROUND_CACHE_DIR: z.string().optional(),
  /**
   * Benchmarks only (`npm run bench:queue`): 'instant' replaces IMAGE_ENGINE with an engine that
   * answers every shot at once with a placeholder image, to measure the queue alone. Refused
   * with NODE_ENV=production.
   */
  BENCH_ENGINE: z.enum(['instant']).optional(),
};
