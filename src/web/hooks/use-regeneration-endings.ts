import { useEffect, useRef } from 'react';
import { isRegenerating, type ShotRegenerationState } from '@core/regeneration';

export interface WatchedShot {
  /** Stable per image (a shot index, a catalogue image id). */
  key: string;
  pose: string;
  regeneration: ShotRegenerationState | null;
}

/**
 * Calls `onEnded` once for each regeneration seen in flight on this page that has now ended
 * (decision 122). Ones already over when the page first saw them are not announced.
 */
export function useRegenerationEndings(
  shots: readonly WatchedShot[],
  onEnded: (shot: WatchedShot, state: ShotRegenerationState) => void,
) {
  const inFlight = useRef(new Map<string, string>());
  const onEndedRef = useRef(onEnded);
  useEffect(() => {
    onEndedRef.current = onEnded;
  });
  useEffect(() => {
    for (const shot of shots) {
      const watched = inFlight.current.get(shot.key);
      const state = shot.regeneration;
      if (state && isRegenerating(state)) {
        inFlight.current.set(shot.key, state.id);
      } else if (watched) {
        inFlight.current.delete(shot.key);
        if (state && state.id === watched) onEndedRef.current(shot, state);
      }
    }
  }, [shots]);
}
