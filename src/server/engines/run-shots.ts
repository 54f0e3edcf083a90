/**
 * Runs the shots of one catalogue: at most N in flight, a timeout per shot, cancellation that
 * answers within a second even when the work underneath cannot be interrupted, progress events,
 * and every error turned into a typed outcome. Shared by all engines.
 */
import type { Logger } from '../lib/logger.js';
import type { ShotDefinition } from '../../core/shots.js';
import { keyed } from '../../core/server-messages.js';
import {
  reasonOf,
  ShotFailureError,
  type RunControl,
  type ShotFailure,
  type ShotImage,
  type ShotMeta,
  type ShotOutcome,
} from './image-engine.js';

export interface ShotWork {
  image: ShotImage;
  meta: ShotMeta;
}

export interface ShotContext {
  index: number;
  shot: ShotDefinition;
  /** Aborted when the run is stopped or the shot times out. */
  signal: AbortSignal;
  /** Reports a retry, so the UI can say so. */
  reportRetry(attempt: number, delayMs: number): void;
  /**
   * Reports that the shot waits for its turn with the vendor, or has it (decision 190). The
   * shot's timeout does not run while it waits: the wait has its own bound (VENDOR_MAX_WAIT_MS)
   * and ends with the run's signal.
   */
  reportWaiting(waiting: boolean): Promise<void>;
}

export interface RunShotsOptions extends RunControl {
  shots: readonly { index: number; shot: ShotDefinition }[];
  concurrency: number;
  shotTimeoutMs: number;
  baseMeta: ShotMeta;
  logger?: Logger;
  render(context: ShotContext): Promise<ShotWork>;
}

const CANCELLED: ShotFailure = { kind: 'cancelled', ...reasonOf(keyed('generationStopped')) };

export async function runShots(options: RunShotsOptions): Promise<ShotOutcome[]> {
  const { shots, signal, onProgress } = options;
  const outcomes: ShotOutcome[] = new Array(shots.length);
  let next = 0;

  const emit = async (event: Parameters<NonNullable<RunControl['onProgress']>>[0]) => {
    if (onProgress) await onProgress(event);
  };

  const worker = async () => {
    while (next < shots.length) {
      const slot = next++;
      const { index, shot } = shots[slot]!;
      if (signal?.aborted) {
        outcomes[slot] = { ok: false, index, shot, failure: CANCELLED, meta: options.baseMeta };
        await emit({ type: 'shot-finished', outcome: outcomes[slot] });
        continue;
      }
      await emit({ type: 'shot-started', index, shot });
      const outcome = await runOne(options, index, shot);
      outcomes[slot] = outcome;
      await emit({ type: 'shot-finished', outcome });
    }
  };

  const workers = Array.from(
    { length: Math.max(1, Math.min(options.concurrency, shots.length)) },
    worker,
  );
  await Promise.all(workers);
  return outcomes;
}

async function runOne(
  options: RunShotsOptions,
  index: number,
  shot: ShotDefinition,
): Promise<ShotOutcome> {
  const timeout = new AbortController();
  const timer = pausableTimer(options.shotTimeoutMs, () =>
    timeout.abort(new ShotFailureError({ kind: 'timeout', ...reasonOf(keyed('shotTooLong')) })),
  );
  const signals = [timeout.signal, ...(options.signal ? [options.signal] : [])];
  const signal = AbortSignal.any(signals);
  const context: ShotContext = {
    index,
    shot,
    signal,
    reportRetry: (attempt, delayMs) =>
      void options.onProgress?.({ type: 'shot-retrying', index, shot, attempt, delayMs }),
    reportWaiting: async (waiting) => {
      // A shot already stopped or timed out has been recorded as it ended.
      if (signal.aborted) return;
      if (waiting) timer.pause();
      else timer.resume();
      await options.onProgress?.({ type: 'shot-waiting', index, shot, waiting });
    },
  };

  // The work may ignore the signal (a sharp pipeline cannot be interrupted): race it against
  // the signal so a stop or a timeout answers at once; the abandoned work finishes unobserved.
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  aborted.catch(() => undefined);

  try {
    const work = options.render(context);
    work.catch(() => undefined);
    const { image, meta } = await Promise.race([work, aborted]);
    return { ok: true, index, shot, image, meta };
  } catch (error) {
    const failure = toFailure(error, options.signal);
    if (failure.kind === 'error') {
      options.logger?.error({ err: error, shot: shot.id }, 'shot failed unexpectedly');
    }
    return { ok: false, index, shot, failure, meta: options.baseMeta };
  } finally {
    timer.clear();
    if (onAbort) signal.removeEventListener('abort', onAbort);
  }
}

function toFailure(error: unknown, runSignal: AbortSignal | undefined): ShotFailure {
  // A stop of the run wins over whatever the work reported while being torn down.
  if (runSignal?.aborted) return CANCELLED;
  if (error instanceof ShotFailureError) return error.failure;
  return {
    kind: 'error',
    ...reasonOf(keyed('shotWentWrong')),
    detail: error instanceof Error ? error.message : String(error),
  };
}

/** A timeout that can stop counting (a shot waiting for its turn) and go on where it was. */
function pausableTimer(ms: number, onTimeout: () => void) {
  let left = ms;
  let since = Date.now();
  let timer: NodeJS.Timeout | undefined = setTimeout(onTimeout, left);
  let cleared = false;
  return {
    pause() {
      if (!timer) return;
      clearTimeout(timer);
      timer = undefined;
      left -= Date.now() - since;
    },
    resume() {
      if (timer || cleared) return;
      since = Date.now();
      timer = setTimeout(onTimeout, Math.max(0, left));
    },
    clear() {
      clearTimeout(timer);
      timer = undefined;
      cleared = true;
    },
  };
}
