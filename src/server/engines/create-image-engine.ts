/**
 * The engine is chosen once, at start, from config (decision 010): an exhaustive match on
 * IMAGE_ENGINE. An unknown name, or a vendor engine without its key, fails start with a
 * message that says what to set.
 */
import path from 'node:path';
import type { Logger } from '../lib/logger.js';
import { BackgroundLibrary } from './backgrounds/background-library.js';
import { createFashnEngine } from './ai/fashn-client.js';
import { GeminiBatchClient } from './ai/gemini-batch-client.js';
import { createGeminiEngine, GeminiClient } from './ai/gemini-client.js';
import type { EconomyVendor } from './ai/vendor-batch.js';
import { createOpenAIEngine } from './ai/openai-client.js';
import { contractViolation } from './ai/contract-violation.js';
import { configuredDeadline } from './ai/vendor-deadlines.js';
import { FASHN_CREDIT_PRICE } from './ai/vendor-prices.js';
import { vendorPricingFor } from './ai/vendor-pricing.js';
import { VendorGate, type VendorLimitStore } from './ai/vendor-gate.js';
import { ENGINE_NAMES, type ImageEngine } from './image-engine.js';
import { InstantEngine } from './instant/instant-engine.js';
import { StudioEngine } from './studio/studio-engine.js';
import { withShotChecks } from './colour/shot-checked-engine.js';

/** The env keys this module reads (a subset of the app's Env, so tests can pass just these). */
export interface EngineConfig {
  IMAGE_ENGINE: string;
  DATA_DIR?: string;
  BACKGROUND_CACHE_DIR?: string;
  GEMINI_API_KEY?: string;
  GEMINI_BASE_URL?: string;
  GEMINI_IMAGE_MODEL: string;
  GEMINI_IMAGE_MODEL_HIGH: string;
  GEMINI_ASPECT_RATIO: '4:5' | '3:4';
  GEMINI_IMAGE_SIZE: '1K' | '2K' | '4K';
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  OPENAI_IMAGE_MODEL: string;
  OPENAI_IMAGE_SIZE: string;
  OPENAI_IMAGE_QUALITY: 'low' | 'medium' | 'high' | 'auto';
  FASHN_API_KEY?: string;
  FASHN_BASE_URL: string;
  FASHN_MODEL_NAME: string;
  FASHN_POLL_INTERVAL_MS: number;
  FASHN_FACE_REFERENCE?: 'chosen-model' | 'every-shot';
  /** Unset: FASHN's published on-demand price (ai/vendor-prices.ts). */
  FASHN_USD_PER_CREDIT?: number;
  ENGINE_CONCURRENCY: number;
  /** Unset: the vendor's and model's (ai/vendor-deadlines.ts); 180 s for the studio engine. */
  ENGINE_SHOT_TIMEOUT_MS?: number;
  /** Unset: the vendor's and model's, within the shot's (ai/vendor-deadlines.ts). */
  ENGINE_ATTEMPT_TIMEOUT_MS?: number;
  ENGINE_RETRY_ATTEMPTS: number;
  ENGINE_RETRY_BASE_DELAY_MS: number;
  IDENTITY_ANCHOR?: 'on' | 'off';
  VENDOR_REQUESTS_PER_MINUTE: number;
  VENDOR_BURST: number;
  VENDOR_MAX_IN_FLIGHT: number;
  VENDOR_MAX_WAIT_MS: number;
  /** Benchmarks only: 'instant' replaces IMAGE_ENGINE (engines/instant/instant-engine.ts). */
  BENCH_ENGINE?: 'instant';
  NODE_ENV?: string;
}

export interface EngineDeps {
  logger?: Logger;
  /**
   * The database's shared vendor limits (decision 190); without it (tests of an engine alone)
   * each process asks its vendor as its retry policy allows.
   */
  vendorLimits?: VendorLimitStore;
  /**
   * Whether a shot that fails the colour or print check is made once more (AI engines;
   * decisions 120, 276).
   * `npm run doctor` turns it off: it promises to spend at most two images.
   */
  colourRetry?: boolean;
}

export class EngineConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineConfigError';
  }
}

export interface CreatedEngines {
  engine: ImageEngine;
  /** Preset renders and thumbnails for the backgrounds library, whichever engine runs. */
  backgrounds: BackgroundLibrary;
  /** The engine's batch mode at half the price, when its vendor has one (decision 203). */
  economy?: EconomyVendor;
}

/** The studio engine's shots are the machine's own work: 180 s, as before decision 214. */
const STUDIO_SHOT_TIMEOUT_MS = 180_000;

/** The model a run at standard quality is made with, for its deadlines. */
function configuredModel(config: EngineConfig): string {
  switch (config.IMAGE_ENGINE) {
    case 'gemini':
      return config.GEMINI_IMAGE_MODEL;
    case 'openai':
      return config.OPENAI_IMAGE_MODEL;
    case 'fashn':
      return config.FASHN_MODEL_NAME;
    default:
      return '';
  }
}

export function isEngineName(value: string): value is (typeof ENGINE_NAMES)[number] {
  return (ENGINE_NAMES as readonly string[]).includes(value);
}

/**
 * The engine for IMAGE_ENGINE, every shot of it checked for colour and an AI engine's for print
 * too (decisions 120 and 276); an AI engine's shot that fails either is made once more.
 */
export function createImageEngine(config: EngineConfig, deps: EngineDeps = {}): CreatedEngines {
  if (config.BENCH_ENGINE === 'instant') return createInstantEngine(config, deps);
  const created = createBareEngine(config, deps);
  const ai = created.engine.name !== 'studio';
  const engine = withShotChecks(created.engine, {
    retry: ai && deps.colourRetry !== false,
    print: ai,
    logger: deps.logger,
  });
  return { ...created, engine };
}

/**
 * The benchmarks' engine, without the colour check: its placeholder is not the garment, and the
 * check's work is the engine's cost, which the queue benchmark leaves out.
 */
function createInstantEngine(config: EngineConfig, deps: { logger?: Logger }): CreatedEngines {
  if (config.NODE_ENV === 'production')
    throw new EngineConfigError(
      'BENCH_ENGINE=instant is for benchmarks and makes placeholder images; unset it in production.',
    );
  return {
    engine: new InstantEngine({ logger: deps.logger }),
    backgrounds: new BackgroundLibrary(backgroundCacheDir(config)),
  };
}

function backgroundCacheDir(config: EngineConfig): string {
  return (
    config.BACKGROUND_CACHE_DIR ??
    path.join(path.resolve(config.DATA_DIR ?? 'data'), 'cache', 'backgrounds')
  );
}

function createBareEngine(config: EngineConfig, deps: EngineDeps): CreatedEngines {
  const name = config.IMAGE_ENGINE;
  if (!isEngineName(name)) {
    throw new EngineConfigError(
      `IMAGE_ENGINE '${name}' is not an engine; use one of: ${ENGINE_NAMES.join(', ')}.`,
    );
  }
  // A model whose contract this version does not know could be sent what it refuses.
  const violation = contractViolation(config);
  if (violation) throw new EngineConfigError(violation);
  const backgrounds = new BackgroundLibrary(backgroundCacheDir(config));
  const deadline = configuredDeadline(config, configuredModel(config));
  const remote = {
    concurrency: config.ENGINE_CONCURRENCY,
    shotTimeoutMs: deadline.shotMs,
    attemptTimeoutMs: deadline.requestMs,
    deadlineFor: (model: string) => configuredDeadline(config, model),
    retry: {
      attempts: config.ENGINE_RETRY_ATTEMPTS,
      baseDelayMs: config.ENGINE_RETRY_BASE_DELAY_MS,
      maxDelayMs: 30_000,
    },
    logger: deps.logger,
    identityAnchor: config.IDENTITY_ANCHOR !== 'off',
    pricing: vendorPricingFor({
      ...config,
      FASHN_USD_PER_CREDIT: config.FASHN_USD_PER_CREDIT ?? FASHN_CREDIT_PRICE.usd,
    }),
  };
  const requireKey = (key: 'GEMINI_API_KEY' | 'OPENAI_API_KEY' | 'FASHN_API_KEY'): string => {
    const value = config[key];
    if (!value)
      throw new EngineConfigError(
        `IMAGE_ENGINE=${name} needs ${key}; set it, or use IMAGE_ENGINE=studio (offline, no key).`,
      );
    return value;
  };
  /** The remote options with the key's shared limit, when the process has the database's. */
  const limited = (apiKey: string) => ({
    ...remote,
    apiKey,
    gate: deps.vendorLimits
      ? new VendorGate(
          deps.vendorLimits,
          name,
          apiKey,
          {
            perMinute: config.VENDOR_REQUESTS_PER_MINUTE,
            burst: config.VENDOR_BURST,
            maxInFlight: config.VENDOR_MAX_IN_FLIGHT,
            maxWaitMs: config.VENDOR_MAX_WAIT_MS,
          },
          deps.logger,
        )
      : undefined,
  });

  switch (name) {
    case 'studio':
      return {
        engine: new StudioEngine({
          backgrounds,
          shotTimeoutMs: config.ENGINE_SHOT_TIMEOUT_MS ?? STUDIO_SHOT_TIMEOUT_MS,
          logger: deps.logger,
        }),
        backgrounds,
      };
    case 'gemini': {
      const options = {
        ...limited(requireKey('GEMINI_API_KEY')),
        baseUrl: config.GEMINI_BASE_URL,
        model: config.GEMINI_IMAGE_MODEL,
        highQualityModel: config.GEMINI_IMAGE_MODEL_HIGH,
        aspectRatio: config.GEMINI_ASPECT_RATIO,
        imageSize: config.GEMINI_IMAGE_SIZE,
      };
      const engine = createGeminiEngine(options);
      return {
        engine,
        backgrounds,
        economy: {
          asks: (request) => engine.economyAsks(request),
          // A busy Google is waited out for five minutes at most, from the retry's base delay.
          batch: new GeminiBatchClient(new GeminiClient(options), options, {
            budgetMs: 5 * 60_000,
            firstDelayMs: 5 * config.ENGINE_RETRY_BASE_DELAY_MS,
          }),
          shotPrice: (request) => {
            const price = remote.pricing?.price('shot', options.model, { ...request, batch: true });
            return price ? { model: options.model, price } : null;
          },
        },
      };
    }
    case 'openai':
      return {
        engine: createOpenAIEngine({
          ...limited(requireKey('OPENAI_API_KEY')),
          baseUrl: config.OPENAI_BASE_URL,
          model: config.OPENAI_IMAGE_MODEL,
          size: config.OPENAI_IMAGE_SIZE,
          quality: config.OPENAI_IMAGE_QUALITY,
        }),
        backgrounds,
      };
    case 'fashn':
      return {
        engine: createFashnEngine({
          ...limited(requireKey('FASHN_API_KEY')),
          baseUrl: config.FASHN_BASE_URL,
          modelName: config.FASHN_MODEL_NAME,
          pollIntervalMs: config.FASHN_POLL_INTERVAL_MS,
          faceReference: config.FASHN_FACE_REFERENCE,
        }),
        backgrounds,
      };
    default: {
      const unreachable: never = name;
      throw new EngineConfigError(`Unhandled engine ${String(unreachable)}`);
    }
  }
}
