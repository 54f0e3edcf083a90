/**
 * Which requests met a lost database connection (decision 174). A library between the request
 * and the database may turn that error into one of its own: better-auth answers a session lookup
 * whose query failed with a 500 'Failed to get session' that no longer carries the cause. The
 * database layer notes each lost connection on the request it served, so the answer can still
 * be the 503 of a moment's fault rather than the 500 of a bug.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from './connection-loss.js';

const faults = new AsyncLocalStorage<{ lost?: unknown }>();

/** Runs one request's work with its own record of lost connections. */
export function trackDatabaseFaults<T>(work: () => Promise<T>): Promise<T> {
  return faults.run({}, work);
}

/** Called with every error of a statement: a lost connection is noted on the request. */
export function noteDatabaseFault(error: unknown): void {
  const record = faults.getStore();
  if (record && record.lost === undefined && isDatabaseUnavailable(error)) record.lost = error;
}

/** The lost-connection error this request met, if any. */
export function databaseFaultOfRequest(): unknown {
  return faults.getStore()?.lost;
}
