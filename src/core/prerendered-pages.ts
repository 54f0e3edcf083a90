import { paths } from './paths.js';

/**
 * The public pages built to HTML (decision 195): each path and the file the build writes for it
 * under dist/web (vite.config.ts), which the server sends for that exact path
 * (src/server/http/web-app.ts).
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  [paths.home]: 'prerendered/home.html',
  [paths.pricing]: 'prerendered/pricing.html',
  [paths.terms]: 'prerendered/terms.html',
  [paths.privacy]: 'prerendered/privacy.html',
  [paths.returnPolicy]: 'prerendered/return-policy.html',
  [paths.signIn]: 'prerendered/sign-in.html',
  [paths.signUp]: 'prerendered/sign-up.html',
};

/** The not-found page, built from a path no route has; sent with a 404 for unknown paths. */
export const PRERENDERED_NOT_FOUND = {
  path: '/__not-found__',
  file: 'prerendered/not-found.html',
} as const;

/**
 * The dashboard's create page as a signed-in seller's browser first draws it, before the session
 * and the seller's data have come (decision 213); sent for `/dashboard` to a browser with a
 * session cookie.
 */
export const PRERENDERED_DASHBOARD = {
  path: paths.dashboard,
  file: 'prerendered/dashboard.html',
} as const;
