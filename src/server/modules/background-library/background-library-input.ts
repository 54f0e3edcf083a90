/** How the Backgrounds Library answers a bad request body and an engine's failed background. */
import type { z } from 'zod';
import { isMissingInformation } from '../../../core/background-library.js';
import { keyed } from '../../../core/server-messages.js';
import { AppError, issuesOf } from '../../lib/errors.js';

/** A request body checked against a schema; an empty name or text is the spec's 'Missing Information'. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = issuesOf(parsed.error.issues);
  const message = isMissingInformation(issues)
    ? keyed('backgroundMissing')
    : keyed('validationFailed');
  throw new AppError('VALIDATION_FAILED', message, { issues });
}
