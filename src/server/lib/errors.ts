/**
 * The one error type of the server (Documenso's AppError): a code, the HTTP status that goes
 * with it, a message safe to show to users, and optional detail kept for the logs.
 */
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '../../core/errors.js';

export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    /** Shown to the user as it is. */
    readonly userMessage: string,
    options: { cause?: unknown; issues?: { path: string; message: string }[] } = {},
  ) {
    super(userMessage, { cause: options.cause });
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
    this.issues = options.issues;
  }

  readonly issues: { path: string; message: string }[] | undefined;

  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.userMessage,
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
