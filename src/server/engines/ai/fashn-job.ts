/**
 * What a FASHN prediction's end means for its shot (docs.fashn.ai error handling; the vendor's
 * TypeScript SDK, PredictionStatusResponse). A failure is never charged, so the passing ones
 * (PipelineError, the providers' errors, FASHN's own time_out) are submitted again; a content
 * restriction (ThirdPartyError: its captioning refused the inputs) or a moderation refusal is
 * not, as the same inputs get the same answer (decision 214).
 */
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, type ShotFailure } from '../image-engine.js';

export interface StatusAnswer {
  id: string;
  status: 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed' | 'canceled' | 'time_out';
  output?: string[] | null;
  error?: { name?: string; message?: string } | null;
}

/** Statuses after which FASHN does no more with the prediction. */
export const ENDED = new Set<StatusAnswer['status']>([
  'completed',
  'failed',
  'canceled',
  'time_out',
]);

/** A prediction that ended without an image: why, and whether submitting it again may help. */
export class FashnJobError extends Error {
  constructor(
    readonly failure: ShotFailure,
    readonly retryable: boolean,
  ) {
    super(failure.detail ?? failure.reason);
    this.name = 'FashnJobError';
  }
}

const REFUSED = new Set([
  'NSFWError',
  'ContentModerationError',
  'ModerationError',
  'ThirdPartyError',
]);
const BAD_INPUT = new Set([
  'ImageLoadError',
  'PhotoTypeError',
  'PoseError',
  'InputValidationError',
]);

export function jobFailure(answer: StatusAnswer): FashnJobError {
  const name = answer.error?.name ?? (answer.status === 'failed' ? 'UnknownError' : answer.status);
  const detail = `${answer.status} ${name}: ${answer.error?.message ?? ''}`.trim();
  if (answer.status === 'canceled')
    return new FashnJobError(
      { kind: 'error', ...reasonOf(keyed('imageServiceCancelled')), detail },
      false,
    );
  if (REFUSED.has(name))
    return new FashnJobError(
      { kind: 'refused', ...reasonOf(keyed('safetyDeclinedImage')), detail },
      false,
    );
  if (BAD_INPUT.has(name))
    return new FashnJobError(
      { kind: 'bad-input', ...reasonOf(keyed('photoUnusable')), detail },
      false,
    );
  return new FashnJobError(
    {
      kind: 'retryable',
      ...reasonOf(keyed('imageServiceFailed')),
      detail,
    },
    true,
  );
}
