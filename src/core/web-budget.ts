/**
 * The first load of the landing page: gzipped JavaScript a visitor's browser fetches for `/`
 * (decision 112). Kept by e2e/first-load.spec.ts and reported by `npm run bench:web`.
 */
export const LANDING_JS_BUDGET_KB = 170;
