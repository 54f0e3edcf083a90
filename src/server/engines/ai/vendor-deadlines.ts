/**
 * How long each vendor and model is given (decision 214). A request given up is still billed
 * when the vendor finishes it, and its retry has less of the shot's time; so a request's
 * deadline is set past the slow answers the vendor and its users report, and only a request
 * that truly hangs is asked again. A shot's deadline leaves room for one more typical answer
 * after a request that hung. ENGINE_ATTEMPT_TIMEOUT_MS and ENGINE_SHOT_TIMEOUT_MS override them.
 */

export interface Deadline {
  /** One request to the vendor (one attempt), aborted and asked again past it. */
  requestMs: number;
  /** The whole shot, its attempts and waits together. */
  shotMs: number;
}

interface DeadlineRow extends Deadline {
  engine: string;
  model: RegExp;
  /** What the vendor publishes and users report, that the deadline is set past. */
  basis: string;
}

const SECOND = 1000;

export const VENDOR_DEADLINES: readonly DeadlineRow[] = [
  {
    engine: 'openai',
    model: /^gpt-image-2/,
    requestMs: 300 * SECOND,
    shotMs: 480 * SECOND,
    basis:
      'edits with reference images 60-150 s, high quality over 120 s, complex edits up to 300 s (vercel-labs/ai-cli#63, BlockRunAI/Franklin#19, 2026-04 to 2026-07); the SDK waits 10 minutes',
  },
  {
    engine: 'openai',
    model: /^gpt-image-1/,
    requestMs: 180 * SECOND,
    shotMs: 300 * SECOND,
    basis:
      'gpt-image-1 edits at high quality and input fidelity take over a minute (public issues, 2025-09)',
  },
  {
    engine: 'gemini',
    model: /^gemini-3-pro-image/,
    requestMs: 240 * SECOND,
    shotMs: 420 * SECOND,
    basis:
      '1K in 15-20 s, 2K about a minute, 4K often 503 or minutes under load (googleapis/python-genai#1993, 2026-01; a 400 s answer in lbjlaq/Antigravity-Manager#1250)',
  },
  {
    engine: 'gemini',
    model: /^gemini-3\.1-flash-image/,
    requestMs: 120 * SECOND,
    shotMs: 240 * SECOND,
    basis: 'Flash image answers in 10-40 s at 1K-2K; 4K and busy hours slower',
  },
  {
    engine: 'fashn',
    model: /^product-to-model$/,
    // Each request of a job (the submit, each poll) answers at once; the job runs 20-120 s.
    requestMs: 60 * SECOND,
    shotMs: 300 * SECOND,
    basis: 'product-to-model processing 20-120 s, +20-30 s with a face reference (docs.fashn.ai)',
  },
];

/** Where the table has no row: the deadlines before it (decision 010). */
const FALLBACK: Deadline = { requestMs: 90 * SECOND, shotMs: 180 * SECOND };

export function vendorDeadline(engine: string, model: string): Deadline {
  const row = VENDOR_DEADLINES.find((entry) => entry.engine === engine && entry.model.test(model));
  return row ? { requestMs: row.requestMs, shotMs: row.shotMs } : FALLBACK;
}

/** The deadlines configuration sets, else the vendor's; a request never outlasts its shot. */
export function configuredDeadline(
  config: {
    IMAGE_ENGINE: string;
    ENGINE_SHOT_TIMEOUT_MS?: number;
    ENGINE_ATTEMPT_TIMEOUT_MS?: number;
  },
  model: string,
): Deadline {
  const vendor = vendorDeadline(config.IMAGE_ENGINE, model);
  const shotMs = config.ENGINE_SHOT_TIMEOUT_MS ?? vendor.shotMs;
  return {
    shotMs,
    requestMs: config.ENGINE_ATTEMPT_TIMEOUT_MS ?? Math.min(vendor.requestMs, shotMs),
  };
}
