import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ServerSaid } from '@/i18n/server-message';
import type { RunStreamMessage, RunView } from '@core/runs';
import { applyRunMessage, isRunFinished, runEvents, type RunEvent } from '../run-state';
import { getRun } from './get-run';

/** docs/product.md §5: when the stream fails, the run is asked for over plain HTTP this often. */
export const RUN_POLL_MS = 1500;

export type StreamMode = 'connecting' | 'live' | 'polling' | 'closed';

export interface RunStreamHandlers {
  /** An image arrived or failed, or the run finished; found by comparing views, so polling raises them too. */
  onEvent?: (event: RunEvent, run: RunView) => void;
  /** The server's 'error' message: its English with its key and values (decision 275). */
  onError?: (said: ServerSaid) => void;
}

export const runStreamUrl = (
  runId: string,
  loc: Pick<Location, 'protocol' | 'host'> = window.location,
) =>
  `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/runs/${encodeURIComponent(runId)}/stream`;

function parseMessage(data: unknown): RunStreamMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    return typeof value === 'object' &&
      value !== null &&
      typeof (value as { type?: unknown }).type === 'string'
      ? (value as RunStreamMessage)
      : null;
  } catch {
    return null;
  }
}

/**
 * Follows one run (decision 014): a WebSocket whose first message is the whole run, later
 * messages applied to it; when the socket errors or drops before the run is finished, polls
 * GET /api/runs/:id every 1.5 s until it is. A finished run opens nothing.
 *
 * The initial view is read when its id changes; the socket closes when the caller unmounts.
 */
export function useRunStream(initialRun: RunView | null, handlers: RunStreamHandlers = {}) {
  // Views received for a run; a different initial run (a new id) starts over from its own view.
  const [latest, setLatest] = useState<RunView | null>(null);
  const [modeState, setModeState] = useState<{ runId: string; mode: StreamMode } | null>(null);
  const initialRef = useRef(initialRun);
  const handlersRef = useRef(handlers);
  const closeRef = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    handlersRef.current = handlers;
    initialRef.current = initialRun;
  });

  const runId = initialRun?.id ?? null;
  const startedFinished = initialRun ? isRunFinished(initialRun) : false;
  const run = latest && latest.id === runId ? latest : initialRun;
  const mode: StreamMode =
    modeState && modeState.runId === runId
      ? modeState.mode
      : startedFinished || !runId
        ? 'closed'
        : 'connecting';

  useEffect(() => {
    const initial = initialRef.current;
    if (!runId || !initial || startedFinished) return;
    let disposed = false;
    const view = { current: initial };
    const setRun = (next: RunView) => setLatest(next);
    const setMode = (next: StreamMode) => setModeState({ runId, mode: next });
    let socket: WebSocket | null = null;
    let pollTimer: number | undefined;
    let pollAbort: AbortController | null = null;

    const accept = (next: RunView) => {
      if (disposed) return;
      const events = runEvents(view.current, next);
      view.current = next;
      setRun(next);
      for (const event of events) handlersRef.current.onEvent?.(event, next);
    };

    const stopPolling = () => {
      window.clearTimeout(pollTimer);
      pollAbort?.abort();
    };

    const poll = async () => {
      if (disposed) return;
      pollAbort = new AbortController();
      try {
        accept(await getRun(runId, pollAbort.signal));
      } catch {
        // A failed poll is tried again on the next tick.
      }
      if (disposed) return;
      if (isRunFinished(view.current)) {
        setMode('closed');
        return;
      }
      pollTimer = window.setTimeout(poll, RUN_POLL_MS);
    };

    const fallBackToPolling = () => {
      if (disposed || isRunFinished(view.current)) return;
      socket = null;
      setMode('polling');
      stopPolling();
      void poll();
    };

    /** The stream's last word: one GET makes sure the final view has every image's URLs. */
    const settle = () => {
      socket?.close(1000);
      socket = null;
      setMode('closed');
      getRun(runId).then(accept, () => {});
    };

    try {
      socket = new WebSocket(runStreamUrl(runId));
    } catch {
      queueMicrotask(fallBackToPolling);
    }
    if (socket) {
      const ws = socket;
      ws.onopen = () => {
        if (!disposed) setMode('live');
      };
      ws.onmessage = (event: MessageEvent) => {
        const message = parseMessage(event.data);
        if (!message || disposed) return;
        if (message.type === 'error') {
          handlersRef.current.onError?.(message);
          return;
        }
        accept(applyRunMessage(view.current, message));
        if (isRunFinished(view.current)) settle();
      };
      ws.onerror = () => {
        if (socket !== ws) return;
        ws.onclose = null;
        ws.close();
        fallBackToPolling();
      };
      ws.onclose = (event: CloseEvent) => {
        if (socket !== ws || disposed) return;
        // docs/product.md §5 falls back on a code other than 1000; a clean close before the end is
        // just as unfinished, so it polls too.
        if (!isRunFinished(view.current)) fallBackToPolling();
        else if (event.code === 1000) setMode('closed');
      };
    }

    closeRef.current = () => {
      disposed = true;
      stopPolling();
      if (socket) {
        socket.onclose = null;
        socket.onerror = null;
        socket.close(1000);
        socket = null;
      }
    };
    return () => closeRef.current();
  }, [runId, startedFinished]);

  /** Stops listening at once (the modal is closing or the run was stopped). */
  const close = useCallback(() => {
    closeRef.current();
    if (runId) setModeState({ runId, mode: 'closed' });
  }, [runId]);

  return { run, mode, close };
}
