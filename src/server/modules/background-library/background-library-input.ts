/** How the Backgrounds Library answers a bad request body and an engine's failed background. */
import type { z } from 'zod';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  isMissingInformation,
} from '../../../core/background-library.js';
import type { ShotFailure } from '../../engines/image-engine.js';
import { AppError } from '../../lib/errors.js';

/** A request body checked against a schema; an empty name or text is the spec's 'Missing Information'. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const message = isMissingInformation(issues)
    ? TEXTS.missingMessage
    : 'Some fields are missing or invalid.';
  throw new AppError('VALIDATION_FAILED', message, { issues });
}

/** An engine's failed background as the answer the dialog shows after 'Failed to generate background: '. */
export function generationError(failure: ShotFailure): AppError {
  const cause = failure.detail ?? failure.reason;
  switch (failure.kind) {
    case 'refused':
    case 'bad-input':
      return new AppError('BAD_REQUEST', failure.reason, { cause });
    case 'cancelled':
      return new AppError('BAD_REQUEST', 'The generation was stopped.', { cause });
    case 'no-image':
      return new AppError('UNAVAILABLE', TEXTS.noImage, { cause });
    default:
      return new AppError('UNAVAILABLE', TEXTS.tryAgain, { cause });
  }
}
