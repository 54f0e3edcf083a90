/**
 * When this process last recorded a poll of each run. A page's polling fallback or an API client
 * reads a run every second or two; the watch row only needs a poll every few seconds
 * (run-watch-rule.ts allows POLL_GRACE_MS), and twenty reads at once would otherwise queue on
 * that row's lock for one write that changes nothing (decision 187).
 */
export function createPollThrottle(
  intervalMs: number,
  options: { maxRuns?: number; now?: () => number } = {},
) {
  const { maxRuns = 10_000, now = () => Date.now() } = options;
  const lastWritten = new Map<string, number>();
  return {
    /** True when the poll should be written; the caller says `failed` if the write then fails. */
    due(runId: string): boolean {
      const at = now();
      const last = lastWritten.get(runId);
      if (last !== undefined && at - last < intervalMs) return false;
      // Re-inserted so the Map's order is by last write: the oldest go first past maxRuns.
      lastWritten.delete(runId);
      lastWritten.set(runId, at);
      if (lastWritten.size > maxRuns) lastWritten.delete(lastWritten.keys().next().value!);
      return true;
    },
    failed(runId: string): void {
      lastWritten.delete(runId);
    },
  };
}
