/**
 * First loads: the gzipped JavaScript a browser fetches for a page, kept by
 * e2e/first-load.spec.ts and reported by `npm run bench:web`.
 * - The landing page `/`, signed out (decision 112). 172 since its code left the entry chunk
 *   (decision 196): split chunks compress a little worse, and the page no longer waits for this
 *   JavaScript to paint (decision 195). 175 since the operator's console (decision 262): its
 *   routes' entries and their chunks' preload lists sit in the entry chunk, 1.4 KB gzipped.
 * - The dashboard `/dashboard` (the create page), signed in (decision 196).
 */
export const LANDING_JS_BUDGET_KB = 175;
export const DASHBOARD_JS_BUDGET_KB = 200;
