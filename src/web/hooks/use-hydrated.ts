import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and when the build renders it), true from the
 * next render on; a page rendered in the browser from scratch sees true at once. State only the
 * browser knows (the session, the clock) waits for it, so hydration matches the built HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
