/**
 * A lost database connection is a fault of the moment, not a bug (decision 174): requests answer
 * 503 with a message to try again, and the pool opens new connections for the next ones.
 */
import { AppError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { keyed } from '../../core/server-messages.js';

/** postgres-js's own codes for a connection that is gone or cannot be made, and the socket's. */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // Ours: a transaction that did not settle in time, as one on a dead connection (scoped-postgres.ts).
  'TRANSACTION_DEADLINE',
]);

/**
 * PostgreSQL's SQLSTATEs for the same: class 08 (connection exception), 57P01-57P03 (the server
 * ended the session or is starting or stopping), 53300 (too many connections).
 */
const isConnectionState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** Whether `error`, or an error it was caused by (Drizzle wraps the driver's), is a lost connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || isConnectionState(code)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is told to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = (cause: unknown) =>
  new AppError('UNAVAILABLE', keyed('databaseUnavailable'), { cause });

/**
 * postgres-js 3.4.9 mishandles a connection the server ends in the middle of a transaction: its
 * own ROLLBACK is written from a timer after the socket is gone (a TypeError thrown from
 * `nextWrite`, porsager/postgres#1208), and the lost connection's rejection can be left with no
 * listener (#1201, #1215). Either would end the process, though the pool is sound and opens a new
 * connection for the next query. These two are logged; any other uncaught error or unhandled
 * rejection still ends the process, as Node does by default.
 */
export function surviveConnectionLoss(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      logger.warn({ err: reason }, 'a database connection was lost');
      return;
    }
    throw reason;
  });
  process.on('uncaughtException', (error) => {
    if (isWriteOnClosedSocket(error)) {
      logger.warn({ err: error }, 'a database connection was lost during a write');
      return;
    }
    logger.fatal({ err: error }, 'uncaught exception');
    console.error(error);
    process.exit(1);
  });
}

function isWriteOnClosedSocket(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /reading 'write'/.test(error.message) &&
    /nextWrite[^\n]*postgres[\\/](?:cjs[\\/])?src[\\/]connection\.js/.test(error.stack ?? '')
  );
}
