/**
 * Whether a browser had the run's page open when the run finished (decision 150). The web
 * server records each live socket's open, heartbeat and close, and the page's polling
 * fallback; the run's end is judged from those records, in whichever process finished it.
 */

/** An open socket's heartbeat is written this often. */
export const WATCH_HEARTBEAT_MS = 20_000;
/** An open socket whose last heartbeat is older than this at the finish belonged to a server that died. */
const HEARTBEAT_GRACE_MS = 45_000;
/** The page polls every 1.5 s when it has no socket (docs/product.md §12). */
const POLL_GRACE_MS = 10_000;
/** A poll is written at most this often per run, well inside POLL_GRACE_MS. */
export const POLL_WRITE_INTERVAL_MS = 5_000;
/** Processes' clocks may differ a little. */
const CLOCK_SKEW_MS = 2_000;

export interface RunWatchRecord {
  openSockets: number;
  seenAt: Date | null;
  closedAt: Date | null;
  polledAt: Date | null;
}

export function wasWatchedAtFinish(watch: RunWatchRecord | null, finishedAt: Date): boolean {
  if (!watch) return false;
  const finished = finishedAt.getTime();
  // A socket that closed after the run ended was open when it ended (the page closes its socket
  // once it has read the end).
  if (watch.closedAt && watch.closedAt.getTime() >= finished - CLOCK_SKEW_MS) return true;
  if (
    watch.openSockets > 0 &&
    watch.seenAt &&
    watch.seenAt.getTime() >= finished - HEARTBEAT_GRACE_MS
  )
    return true;
  return watch.polledAt !== null && watch.polledAt.getTime() >= finished - POLL_GRACE_MS;
}
