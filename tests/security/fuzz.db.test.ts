/**
 * Bad input to every API route, walked from the app's route table (property-based, fast-check):
 * never a 5xx, and a refused request (4xx) changes none of the user's rows. A fixed seed and a
 * few hundred requests here; `npm run bench:fuzz` sends many more with a new seed.
 * On PostgreSQL this runs as the app role with nothing unscoped allowed (row-level security).
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { useRunHarness } from '../support/run-harness.js';
import { badRequest } from './fuzz-arbitraries.js';
import { FUZZ_BODIES } from './fuzz-bodies.js';
import { fillPath, ID_ROUTE_CASES, operatorRouteParams } from './id-route-cases.js';
import { appRoutes } from './route-table.js';
import { tenantSnapshot } from './tenant-snapshot.js';
import { callAs, createTenant, type Tenant } from './tenant-fixtures.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

// The key's rate limit out of the way: a 429 would only hide what the fuzzer sent.
const ctx = useRunHarness({ unscoped: 'deny', env: { API_RATE_LIMIT_PER_MINUTE: '100000' } });
let owner: Tenant;

beforeAll(async () => {
  owner = await createTenant(ctx.h, ctx.db.handle.db, 'Fuzz');
  // Nothing may change the rows behind the suite's back: no run, email or webhook is worked on.
  for (const queue of ['generate-run', 'regenerate-shot', 'send-notification', 'deliver-webhook']) {
    await ctx.h.boss.offWork(queue);
  }
}, 300_000);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const apiRoutes = () =>
  appRoutes(ctx.h.app).filter((route) => route.path.startsWith('/api/') && route.method !== 'HEAD');

it('has a body case for every state-changing route, and no stale case', () => {
  const changing = apiRoutes()
    .filter((route) => STATE_CHANGING.has(route.method))
    .map((route) => route.key);
  expect(changing.filter((key) => !(key in FUZZ_BODIES))).toEqual([]);
  expect(Object.keys(FUZZ_BODIES).filter((key) => !changing.includes(key))).toEqual([]);
});

it(
  `never answers 5xx and changes nothing it refuses (about ${RUNS} requests, seed ${SEED})`,
  { timeout: 120_000 + RUNS * 1_000 },
  async () => {
    const routes = apiRoutes();
    // The same number of requests for every route (fast-check's own choice among routes would
    // favour the first ones), each route with its own seed derived from the run's.
    const perRoute = Math.max(1, Math.round(RUNS / routes.length));
    const statuses = new Map<number, number>();
    let sent = 0;
    let before = await tenantSnapshot(ctx.db.handle, owner.userId);
    for (const [index, route] of routes.entries()) {
      const request = badRequest(
        FUZZ_BODIES[route.key],
        [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!),
        ID_ROUTE_CASES[route.key]?.destructive === true,
      );
      await fc.assert(
        fc.asyncProperty(request, async (bad) => {
          // A share link's public routes (decision 185) take the owner's link and image.
          const ids = ID_ROUTE_CASES[route.key]?.params(owner.ids) ??
            operatorRouteParams(route.path, owner) ?? {
              token: owner.shareToken,
              imageId: owner.ids.imageId,
            };
          const path = fillPath(route.path, { ...ids, ...bad.params }) + bad.query;
          const response = await callAs(owner, route.method, path, {
            // A GET carries no body: its query and ids are what is fuzzed.
            body: route.method === 'GET' ? undefined : bad.body,
            headers: bad.headers,
          });
          const text = await response.text();
          sent += 1;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          const what = `${route.key} (${bad.label}) -> ${response.status} ${text.slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          const after = await tenantSnapshot(ctx.db.handle, owner.userId);
          if (response.status >= 400) expect(after, `state changed: ${what}`).toEqual(before);
          before = after;
        }),
        { seed: SEED + index, numRuns: perRoute, endOnFailure: true },
      );
    }
    console.info(
      `fuzz: ${sent} requests over ${routes.length} routes (${perRoute} each), seed ${SEED}, ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(sent).toBe(perRoute * routes.length);
  },
);
