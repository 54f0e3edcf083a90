/**
 * What a FASHN prediction's end means for its shot (docs.fashn.ai error handling; the vendor's
 * TypeScript SDK, PredictionStatusResponse). A failure is never charged, so the passing ones
 * (PipelineError, the providers' errors, FASHN's own time_out) are submitted again; a content
 * restriction (ThirdPartyError: its captioning refused the inputs) or a moderation refusal is
 * not, as the same inputs get the same answer (decision 214).
 */
import type { ShotFailure } from '../image-engine.js';

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
      { kind: 'error', reason: 'The image service cancelled this image.', detail },
      false,
    );
  if (REFUSED.has(name))
    return new FashnJobError(
      { kind: 'refused', reason: "The image service's safety filter declined this image.", detail },
      false,
    );
  if (BAD_INPUT.has(name))
    return new FashnJobError(
      { kind: 'bad-input', reason: 'The image service could not use this photo.', detail },
      false,
    );
  return new FashnJobError(
    {
      kind: 'retryable',
      reason: 'The image service failed to make this image. Please try again.',
      detail,
    },
    true,
  );
}
