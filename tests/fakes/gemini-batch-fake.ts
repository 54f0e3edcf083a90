/**
 * The Gemini Batch API at its wire (decision 203), for the Gemini fake to answer:
 * POST /v1beta/models/{model}:batchGenerateContent with {batch:{displayName, inputConfig:
 * {requests:{requests:[{request, metadata}]}}}} (snake_case accepted, as proto JSON allows),
 * answered with the Operation `batches/{id}`; GET /v1beta/batches/{id} polls it and
 * POST /v1beta/batches/{id}:cancel cancels it; GET /v1beta/batches lists them, a page at a time.
 * Results are inlinedResponses in request order,
 * each a GenerateContentResponse or an error. Requests outside the contract
 * (contracts/gemini-batch.json, and each request against generateContent's) are refused with
 * Google's error body.
 */
import spec from './contracts/gemini-batch.json' with { type: 'json' };
import type { RecordedRequest } from './fake-server.js';
import { modelNotFound, type GoogleRefusal } from './gemini-refusals.js';

export type BatchState = (typeof spec.states)[number];

/** What the fake makes of one inlined request once the batch runs: an image, or an error. */
export type BatchItemOutcome = 'image' | 'error' | 'no-image';

export interface FakeBatch {
  id: string;
  model: string;
  displayName: string;
  state: BatchState;
  /** The inlined requests as sent: their GenerateContentRequest and metadata. */
  requests: { request: Record<string, unknown>; metadata?: Record<string, unknown> }[];
  /** Polls answered so far. */
  polls: number;
  createTime: string;
  endTime?: string;
  /** The responses, once SUCCEEDED. */
  responses?: Record<string, unknown>[];
}

export interface BatchControls {
  batches: Map<string, FakeBatch>;
  /**
   * How a new batch ends: after `pollsUntilDone` polls (PENDING, then RUNNING) it becomes
   * `end`; 'hold' stays RUNNING until a test moves it. Read when the batch is created.
   */
  plan: { end: BatchState | 'hold'; pollsUntilDone: number };
  /** Outcomes for the next inlined requests, in order; 'image' once empty. */
  itemScript: BatchItemOutcome[];
  /** Answers to the next batch creations, in order (Google busy, or the key refused); taken once empty. */
  createScript: ('rate-limited' | 'unavailable' | 'permission-denied')[];
}

const googleError = (code: number, status: string, message: string) => ({
  error: { code, message, status },
});

type Reply = { status: number; body: unknown };

/** An inlined response: the request's error, or its GenerateContentResponse. */
const answerOf = (answer: Record<string, unknown>) =>
  'error' in answer ? { error: answer.error } : { response: answer };

const LIST_PAGE_SIZE = 20;

/** Reads a proto JSON field in lowerCamelCase or snake_case. */
function field(object: Record<string, unknown> | undefined, camel: string): unknown {
  if (!object) return undefined;
  const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return object[camel] ?? object[snake];
}

export function createBatchRoutes(options: {
  /** Why Gemini refuses this generateContent request for `model`, or null. */
  refusal: (model: string, body: Buffer) => GoogleRefusal | null;
  /** Whether `model` is one Gemini serves (a batch for another is 404 NOT_FOUND). */
  knows: (model: string) => boolean;
  /** The GenerateContentResponse one request gets when it makes an image, or its error. */
  answer: (request: Record<string, unknown>) => Promise<Record<string, unknown>>;
}) {
  const controls: BatchControls = {
    batches: new Map(),
    plan: { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 },
    itemScript: [],
    createScript: [],
  };
  let next = 1;

  function operation(batch: FakeBatch) {
    const done = spec.terminalStates.includes(batch.state);
    const output = batch.responses
      ? { inlinedResponses: { inlinedResponses: batch.responses } }
      : undefined;
    return {
      name: `batches/${batch.id}`,
      metadata: {
        '@type': spec.metadataType,
        model: `models/${batch.model}`,
        displayName: batch.displayName,
        state: batch.state,
        createTime: batch.createTime,
        updateTime: new Date().toISOString(),
        ...(batch.endTime ? { endTime: batch.endTime } : {}),
        ...(output ? { output } : {}),
        batchStats: { requestCount: String(batch.requests.length) },
      },
      ...(done ? { done: true } : {}),
      ...(done && output ? { response: { '@type': spec.outputType, ...output } } : {}),
    };
  }

  /**
   * A batch ends once: polls that arrive while its answers are being drawn wait for the same
   * ending (overlapping polls must not draw the item outcomes twice).
   */
  const endings = new Map<string, Promise<void>>();
  function finish(batch: FakeBatch, state: BatchState): Promise<void> {
    let ending = endings.get(batch.id);
    if (!ending) {
      ending = end(batch, state);
      endings.set(batch.id, ending);
    }
    return ending;
  }

  async function end(batch: FakeBatch, state: BatchState) {
    if (state === 'BATCH_STATE_SUCCEEDED') {
      batch.responses = [];
      for (const { request, metadata } of batch.requests) {
        const outcome = controls.itemScript.shift() ?? 'image';
        const response =
          outcome === 'error'
            ? {
                error: {
                  code: 400,
                  message: 'Unable to process input image.',
                  status: 'INVALID_ARGUMENT',
                },
              }
            : outcome === 'no-image'
              ? {
                  response: {
                    candidates: [{ finishReason: 'IMAGE_SAFETY', index: 0 }],
                  },
                }
              : answerOf(await options.answer(request));
        batch.responses.push({ ...response, ...(metadata ? { metadata } : {}) });
      }
    }
    batch.state = state;
    batch.endTime = new Date().toISOString();
  }

  function create(model: string, body: Buffer): Reply {
    if (!options.knows(model)) return modelNotFound(model, 'batchGenerateContent');
    const busy = controls.createScript.shift();
    if (busy === 'rate-limited')
      return {
        status: 429,
        body: googleError(
          429,
          'RESOURCE_EXHAUSTED',
          'Resource has been exhausted (e.g. check quota).',
        ),
      };
    if (busy === 'permission-denied')
      return {
        status: 403,
        body: googleError(403, 'PERMISSION_DENIED', 'Billing is not enabled for this project.'),
      };
    if (busy === 'unavailable')
      return {
        status: 503,
        body: googleError(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      };
    if (body.length > spec.inlineBatchMaxBytes)
      return {
        status: 400,
        body: googleError(
          400,
          'INVALID_ARGUMENT',
          'Request payload size exceeds the limit: 20971520 bytes.',
        ),
      };
    const json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
    const batch = field(json, 'batch') as Record<string, unknown> | undefined;
    const displayName = field(batch, 'displayName');
    const input = field(batch, 'inputConfig') as Record<string, unknown> | undefined;
    const wrapped = field(input, 'requests') as Record<string, unknown> | undefined;
    const requests = field(wrapped, 'requests') as FakeBatch['requests'] | undefined;
    if (typeof displayName !== 'string' || !displayName)
      return {
        status: 400,
        body: googleError(400, 'INVALID_ARGUMENT', 'batch.display_name is required.'),
      };
    if (!Array.isArray(requests) || requests.length === 0)
      return {
        status: 400,
        body: googleError(
          400,
          'INVALID_ARGUMENT',
          'batch.input_config.requests.requests is required.',
        ),
      };
    for (const [index, item] of requests.entries()) {
      if (!item || typeof item.request !== 'object')
        return {
          status: 400,
          body: googleError(400, 'INVALID_ARGUMENT', `requests[${index}].request is required.`),
        };
      const refused = options.refusal(model, Buffer.from(JSON.stringify(item.request)));
      if (refused)
        return {
          status: refused.status,
          body: googleError(
            refused.status,
            refused.body.error.status,
            `requests[${index}]: ${refused.body.error.message}`,
          ),
        };
    }
    const id = `fake${String(next++).padStart(6, '0')}`;
    const fake: FakeBatch = {
      id,
      model,
      displayName,
      state: 'BATCH_STATE_PENDING',
      requests,
      polls: 0,
      createTime: new Date().toISOString(),
    };
    controls.batches.set(id, Object.assign(fake, { plan: { ...controls.plan } }));
    return { status: 200, body: operation(fake) };
  }

  async function get(id: string): Promise<Reply> {
    const batch = controls.batches.get(id) as
      (FakeBatch & { plan: BatchControls['plan'] }) | undefined;
    if (!batch)
      return { status: 404, body: googleError(404, 'NOT_FOUND', `batches/${id} not found.`) };
    batch.polls++;
    if (!spec.terminalStates.includes(batch.state)) {
      if (batch.plan.end !== 'hold' && batch.polls > batch.plan.pollsUntilDone)
        await finish(batch, batch.plan.end);
      else if (batch.polls > 1) batch.state = 'BATCH_STATE_RUNNING';
    }
    return { status: 200, body: operation(batch) };
  }

  /**
   * batches.list: every batch, oldest first, `pageSize` a page (the fake's own default when
   * none is asked; the reference documents no order and no limit).
   */
  function list(query: URLSearchParams): Reply {
    const size = Number(query.get('pageSize') ?? LIST_PAGE_SIZE);
    if (!Number.isInteger(size) || size < 0)
      return {
        status: 400,
        body: googleError(400, 'INVALID_ARGUMENT', `Invalid page_size: ${query.get('pageSize')}.`),
      };
    const all = [...controls.batches.values()];
    const from = Number(query.get('pageToken') ?? 0);
    const page = all.slice(from, from + (size || LIST_PAGE_SIZE));
    const next = from + page.length;
    return {
      status: 200,
      body: {
        operations: page.map(operation),
        ...(next < all.length ? { nextPageToken: String(next) } : {}),
      },
    };
  }

  function cancel(id: string): Reply {
    const batch = controls.batches.get(id);
    if (!batch)
      return { status: 404, body: googleError(404, 'NOT_FOUND', `batches/${id} not found.`) };
    if (!spec.terminalStates.includes(batch.state)) {
      batch.state = 'BATCH_STATE_CANCELLED';
      batch.endTime = new Date().toISOString();
    }
    return { status: 200, body: {} };
  }

  return {
    controls,
    /** Moves a held batch to `state` now (the results are made if it succeeds). */
    settle: (id: string, state: BatchState) => finish(controls.batches.get(id)!, state),
    /** The answer to a batch request, or null when the path is not the Batch API's. */
    async handle(request: RecordedRequest): Promise<Reply | null> {
      const created = /^\/v1beta\/models\/([^/:]+):batchGenerateContent$/.exec(request.path);
      if (created && request.method === 'POST') return create(created[1]!, request.body);
      const cancelled = /^\/v1beta\/batches\/([^/:]+):cancel$/.exec(request.path);
      if (cancelled && request.method === 'POST') return cancel(cancelled[1]!);
      const listed = /^\/v1beta\/batches(\?.*)?$/.exec(request.path);
      if (listed && request.method === 'GET')
        return list(new URLSearchParams(listed[1]?.slice(1) ?? ''));
      const polled = /^\/v1beta\/batches\/([^/:?]+)(\?.*)?$/.exec(request.path);
      if (polled && request.method === 'GET') return get(polled[1]!);
      return null;
    },
  };
}

export type BatchRoutes = ReturnType<typeof createBatchRoutes>;
