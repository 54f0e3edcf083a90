/**
 * How the AI engines read a vendor's HTTP refusal, the same way for every vendor: what is
 * worth another attempt is decided by each engine; these are the answers no retry changes.
 */
import type { ShotFailure } from '../image-engine.js';
import type { RetryDecision } from '../with-retry.js';

export type ErrorClassification = RetryDecision & { failure?: ShotFailure };

/** The account has no credit left: a 429 that no wait will fix. */
export function outOfCredit(detail: string): ErrorClassification {
  return {
    retry: false,
    failure: { kind: 'error', reason: 'The image service account is out of credit.', detail },
  };
}

/** A final HTTP error: a 400 means the vendor could not use the photos; anything else is a refusal. */
export function rejectedRequest(status: number | undefined, message: string): ErrorClassification {
  if (status === 400) {
    return {
      retry: false,
      failure: {
        kind: 'bad-input',
        reason: 'The image service could not use these photos.',
        detail: message,
      },
    };
  }
  return {
    retry: false,
    failure: {
      kind: 'error',
      reason: 'The image service refused the request.',
      detail: `${status}: ${message}`,
    },
  };
}
