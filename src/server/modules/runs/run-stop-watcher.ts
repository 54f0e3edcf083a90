import type { RunRow } from './runs-repo.js';
import type { RunProgressBus } from './run-progress-bus.js';

export interface RunStopWatch {
  /** Aborted once the run should stop rendering, whatever the reason. */
  signal: AbortSignal;
  abort(): void;
  /** Stops listening; call once the run is done with. */
  dispose(): void;
}

/**
 * The reasons a worker stops rendering a run, as one signal: the run was asked to stop (before it
 * was claimed, or a 'stop_requested' message while it renders) or this process is shutting down.
 * Anything else that should stop it (a lost lease) calls `abort`.
 */
export function watchRunStop(
  run: RunRow,
  bus: RunProgressBus,
  shutdownSignal: AbortSignal | undefined,
): RunStopWatch {
  const stop = new AbortController();
  const onShutdown = () => stop.abort();
  shutdownSignal?.addEventListener('abort', onShutdown);
  const unsubscribe = bus.subscribe(run.id, (message) => {
    if (message.type === 'stop_requested') stop.abort();
  });
  if (run.stopRequested) stop.abort();
  return {
    signal: stop.signal,
    abort: () => stop.abort(),
    dispose() {
      unsubscribe();
      shutdownSignal?.removeEventListener('abort', onShutdown);
    },
  };
}
