import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import type { RunView } from '@core/runs';
import { startRun, type StartRunInput } from '../api/start-run';
import { stopRun } from '../api/stop-run';
import type { GenerationSession } from '../components/generation-modal';
import { createRunRequestKeys } from '../run-request-keys';

export type RunInputs = Omit<StartRunInput, 'clientRequestId' | 'signal' | 'onUploadProgress'>;

interface StartCallbacks {
  /** The run exists and the modal follows it. */
  onStarted: (run: RunView) => void;
  /** The start failed (not cancelled by the user). */
  onFailed: (error: unknown) => void;
  /** The user cancelled, but the run was made before the upload could be stopped; it is stopped now. */
  onStoppedLate: () => void;
}

/**
 * What the generation modal shows, and starting a run into it: the upload with its progress,
 * cancelling it, and one client request id per start (reused only for a retry after a lost
 * answer, so the server never makes the run twice).
 */
export function useGenerationSession() {
  const [session, setSession] = useState<GenerationSession | null>(null);
  const startAbort = useRef<AbortController | null>(null);
  const [requestKeys] = useState(createRunRequestKeys);

  const start = (inputs: RunInputs, callbacks: StartCallbacks) => {
    const key = requestKeys.keyFor(Object.values(inputs));
    const abort = new AbortController();
    startAbort.current = abort;
    setSession({ phase: 'starting', key, uploaded: 0 });
    startRun({
      ...inputs,
      clientRequestId: key,
      signal: abort.signal,
      onUploadProgress: (uploaded) =>
        setSession((current) =>
          current?.key === key && current.phase === 'starting' ? { ...current, uploaded } : current,
        ),
    }).then(
      (run) => {
        requestKeys.settle(false);
        if (abort.signal.aborted) {
          // The user closed the modal while the upload finished: the run must not go on.
          stopRun(run.id).then(callbacks.onStoppedLate, () => {});
          return;
        }
        setSession((current) =>
          current?.key === key ? { phase: 'run', key, run, startedHere: true } : current,
        );
        callbacks.onStarted(run);
      },
      (error: unknown) => {
        const lostAnswer = error instanceof ApiError && error.code === 'NETWORK';
        requestKeys.settle(!abort.signal.aborted && lostAnswer);
        if (abort.signal.aborted) return;
        setSession((current) => (current?.key === key ? null : current));
        callbacks.onFailed(error);
      },
    );
  };

  /** Follows a run made earlier (the unsaved run offered on the dashboard). */
  const open = (run: RunView) =>
    setSession({ phase: 'run', key: `open-${run.id}`, run, startedHere: false });

  return {
    session,
    start,
    open,
    /** The user closed the modal before the run existed: abort the upload. */
    cancelStart: () => startAbort.current?.abort(),
    close: () => {
      startAbort.current = null;
      setSession(null);
    },
  };
}
