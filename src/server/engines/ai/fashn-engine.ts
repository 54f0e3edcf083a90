/**
 * FASHN's REST API (no SDK): POST /v1/run with model_name 'product-to-model' and the product
 * photo as a base64 data URI, then GET /v1/status/{id} until completed or failed. Runtime
 * failures come back as 200 with status 'failed' and an error { name, message }.
 * FASHN makes no backgrounds from text, so custom backgrounds fall back to the procedural
 * scenes of the studio engine, and say so.
 */
import {
  ShotFailureError,
  type EngineCapabilities,
  type OutputOptions,
  type ShotFailure,
} from '../image-engine.js';
import { isRetryableStatus, parseRetryAfter, sleep } from '../with-retry.js';
import { isAttemptTimeout, withAttemptTimeout } from './attempt-timeout.js';
import { RemoteEngine, requestDeadlineMs, type RemoteEngineOptions } from './remote-engine.js';
import type { ShotAsk, VendorClient } from './vendor-client.js';
import { outOfCredit, rejectedRequest, type ErrorClassification } from './vendor-failures.js';

export interface FashnClientOptions {
  apiKey: string;
  baseUrl: string;
  modelName: string;
  pollIntervalMs: number;
  /** The deadline of each request of a job (ENGINE_ATTEMPT_TIMEOUT_MS, `requestDeadlineMs`). */
  requestDeadlineMs: number;
}

export type FashnEngineOptions = Omit<FashnClientOptions, 'requestDeadlineMs'> &
  RemoteEngineOptions;

/** An HTTP answer FASHN gave that was not 2xx. */
export class FashnHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'FashnHttpError';
  }
}

interface StatusAnswer {
  id: string;
  status: 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed';
  output?: string[] | null;
  error?: { name?: string; message?: string } | null;
}

const REFUSED_ERRORS = new Set(['NSFWError', 'ContentModerationError', 'ModerationError']);
const BAD_INPUT_ERRORS = new Set([
  'ImageLoadError',
  'PhotoTypeError',
  'PoseError',
  'InputValidationError',
]);

/**
 * FASHN's part of the remote engine: an image is a job (submit, then polls). It has no
 * portraits (the drawn avatar) and no backgrounds from text (the procedural scenes).
 */
export class FashnClient implements VendorClient {
  readonly name = 'fashn' as const;
  readonly capabilities: EngineCapabilities = {
    onModel: true,
    customBackground: 'procedural',
    portrait: 'drawn',
    maxWidth: 2048,
    maxHeight: 2560,
    concurrency: 6,
    catalogueSeconds: 120,
  };
  /**
   * The job is one attempt, bounded by the shot's time alone (submitting it again would pay for
   * it twice); each request of it has the request deadline instead (`call`).
   */
  readonly imageIs = 'job' as const;

  constructor(private readonly config: FashnClientOptions) {}

  modelFor(_output: OutputOptions): string {
    return this.config.modelName;
  }

  /**
   * product-to-model takes one product image (the pose's own photo) and no other garment
   * photo, so the detail photo is never sent, and the prompt names only that photo. It has no
   * garment-category input either: the garment type reaches it through the prompt (decision 178).
   */
  readonly photoOrder = 'pose-only' as const;
  /** The identity reference goes as `face_reference`, not as an attached image. */
  readonly identitySent = 'face-reference' as const;

  /** The product image and the face reference. */
  maxInputImages(_output: OutputOptions): number {
    return 2;
  }

  async requestImage(ask: ShotAsk): Promise<Buffer> {
    const run = await this.call<{ id?: string; error?: unknown }>('POST', '/v1/run', ask.signal, {
      model_name: this.config.modelName,
      inputs: {
        product_image: dataUri(ask.primary),
        // The chosen model's AI portrait keeps the same face in every shot (decision 081).
        ...(ask.identity ? { face_reference: dataUri(ask.identity) } : {}),
        prompt: ask.prompt,
        seed: ask.seed,
        aspect_ratio: '4:5',
        output_format: 'png',
        return_base64: true,
      },
    });
    if (!run.id)
      throw new ShotFailureError({
        kind: 'error',
        reason: 'The image service did not start the job.',
        detail: JSON.stringify(run.error ?? run),
      });

    // Poll until done, for as long as the shot may take: a job given up would be paid for twice.
    for (;;) {
      await sleep(this.config.pollIntervalMs, ask.signal);
      const status = await this.pollStatus(run.id, ask.signal);
      if (!status) continue;
      if (status.status === 'completed') return this.fetchOutput(status, ask.signal);
      if (status.status === 'failed') throw new ShotFailureError(failureOf(status.error));
    }
  }

  /**
   * The job's status, or null when this poll went unanswered in time or met a passing fault
   * (5xx, a dropped connection): the job goes on at FASHN, so it is polled again.
   */
  private async pollStatus(id: string, signal: AbortSignal): Promise<StatusAnswer | null> {
    try {
      return await this.call<StatusAnswer>('GET', `/v1/status/${encodeURIComponent(id)}`, signal);
    } catch (error) {
      if (signal.aborted) throw error;
      const passing =
        isAttemptTimeout(error) ||
        error instanceof TypeError ||
        (error instanceof FashnHttpError && isRetryableStatus(error.status));
      if (passing) return null;
      throw error;
    }
  }

  classifyError(error: unknown): ErrorClassification {
    if (error instanceof FashnHttpError) {
      if (error.status === 429 && /credit/i.test(error.message)) return outOfCredit(error.message);
      if (isRetryableStatus(error.status))
        return {
          retry: true,
          retryAfterMs: error.retryAfterMs,
          rateLimited: error.status === 429,
        };
      return rejectedRequest(error.status, error.message);
    }
    if (error instanceof ShotFailureError) return { retry: false };
    return { retry: error instanceof TypeError };
  }

  /** One request to FASHN, within the request deadline (its answer read whole inside it). */
  private call<T>(method: 'GET' | 'POST', path: string, signal: AbortSignal, body?: unknown) {
    return withAttemptTimeout(this.config.requestDeadlineMs, signal, (request) =>
      this.send<T>(method, path, request, body),
    );
  }

  private async send<T>(
    method: 'GET' | 'POST',
    path: string,
    signal: AbortSignal,
    body?: unknown,
  ): Promise<T> {
    const response = await fetch(new URL(path, this.config.baseUrl), {
      method,
      signal,
      headers: {
        Authorization: `Bearer ${this.config.apiKey}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (!response.ok) {
      let message = text;
      try {
        const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
        message =
          typeof parsed.error === 'string'
            ? parsed.error
            : typeof parsed.message === 'string'
              ? parsed.message
              : text;
      } catch {
        // Not JSON: keep the text.
      }
      throw new FashnHttpError(
        response.status,
        message.slice(0, 500),
        parseRetryAfter(response.headers.get('retry-after')),
      );
    }
    return JSON.parse(text) as T;
  }

  private async fetchOutput(status: StatusAnswer, signal: AbortSignal): Promise<Buffer> {
    const first = status.output?.[0];
    if (!first)
      throw new ShotFailureError({
        kind: 'no-image',
        reason: 'The image service answered without an image.',
        detail: 'empty output',
      });
    const dataUri = /^data:image\/[a-z+]+;base64,(.*)$/s.exec(first);
    if (dataUri) return Buffer.from(dataUri[1]!, 'base64');
    return withAttemptTimeout(this.config.requestDeadlineMs, signal, async (request) => {
      const response = await fetch(first, { signal: request });
      if (!response.ok) throw new FashnHttpError(response.status, `output download failed`);
      return Buffer.from(await response.arrayBuffer());
    });
  }
}

/** The remote engine with FASHN as its vendor. */
export function createFashnEngine(options: FashnEngineOptions): RemoteEngine {
  const client = new FashnClient({ ...options, requestDeadlineMs: requestDeadlineMs(options) });
  return new RemoteEngine(client, options);
}

const dataUri = (image: { mimeType: string; data: Buffer }) =>
  `data:${image.mimeType};base64,${image.data.toString('base64')}`;

function failureOf(error: StatusAnswer['error']): ShotFailure {
  const name = error?.name ?? 'UnknownError';
  const detail = `${name}: ${error?.message ?? ''}`;
  if (REFUSED_ERRORS.has(name))
    return {
      kind: 'refused',
      reason: "The image service's safety filter declined this image.",
      detail,
    };
  if (BAD_INPUT_ERRORS.has(name))
    return { kind: 'bad-input', reason: 'The image service could not use this photo.', detail };
  return {
    kind: 'retryable',
    reason: 'The image service failed to make this image. Please try again.',
    detail,
  };
}
