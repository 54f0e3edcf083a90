/**
 * OpenAI image models through the `openai` SDK: images.edit with every garment photo as an
 * input image (multipart image[]), input_fidelity high so the garment's details survive.
 * A moderation block is a refused shot; an answer without b64_json is a shot with no image.
 */
import OpenAI, { toFile } from 'openai';
import { keyed } from '../../../core/server-messages.js';
import {
  reasonOf,
  ShotFailureError,
  type EngineCapabilities,
  type OutputOptions,
} from '../image-engine.js';
import { isRetryableStatus, parseRetryAfter, parseRetryAfterMs } from '../with-retry.js';
import { RemoteEngine, type RemoteEngineOptions } from './remote-engine.js';
import type { ShotAsk, VendorClient } from './vendor-client.js';
import { OPENAI_MODELS } from './vendor-contracts.js';
import { accountProblem, rejectedRequest, type ErrorClassification } from './vendor-failures.js';

export interface OpenAIClientOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** WIDTHxHEIGHT as the model accepts it, or 'auto'; the result is cropped to 4:5. */
  size: string;
  quality: 'low' | 'medium' | 'high' | 'auto';
  /** The SDK's own timeout, a backstop behind ours (the shot's timeout). */
  shotTimeoutMs: number;
}

export type OpenAIEngineOptions = OpenAIClientOptions & RemoteEngineOptions;

/** OpenAI's part of the remote engine: images.edit for shots, images.generate for the rest. */
export class OpenAIClient implements VendorClient {
  readonly name = 'openai' as const;
  readonly capabilities: EngineCapabilities = {
    onModel: true,
    customBackground: 'ai',
    portrait: 'ai',
    maxWidth: 4096,
    maxHeight: 4096,
    concurrency: 5,
    catalogueSeconds: 120,
  };
  private readonly client: OpenAI;

  constructor(private readonly config: OpenAIClientOptions) {
    // maxRetries 0: retries and timeouts are ours, through the signal each request is given (the
    // attempt's deadline, the shot's timeout). The SDK's timeout, the shot's, is only a backstop.
    this.client = new OpenAI({
      apiKey: config.apiKey,
      baseURL: config.baseUrl,
      maxRetries: 0,
      timeout: config.shotTimeoutMs,
    });
  }

  modelFor(_output: OutputOptions): string {
    return this.config.model;
  }

  /** The pose's own photo first (the back for Back View), then the others. */
  readonly photoOrder = 'pose-first' as const;

  /** images.edit takes up to 16 input images; over it the detail photo is left out first. */
  maxInputImages(_output: OutputOptions): number {
    return 16;
  }

  async requestImage(ask: ShotAsk): Promise<Buffer> {
    // The garment photos as planned (the pose's own first, the detail close-up last of them),
    // then the model's portrait (the identity reference) last.
    const ordered = [...ask.images, ...(ask.identity ? [ask.identity] : [])];
    const files = await Promise.all(
      ordered.map((image) => toFile(image.data, `${image.name}.jpg`, { type: image.mimeType })),
    );
    const response = await this.client.images.edit(
      {
        model: this.config.model,
        image: files,
        prompt: ask.prompt,
        // Only the models that take it (vendor-contracts.ts); others refuse the parameter.
        ...(OPENAI_MODELS[this.config.model]?.inputFidelity
          ? { input_fidelity: 'high' as const }
          : {}),
        size: this.config.size as 'auto',
        quality: this.config.quality,
        n: 1,
        output_format: 'png',
      },
      { signal: ask.signal },
    );
    return imageFromResult(response);
  }

  classifyError(error: unknown): ErrorClassification {
    return classifyOpenAIError(error);
  }

  get portraitModel(): string {
    return this.config.model;
  }

  async requestPortrait(prompt: string, signal: AbortSignal): Promise<Buffer> {
    const response = await this.client.images.generate(
      {
        model: this.portraitModel,
        prompt,
        size: '1024x1536',
        quality: this.config.quality,
        n: 1,
        output_format: 'png',
      },
      { signal },
    );
    return imageFromResult(response);
  }

  async requestBackground(prompt: string, signal: AbortSignal): Promise<Buffer> {
    const response = await this.client.images.generate(
      {
        model: this.config.model,
        prompt,
        size: this.config.size as 'auto',
        quality: this.config.quality,
        n: 1,
        output_format: 'png',
      },
      { signal },
    );
    return imageFromResult(response);
  }
}

/** The remote engine with OpenAI as its vendor. */
export function createOpenAIEngine(options: OpenAIEngineOptions): RemoteEngine {
  return new RemoteEngine(new OpenAIClient(options), options);
}

function imageFromResult(response: OpenAI.Images.ImagesResponse): Buffer {
  const b64 = response.data?.[0]?.b64_json;
  if (!b64) {
    throw new ShotFailureError({
      kind: 'no-image',
      ...reasonOf(keyed('imageServiceNoImage')),
      detail: 'no data[0].b64_json',
    });
  }
  return Buffer.from(b64, 'base64');
}

/**
 * Codes of OpenAI answers that are the account's, not the request's (decision 214): a billing
 * limit is a 400 and a spent quota a 429, but no photo and no wait changes either.
 */
const ACCOUNT_CODES = new Set([
  'billing_hard_limit_reached',
  'billing_not_active',
  'insufficient_quota',
  'invalid_api_key',
  'account_deactivated',
  'model_not_found',
]);

export function classifyOpenAIError(error: unknown): ErrorClassification {
  if (error instanceof ShotFailureError) return { retry: false };
  if (error instanceof OpenAI.APIUserAbortError) return { retry: false };
  if (error instanceof OpenAI.APIConnectionError) return { retry: true };
  if (error instanceof OpenAI.APIError) {
    const status = error.status;
    const code = typeof error.code === 'string' ? error.code : '';
    // The safety system's refusal: 400 with code moderation_blocked (or a message saying so).
    if (status === 400 && (code === 'moderation_blocked' || /safety system/i.test(error.message))) {
      return {
        retry: false,
        failure: {
          kind: 'refused',
          ...reasonOf(keyed('safetyDeclinedRequest')),
          detail: error.message,
        },
      };
    }
    // A wrong key (401), an organisation not verified for the model (403), a model the key
    // cannot use (404): the deployment's to fix.
    if (ACCOUNT_CODES.has(code) || status === 401 || status === 403 || status === 404)
      return accountProblem(`${status} ${code || 'no code'}: ${error.message}`);
    if (isRetryableStatus(status)) {
      const headers = error.headers;
      return {
        retry: true,
        retryAfterMs:
          parseRetryAfterMs(headers?.get?.('retry-after-ms')) ??
          parseRetryAfter(headers?.get?.('retry-after')),
        rateLimited: status === 429,
      };
    }
    return rejectedRequest(status, error.message);
  }
  return { retry: false };
}
