/**
 * First loads: the gzipped JavaScript a browser fetches for a page, kept by
 * e2e/first-load.spec.ts and reported by `npm run bench:web`.
 * - The landing page `/`, signed out (decision 112).
 * - The dashboard `/dashboard` (the create page), signed in (decision 196).
 */
export const LANDING_JS_BUDGET_KB = 170;
export const DASHBOARD_JS_BUDGET_KB = 200;
