import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUsageRefresh } from '@/features/usage/api/use-usage-refresh';
import { useRegenerationEndings } from '@/hooks/use-regeneration-endings';
import {
  toastRegenerationEnded,
  toastRegenerationRefused,
  toastRegenerationStarted,
} from '@/lib/regeneration-toasts';
import { isRegenerating } from '@core/regeneration';
import type { RunView, ShotView } from '@core/runs';
import { getRun } from '../api/get-run';
import { regenerateRunShot } from '../api/regenerate-shot';
import { RUN_POLL_MS } from '../api/use-run-stream';

/**
 * 'Regenerate' in the finished generation modal (decision 122): asks for one shot again, then
 * follows the run over GET (its stream has closed) while a shot is being made, and shows the new
 * image when it replaces the old one. Answers the run as last seen and which shots are asked for.
 */
export function useRunRegenerations(run: RunView | null) {
  const [latest, setLatest] = useState<RunView | null>(null);
  const [requesting, setRequesting] = useState<ReadonlySet<number>>(new Set());
  // Bumped by a failed poll, so the next one is scheduled all the same.
  const [failedPolls, setFailedPolls] = useState(0);
  // A double click fires twice before the button is disabled: the second one is dropped here.
  const asked = useRef(new Set<number>());
  const refreshUsage = useUsageRefresh();
  const navigate = useNavigate();
  const view = latest && run && latest.id === run.id ? latest : run;
  const inFlight = view?.shots.some((shot) => isRegenerating(shot.regeneration)) ?? false;

  useEffect(() => {
    if (!view || !inFlight) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      getRun(view.id, controller.signal).then(setLatest, () => {
        if (!controller.signal.aborted) setFailedPolls((count) => count + 1);
      });
    }, RUN_POLL_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [view, inFlight, failedPolls]);

  const watched = useMemo(
    () =>
      (view?.shots ?? []).map((shot) => ({
        key: String(shot.index),
        pose: shot.name,
        regeneration: shot.regeneration,
      })),
    [view],
  );
  useRegenerationEndings(watched, (shot, state) => {
    toastRegenerationEnded(shot.pose, state);
    // A failure gave its image back; a success kept it.
    refreshUsage('image-counted');
  });

  const regenerate = useCallback(
    (shot: ShotView) => {
      if (!view || asked.current.has(shot.index)) return;
      asked.current.add(shot.index);
      setRequesting(new Set(asked.current));
      regenerateRunShot(view.id, shot.index, crypto.randomUUID())
        .then((next) => {
          setLatest(next);
          toastRegenerationStarted(shot.name);
          refreshUsage('image-counted');
        })
        .catch((error: unknown) => {
          toastRegenerationRefused(error, (to) => void navigate(to));
          refreshUsage('limit-reached');
        })
        .finally(() => {
          asked.current.delete(shot.index);
          setRequesting(new Set(asked.current));
        });
    },
    [view, navigate, refreshUsage],
  );

  return { run: view, regenerate, requesting };
}
