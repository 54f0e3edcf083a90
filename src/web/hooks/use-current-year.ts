import { useSyncExternalStore } from 'react';

declare const __BUILD_YEAR__: number | undefined;

/** The year the app was built (vite.config.ts), which the prerendered pages show. */
const BUILD_YEAR =
  typeof __BUILD_YEAR__ === 'undefined' ? new Date().getFullYear() : __BUILD_YEAR__;

const subscribeNever = () => () => undefined;
const currentYear = () => new Date().getFullYear();

/**
 * This year: hydration starts from the build's year, as the prerendered HTML has it, and the
 * page moves to the browser's year right after if a new year began since the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, currentYear, () => BUILD_YEAR);
}
