import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes `pathname` matches and puts what they load in their place, before the
 * router is made: a router that still had to load them would draw nothing first, not the
 * prerendered page, and hydration would fail (decision 195).
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
