/**
 * Gemini's Batch API through @google/genai (decision 203): `ai.batches.create` inlines each
 * shot's generateContent request with its key as metadata
 * (POST /v1beta/models/{model}:batchGenerateContent), `ai.batches.get` polls the operation
 * `batches/{id}`, `ai.batches.cancel` cancels it, `ai.batches.list` finds a job by its display
 * name (a submit whose answer was lost). The answers come back in request order as
 * inlinedResponses, each a GenerateContentResponse or an error; they are matched by key.
 * Requests that would pass Google's 20 MB inline limit send their photos through the Files API
 * (gemini-batch-files.ts); a busy Google (429, 503) is waited for (decision 214).
 */
import { GoogleGenAI, type BatchJob, type GenerateContentResponse } from '@google/genai';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, ShotFailureError } from '../image-engine.js';
import { sleep } from '../with-retry.js';
import { fitInlineLimit } from './gemini-batch-files.js';
import { classifyGeminiError } from './gemini-errors.js';
import { imageFrom } from './gemini-answer.js';
import type { GeminiClient } from './gemini-client.js';
import {
  VendorBatchBusyError,
  type VendorBatchClient,
  type VendorBatchPoll,
  type VendorBatchResult,
  type VendorBatchState,
} from './vendor-batch.js';

const STATES: Record<string, VendorBatchState> = {
  JOB_STATE_PENDING: 'pending',
  JOB_STATE_QUEUED: 'pending',
  JOB_STATE_RUNNING: 'running',
  JOB_STATE_SUCCEEDED: 'succeeded',
  JOB_STATE_FAILED: 'failed',
  JOB_STATE_CANCELLED: 'cancelled',
  JOB_STATE_CANCELLING: 'running',
  JOB_STATE_EXPIRED: 'expired',
};

/** How many of the project's batch jobs `find` reads before it gives up, and a page's size. */
const FIND_LIMIT = 5_000;
const FIND_PAGE_SIZE = 100;

/**
 * How long a submission waits out a busy Google (429, 503) before it leaves the run to its next
 * attempt, and its first wait (doubled each time, at most a minute).
 */
export interface BusyWaits {
  budgetMs: number;
  firstDelayMs: number;
}

const BUSY_WAITS: BusyWaits = { budgetMs: 5 * 60_000, firstDelayMs: 5_000 };

export class GeminiBatchClient implements VendorBatchClient {
  private readonly client: GoogleGenAI;

  constructor(
    /** Builds each shot's request exactly as a standard shot would be sent. */
    private readonly shots: Pick<GeminiClient, 'shotRequest'>,
    config: { apiKey: string; baseUrl?: string },
    private readonly busy: BusyWaits = BUSY_WAITS,
  ) {
    this.client = new GoogleGenAI({
      apiKey: config.apiKey,
      ...(config.baseUrl ? { httpOptions: { baseUrl: config.baseUrl } } : {}),
    });
  }

  async submit(input: Parameters<VendorBatchClient['submit']>[0]): Promise<{ name: string }> {
    const requests = input.shots.map(({ key, ask }) => ({ key, ...this.shots.shotRequest(ask) }));
    const model = requests[0]?.model;
    if (!model) throw new Error('An economy batch needs at least one shot.');
    if (requests.some((request) => request.model !== model))
      throw new Error('The shots of one vendor batch must use one model.');
    const { requests: src } = await fitInlineLimit(
      input.displayName,
      requests.map(({ key, contents, config }) => ({ contents, config, metadata: { key } })),
      (image, mimeType) => this.whenNotBusy(() => this.upload(image, mimeType)),
    );
    const job = await this.whenNotBusy(() =>
      this.client.batches.create({ model, src, config: { displayName: input.displayName } }),
    );
    if (!job.name) throw new Error('The Batch API answered without a batch name.');
    return { name: job.name };
  }

  /** One image through the Files API; answers its URI once it is ACTIVE. */
  private async upload(image: Buffer, mimeType: string): Promise<string> {
    let file = await this.client.files.upload({
      file: new Blob([new Uint8Array(image)], { type: mimeType }),
      config: { mimeType },
    });
    for (let wait = 0; file.state === 'PROCESSING' && wait < 30; wait++) {
      await sleep(1_000, AbortSignal.timeout(60_000));
      file = await this.client.files.get({ name: file.name! });
    }
    if (file.state !== 'ACTIVE' || !file.uri)
      throw new Error(`The Files API did not take the image (state ${file.state ?? 'none'}).`);
    return file.uri;
  }

  /**
   * `call`, asked again while Google is busy (429 that is not a day's quota, 5xx, a dropped
   * connection), for up to the wait budget; then the run is left to its next attempt. The
   * account's problems become the shots' failure; anything else is thrown as it is.
   */
  private async whenNotBusy<T>(call: () => Promise<T>): Promise<T> {
    const started = Date.now();
    for (let delay = this.busy.firstDelayMs; ; delay = Math.min(delay * 2, 60_000)) {
      try {
        return await call();
      } catch (error) {
        const decision = classifyGeminiError(error);
        if (decision.failure?.kind === 'unavailable') throw new ShotFailureError(decision.failure);
        if (!decision.retry) throw error;
        const wait = Math.max(delay, decision.retryAfterMs ?? 0);
        if (Date.now() + wait - started > this.busy.budgetMs)
          throw new VendorBatchBusyError(error instanceof Error ? error.message : String(error));
        await sleep(wait, AbortSignal.timeout(wait + 60_000));
      }
    }
  }

  async poll(name: string): Promise<VendorBatchPoll> {
    const job = await this.client.batches.get({ name });
    const state = STATES[job.state ?? ''] ?? 'pending';
    return { state, results: state === 'succeeded' ? resultsOf(job) : [] };
  }

  /**
   * Looks through `batches.list` for the job of that display name. The list has no filter on
   * the Gemini API and no documented order, so it is read page by page, at most
   * FIND_LIMIT jobs: only a run whose earlier submit may have reached the vendor asks.
   */
  async find(displayName: string): Promise<{ name: string } | null> {
    const pager = await this.client.batches.list({ config: { pageSize: FIND_PAGE_SIZE } });
    let seen = 0;
    for await (const job of pager) {
      if (job.displayName === displayName && job.name) return { name: job.name };
      if (++seen >= FIND_LIMIT) break;
    }
    return null;
  }

  async cancel(name: string): Promise<void> {
    await this.client.batches.cancel({ name });
  }
}

/** Each inlined response by its request's key (or, without one, its place in the order). */
function resultsOf(job: BatchJob): VendorBatchResult[] {
  return (job.dest?.inlinedResponses ?? []).map((item, index) => {
    const key = item.metadata?.key ?? String(index);
    if (item.error || !item.response)
      return {
        key,
        failure: {
          ...reasonOf(keyed('imageServiceCouldNotMake')),
          detail: item.error?.message ?? 'no response',
        },
      };
    try {
      return { key, image: imageFrom(item.response as GenerateContentResponse) };
    } catch (error) {
      if (error instanceof ShotFailureError) return { key, failure: error.failure };
      throw error;
    }
  });
}
