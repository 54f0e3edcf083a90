/**
 * FASHN's REST API (no SDK): POST /v1/run with model_name 'product-to-model' and the product
 * photo as a base64 data URI, then GET /v1/status/{id} until it ends (fashn-job.ts). A
 * submission that went unanswered is never sent again: FASHN may have made it, lists no
 * predictions to check, and would charge for both (decision 214). FASHN makes no backgrounds
 * from text, so custom backgrounds fall back to the procedural scenes of the studio engine,
 * and say so.
 */
import type { ShotDefinition } from '../../../core/shots.js';
import { keyed } from '../../../core/server-messages.js';
import {
  reasonOf,
  ShotFailureError,
  type EngineCapabilities,
  type OutputOptions,
} from '../image-engine.js';
import { isRetryableStatus, sleep } from '../with-retry.js';
import { isAttemptTimeout, withAttemptTimeout } from './attempt-timeout.js';
import { fashnCall, FashnHttpError, neverReachedFashn, type FashnHttp } from './fashn-http.js';
import { ENDED, FashnJobError, jobFailure, type StatusAnswer } from './fashn-job.js';
import { RemoteEngine, requestDeadlineMs, type RemoteEngineOptions } from './remote-engine.js';
import type { ShotAsk, VendorClient } from './vendor-client.js';
import { accountProblem, rejectedRequest, type ErrorClassification } from './vendor-failures.js';

/**
 * When a shot sends `face_reference`, which costs 3 credits more than the image's own
 * (docs.fashn.ai/api-reference/product-to-model): 'chosen-model' only with the portrait of a
 * model the seller chose; 'every-shot' also the catalogue's first shot to the others (the
 * identity anchor, decision 123). Never with Back View, which shows no face.
 */
export type FashnFaceReference = 'chosen-model' | 'every-shot';

export interface FashnClientOptions {
  apiKey: string;
  baseUrl: string;
  modelName: string;
  pollIntervalMs: number;
  /** The deadline of each request of a job (ENGINE_ATTEMPT_TIMEOUT_MS, `requestDeadlineMs`). */
  requestDeadlineMs: number;
}

export type FashnEngineOptions = Omit<FashnClientOptions, 'requestDeadlineMs'> &
  RemoteEngineOptions & { faceReference?: FashnFaceReference };

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
   * it twice); each request of it has the request deadline instead (`fashnCall`).
   */
  readonly imageIs = 'job' as const;
  private readonly http: FashnHttp;

  constructor(private readonly config: FashnClientOptions) {
    this.http = {
      baseUrl: config.baseUrl,
      apiKey: config.apiKey,
      requestDeadlineMs: config.requestDeadlineMs,
    };
  }

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

  /** A face reference costs 3 credits: not for Back View, which shows no face. */
  sendsIdentityWith(shot: ShotDefinition): boolean {
    return !shot.needsBack;
  }

  async requestImage(ask: ShotAsk): Promise<Buffer> {
    const id = await this.submit(ask);
    // Poll until done, for as long as the shot may take: a job given up would be paid for twice.
    for (;;) {
      await sleep(this.config.pollIntervalMs, ask.signal);
      const status = await this.pollStatus(id, ask.signal);
      if (!status || !ENDED.has(status.status)) continue;
      if (status.status === 'completed') return this.fetchOutput(status, ask.signal);
      throw jobFailure(status);
    }
  }

  /**
   * The prediction's id. An answered refusal (4xx, 5xx) made nothing and may be retried; a
   * submission that reached FASHN and went unanswered (its deadline, a dropped connection) may
   * have made one, so it fails the shot rather than risk paying twice.
   */
  private async submit(ask: ShotAsk): Promise<string> {
    let run: { id?: string; error?: unknown };
    try {
      run = await fashnCall(this.http, 'POST', '/v1/run', ask.signal, {
        model_name: this.config.modelName,
        inputs: {
          product_image: dataUri(ask.primary),
          ...(ask.identity ? { face_reference: dataUri(ask.identity) } : {}),
          prompt: ask.prompt,
          seed: ask.seed,
          aspect_ratio: '4:5',
          output_format: 'png',
          return_base64: true,
        },
      });
    } catch (error) {
      if (ask.signal.aborted || error instanceof FashnHttpError || neverReachedFashn(error))
        throw error;
      throw new ShotFailureError({
        kind: 'timeout',
        ...reasonOf(keyed('imageServiceNotInTime')),
        detail: `the submission went unanswered (${error instanceof Error ? error.message : String(error)}); not sent again, as FASHN may have made it and would charge twice`,
      });
    }
    if (!run.id)
      throw new ShotFailureError({
        kind: 'error',
        ...reasonOf(keyed('imageServiceNoJob')),
        detail: JSON.stringify(run.error ?? run),
      });
    return run.id;
  }

  /**
   * The job's status, or null when this poll went unanswered in time or met a passing fault
   * (5xx, a dropped connection): the job goes on at FASHN, so it is polled again.
   */
  private async pollStatus(id: string, signal: AbortSignal): Promise<StatusAnswer | null> {
    try {
      return await fashnCall<StatusAnswer>(
        this.http,
        'GET',
        `/v1/status/${encodeURIComponent(id)}`,
        signal,
      );
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
    if (error instanceof FashnJobError) return { retry: error.retryable, failure: error.failure };
    if (error instanceof FashnHttpError) {
      // A wrong key, or no credit left: the deployment's to fix (decision 214).
      if (error.status === 401 || error.errorName === 'OutOfCredits')
        return accountProblem(`${error.status} ${error.errorName ?? ''}: ${error.message}`);
      if (isRetryableStatus(error.status))
        return {
          retry: true,
          retryAfterMs: error.retryAfterMs,
          rateLimited: error.status === 429,
        };
      return rejectedRequest(error.status, error.message);
    }
    if (error instanceof ShotFailureError) return { retry: false };
    return { retry: neverReachedFashn(error) };
  }

  private async fetchOutput(status: StatusAnswer, signal: AbortSignal): Promise<Buffer> {
    const first = status.output?.[0];
    if (!first)
      throw new ShotFailureError({
        kind: 'no-image',
        ...reasonOf(keyed('imageServiceNoImage')),
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

/**
 * The remote engine with FASHN as its vendor. Without 'every-shot' the first shot is not sent
 * to the others as their face (4 credits each instead of 1): all five are asked at once.
 */
export function createFashnEngine(options: FashnEngineOptions): RemoteEngine {
  const requestMs =
    options.deadlineFor?.(options.modelName).requestMs ?? requestDeadlineMs(options);
  const client = new FashnClient({ ...options, requestDeadlineMs: requestMs });
  return new RemoteEngine(client, {
    ...options,
    identityAnchor:
      options.identityAnchor !== false &&
      (options.faceReference ?? 'chosen-model') === 'every-shot',
  });
}

const dataUri = (image: { mimeType: string; data: Buffer }) =>
  `data:${image.mimeType};base64,${image.data.toString('base64')}`;
