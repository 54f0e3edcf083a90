import type { Logger } from '../../lib/logger.js';
import type { RunsRepo } from './runs-repo.js';

/**
 * Renews a claimed run's lease every third of it while its worker renders, so one late renewal
 * does not lose it. `onEnd` is told when the renewal finds the lease gone ('lost': another
 * attempt took the run) or the run asked to stop ('stopped'). Returns the function that stops
 * renewing.
 */
export function keepRunLease(
  repo: RunsRepo,
  claim: { runId: string; attempt: number; leaseSeconds: number },
  onEnd: (reason: 'lost' | 'stopped') => void,
  log: Logger,
): () => void {
  const { runId, attempt, leaseSeconds } = claim;
  const timer = setInterval(
    () => {
      void repo
        .renewLease(runId, attempt, leaseSeconds)
        .then((state) => {
          if (!state) onEnd('lost');
          else if (state.stopRequested) onEnd('stopped');
        })
        .catch((error: unknown) => log.warn({ err: error }, 'lease renewal failed'));
    },
    (leaseSeconds * 1000) / 3,
  );
  return () => clearInterval(timer);
}
