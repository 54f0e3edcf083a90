/**
 * An engine's failed library image (a custom background, a model's portrait) as the answer its
 * dialog shows: the engine's own reason where the seller can act on it (a refused or unusable
 * request), a plain retry message otherwise.
 */
import { AppError } from '../lib/errors.js';
import type { ShotFailure } from './image-engine.js';

export function libraryFailureAnswer(
  failure: ShotFailure,
  texts: { tryAgain: string; noImage?: string },
): AppError {
  const cause = failure.detail ?? failure.reason;
  switch (failure.kind) {
    case 'refused':
    case 'bad-input':
      return new AppError('BAD_REQUEST', failure.reason, { cause });
    case 'unavailable':
      return new AppError('UNAVAILABLE', failure.reason, { cause });
    case 'cancelled':
      return new AppError('BAD_REQUEST', 'The generation was stopped.', { cause });
    case 'no-image':
      return new AppError('UNAVAILABLE', texts.noImage ?? texts.tryAgain, { cause });
    default:
      return new AppError('UNAVAILABLE', texts.tryAgain, { cause });
  }
}
