/**
 * The app's own route table (Hono's app.routes), as the security suites walk it: one entry
 * per method and path, without the middleware-only `ALL …/*` entries.
 */
export interface AppRoute {
  method: string;
  path: string;
  /** `GET /api/runs/:id`: the key the suites' case tables use. */
  key: string;
}

export function appRoutes(app: { routes: { method: string; path: string }[] }): AppRoute[] {
  const seen = new Map<string, AppRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || path.endsWith('*')) continue;
    const key = `${method} ${path}`;
    if (!seen.has(key)) seen.set(key, { method, path, key });
  }
  return [...seen.values()];
}

/**
 * Routes whose path names a row: `:id`, `:imageId`, `:index`… A share link's routes (`:token`,
 * decision 185) are public by design: whoever holds the token may read, so they are not a
 * tenant's ids; tests/catalogue-shares.db.test.ts tests what a token opens and what it does not.
 */
export function hasIdParameter(route: AppRoute): boolean {
  // The operator's console reads every seller by design and answers everyone else 404 on
  // every route: tests/security/operator-access.db.test.ts walks it (decision 249).
  if (route.path.startsWith('/api/admin/')) return false;
  return /\/:/.test(route.path) && !/\/:token\b/.test(route.path);
}
