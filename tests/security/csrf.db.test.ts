/**
 * Cross-site request forgery, walked from the app's route table (issue #15): every
 * state-changing /api route, sent by a signed-in browser with the valid body it expects but
 * from another site's page (a foreign Origin, or no Origin and Sec-Fetch-Site: cross-site),
 * answers 403 and changes none of the user's rows (decision 031). better-auth's own
 * state-changing routes refuse the same (its trustedOrigins), and the session survives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { drawGarmentPhoto } from '../support/garments.js';
import { useRunHarness } from '../support/run-harness.js';
import { FUZZ_BODIES, type FuzzBody } from './fuzz-bodies.js';
import { fillPath, ID_ROUTE_CASES, operatorRouteParams } from './id-route-cases.js';
import { appRoutes } from './route-table.js';
import { tenantSnapshot } from './tenant-snapshot.js';
import { callAs, createTenant, type Tenant } from './tenant-fixtures.js';

const ctx = useRunHarness({ unscoped: 'deny' });
let owner: Tenant;
let photo: Buffer;

beforeAll(async () => {
  owner = await createTenant(ctx.h, ctx.db.handle.db, 'Csrf');
  for (const queue of ['generate-run', 'send-notification', 'deliver-webhook']) {
    await ctx.h.boss.offWork(queue);
  }
  photo = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f5c99' },
      { color: '#f4f1ec' },
      { width: 240, height: 300 },
    )
  ).photo;
}, 300_000);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FOREIGN_PAGES: [string, Record<string, string>][] = [
  ['a foreign Origin', { origin: 'https://evil.example' }],
  // An empty Origin: the test browser otherwise adds the app's own, as a browser would.
  ['no Origin, Sec-Fetch-Site: cross-site', { origin: '', 'sec-fetch-site': 'cross-site' }],
];

/** The body the route accepts, so only the request's origin can be why it is refused. */
function validBody(body: FuzzBody | undefined): { json?: unknown; body?: BodyInit } {
  if (!body || 'none' in body) return {};
  if ('json' in body) return { json: body.json };
  const form = new FormData();
  for (const [name, value] of Object.entries(body.form.fields)) form.append(name, value);
  for (const name of body.form.files)
    form.append(name, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `${name}.jpg`);
  return { body: form };
}

describe('requests from another site', () => {
  it('are refused on every state-changing /api route, and change nothing', async () => {
    const routes = appRoutes(ctx.h.app).filter(
      (route) =>
        route.path.startsWith('/api/') &&
        !route.path.startsWith('/api/auth/') &&
        STATE_CHANGING.has(route.method),
    );
    expect(routes.length).toBeGreaterThan(40);
    const before = await tenantSnapshot(ctx.db.handle, owner.userId);
    for (const route of routes) {
      const params =
        ID_ROUTE_CASES[route.key]?.params(owner.ids) ??
        operatorRouteParams(route.path, owner) ??
        {};
      for (const [how, headers] of FOREIGN_PAGES) {
        const response = await callAs(owner, route.method, fillPath(route.path, params), {
          ...validBody(FUZZ_BODIES[route.key]),
          headers,
        });
        const body = (await response.json()) as { error?: { code?: string } };
        expect({ route: route.key, how, status: response.status, code: body.error?.code }).toEqual({
          route: route.key,
          how,
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    }
    expect(await tenantSnapshot(ctx.db.handle, owner.userId)).toEqual(before);
  });

  it("are refused on better-auth's routes, and the session stays", async () => {
    const forged = [
      ['/api/auth/sign-out', {}],
      ['/api/auth/update-user', { name: 'Forged' }],
      ['/api/auth/change-email', { newEmail: 'forged@evil.example' }],
      ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'forged-password-1' }],
      ['/api/auth/delete-user', {}],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/two-factor/enable', { password: 'x' }],
    ] as const;
    for (const [path, json] of forged) {
      const response = await owner.browser.request(path, {
        method: 'POST',
        json,
        headers: { origin: 'https://evil.example' },
      });
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    const session = (await (await owner.browser.get('/api/auth/get-session')).json()) as {
      user: { email: string; name: string };
    } | null;
    expect(session?.user.email).toBe(owner.email);
    expect(session?.user.name).not.toBe('Forged');
  });
});
