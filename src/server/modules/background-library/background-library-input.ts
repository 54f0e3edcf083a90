/** How the Backgrounds Library answers a bad request body and an engine's failed background. */
import type { z } from 'zod';
import {
  BACKGROUND_LIBRARY_TEXTS as TEXTS,
  isMissingInformation,
} from '../../../core/background-library.js';
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
