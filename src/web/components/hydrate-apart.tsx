import { Suspense, type ReactNode } from 'react';

/**
 * A part of a built page that React hydrates in a task of its own (a Suspense boundary:
 * React's selective hydration), so a large page's hydration does not hold the main thread in
 * one long task (decision 213). It never shows a fallback of its own: the parts inside that
 * load code later have their own boundaries.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
