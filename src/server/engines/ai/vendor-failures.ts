/**
 * How the AI engines read a vendor's HTTP refusal, the same way for every vendor: what is
 * worth another attempt is decided by each engine; these are the answers no retry changes.
 */
import { RUN_MESSAGES } from '../../../core/runs.js';
import { keyed } from '../../../core/server-messages.js';
import { reasonOf, type ShotFailure } from '../image-engine.js';
import type { RetryDecision } from '../with-retry.js';

export type ErrorClassification = RetryDecision & { failure?: ShotFailure };

/** What a seller reads when the vendor refused the deployment's account, not their photos. */
export const IMAGE_SERVICE_UNAVAILABLE = RUN_MESSAGES.imageServiceUnavailable;

/**
 * The vendor refused this deployment's account (decision 214): an invalid key, no credit, a
 * billing limit, an organisation not verified, a daily quota, a model the key cannot reach. No
 * wait fixes it and the seller can do nothing about it: never retried, shown as the service
 * being unavailable, and told to the operator (remote-engine.ts logs it at error level).
 */
export function accountProblem(detail: string): ErrorClassification {
  return {
    retry: false,
    failure: { kind: 'unavailable', ...reasonOf(keyed('imageServiceUnavailable')), detail },
  };
}

/** A final HTTP error: a 400 means the vendor could not use the photos; anything else is a refusal. */
export function rejectedRequest(status: number | undefined, message: string): ErrorClassification {
  if (status === 400) {
    return {
      retry: false,
      failure: {
        kind: 'bad-input',
        ...reasonOf(keyed('photosUnusable')),
        detail: message,
      },
    };
  }
  return {
    retry: false,
    failure: {
      kind: 'error',
      ...reasonOf(keyed('imageServiceRefused')),
      detail: `${status}: ${message}`,
    },
  };
}
