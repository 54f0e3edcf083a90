/**
 * A vendor's 200 that cannot be used: a body that is not JSON, or an "image" that does not
 * decode (random bytes, a PNG cut off). It is a broken answer, not a refusal, so it counts as a
 * failed attempt and is asked again under the retry policy like a 5xx; a shot never answered
 * with an image fails with the reason below, and nothing of it is stored.
 */
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, type ShotFailure } from '../image-engine.js';

export class UnreadableAnswerError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'UnreadableAnswerError';
  }
}

/**
 * Whether an attempt failed on an unusable answer. The vendor SDKs parse the body as JSON, so
 * a body cut off or not JSON surfaces as their JSON.parse SyntaxError.
 */
export function isUnreadableAnswer(error: unknown): boolean {
  return error instanceof UnreadableAnswerError || error instanceof SyntaxError;
}

export function unreadableAnswerFailure(error: unknown): ShotFailure {
  return {
    kind: 'no-image',
    ...reasonOf(keyed('imageServiceNotAnImage')),
    detail: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
  };
}
