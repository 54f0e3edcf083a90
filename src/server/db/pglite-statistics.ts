/**
 * PGlite runs no autovacuum, so nothing ever gathers the planner's statistics there: without
 * them it guesses a handful of rows per user and picks bitmap scans and sorts where the index
 * in the list's order answers at once (decision 115). The embedded database is analysed once it
 * is open (statistics are stored in the data folder and survive restarts) and then every
 * ANALYZE_EVERY_MS as the tables grow. PostgreSQL analyses on its own and is left alone.
 */
import type { DatabaseHandle } from './client.js';
import type { Logger } from '../lib/logger.js';

/** ANALYZE samples at most 30,000 rows a table, so a pass stays short however large the data. */
export const ANALYZE_EVERY_MS = 10 * 60_000;

export interface StatisticsKeeper {
  stop(): void;
}

export async function keepPgliteStatistics(
  handle: DatabaseHandle,
  logger: Logger,
  everyMs = ANALYZE_EVERY_MS,
): Promise<StatisticsKeeper> {
  if (handle.kind !== 'pglite') return { stop: () => {} };
  const pglite = handle.pglite;
  let stopped = false;
  const analyse = async () => {
    if (stopped || pglite.closed) return;
    try {
      await pglite.exec('ANALYZE');
    } catch (error) {
      // Statistics only make plans faster: a failed pass waits for the next one.
      logger.warn({ err: error }, 'could not analyse the embedded database');
    }
  };
  await analyse();
  const timer = setInterval(() => void analyse(), everyMs);
  timer.unref();
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
