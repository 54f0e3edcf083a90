/**
 * An engine's failed library image (a custom background, a model's portrait) as the answer its
 * dialog shows: the engine's own reason where the seller can act on it (a refused or unusable
 * request), by its key (decision 275), a plain retry message otherwise.
 */
import { keyed, type KeyedMessage } from '../../core/server-messages.js';
import { AppError } from '../lib/errors.js';
import type { ShotFailure } from './image-engine.js';

export function libraryFailureAnswer(
  failure: ShotFailure,
  texts: { tryAgain: KeyedMessage; noImage?: KeyedMessage },
): AppError {
  const cause = failure.detail ?? failure.reason;
  switch (failure.kind) {
    case 'refused':
    case 'bad-input':
      return new AppError('BAD_REQUEST', failure.message, { cause });
    case 'unavailable':
      // The one reason an unavailable vendor gives (vendor-failures.ts).
      return new AppError('UNAVAILABLE', keyed('imageServiceUnavailable'), { cause });
    case 'cancelled':
      return new AppError('BAD_REQUEST', keyed('generationStopped'), { cause });
    case 'no-image':
      return new AppError('UNAVAILABLE', texts.noImage ?? texts.tryAgain, { cause });
    default:
      return new AppError('UNAVAILABLE', texts.tryAgain, { cause });
  }
}
