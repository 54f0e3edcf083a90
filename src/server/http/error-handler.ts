import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import {
  databaseUnavailable,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../db/connection-loss.js';
import { databaseFaultOfRequest } from '../db/request-database-faults.js';
import { AppError, issuesOf } from '../lib/errors.js';
import type { AppEnv } from './context.js';
import { keyed } from '../../core/server-messages.js';

/**
 * The one place that turns a thrown error into the API's error answer. Expected errors
 * (AppError) keep their status and safe message; anything else is a bug: a 500 for the client
 * with no detail, and the full stack in the log with the request id.
 */
export function toErrorResponse(error: unknown, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    if (error.status >= 500) c.var.log.error({ err: error }, error.message);
    return c.json(error.toBody(), error.status as 400);
  }
  if (isDatabaseUnavailable(error) || databaseFaultOfRequest() !== undefined) {
    // Decision 174: a moment's fault, told as one; logged without the stack of a bug.
    c.var.log.warn({ err: error }, 'database unavailable');
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json(databaseUnavailable(error).toBody(), 503);
  }
  if (error instanceof ZodError) {
    const appError = new AppError('VALIDATION_FAILED', keyed('validationFailed'), {
      issues: issuesOf(error.issues),
    });
    return c.json(appError.toBody(), 400);
  }
  if (error instanceof HTTPException) {
    // Hono's own exceptions (e.g. a body over bodyLimit) carry a status and a safe message.
    const status = error.status;
    const code =
      status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 401 ? 'UNAUTHENTICATED' : 'BAD_REQUEST';
    const answer = new AppError(code, keyed('badRequest', error.message || 'Bad request'));
    return c.json(answer.toBody(), status);
  }
  c.var.log.error({ err: error }, 'unhandled error');
  return c.json(new AppError('INTERNAL', keyed('internal')).toBody(), 500);
}
