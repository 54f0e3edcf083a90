/**
 * Gemini's Batch API through @google/genai (decision 203): `ai.batches.create` inlines each
 * shot's generateContent request with its key as metadata
 * (POST /v1beta/models/{model}:batchGenerateContent), `ai.batches.get` polls the operation
 * `batches/{id}`, `ai.batches.cancel` cancels it, `ai.batches.list` finds a job by its display
 * name (a submit whose answer was lost). The answers come back in request order as
 * inlinedResponses, each a GenerateContentResponse or an error; they are matched by key.
 */
import { GoogleGenAI, type BatchJob, type GenerateContentResponse } from '@google/genai';
import { ShotFailureError } from '../image-engine.js';
import { imageFrom } from './gemini-answer.js';
import type { GeminiClient } from './gemini-engine.js';
import type {
  VendorBatchClient,
  VendorBatchPoll,
  VendorBatchResult,
  VendorBatchState,
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

export class GeminiBatchClient implements VendorBatchClient {
  private readonly client: GoogleGenAI;

  constructor(
    /** Builds each shot's request exactly as a standard shot would be sent. */
    private readonly shots: Pick<GeminiClient, 'shotRequest'>,
    config: { apiKey: string; baseUrl?: string },
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
    const job = await this.client.batches.create({
      model,
      src: requests.map(({ key, contents, config }) => ({
        contents,
        config,
        metadata: { key },
      })),
      config: { displayName: input.displayName },
    });
    if (!job.name) throw new Error('The Batch API answered without a batch name.');
    return { name: job.name };
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
          reason: 'The image service could not make this image.',
          detail: item.error?.message ?? 'no response',
        },
      };
    try {
      return { key, image: imageFrom(item.response as GenerateContentResponse) };
    } catch (error) {
      if (error instanceof ShotFailureError)
        return { key, failure: { reason: error.failure.reason, detail: error.failure.detail } };
      throw error;
    }
  });
}
