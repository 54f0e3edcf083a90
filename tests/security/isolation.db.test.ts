/**
 * Tenant isolation, generated from the app's own route table: for every route with an id in
 * its path and every method it has, user B calling with user A's ids gets the very answer a
 * missing id gets (404, nothing of A's in it), while A's own call is the control (2xx).
 * A route with an id and no entry in ID_ROUTE_CASES fails the first test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useRunHarness } from '../support/run-harness.js';
import { fillPath, ID_ROUTE_CASES } from './id-route-cases.js';
import { appRoutes, hasIdParameter } from './route-table.js';
import { tenantSnapshot } from './tenant-snapshot.js';
import { firstWebSocketMessage } from './websocket-control.js';
import {
  callAs,
  createOutsider,
  createTenant,
  missingIds,
  type Caller,
  type Tenant,
  type TenantIds,
} from './tenant-fixtures.js';

// On PostgreSQL as the app role with nothing unscoped allowed: every request and job of the
// fixtures and the calls sets its own scope, or row-level security refuses it.
const ctx = useRunHarness({ unscoped: 'deny' });
let owner: Tenant;
let outsider: Caller;
let ownerRowsBefore: unknown;
const missing: TenantIds = missingIds();

beforeAll(async () => {
  owner = await createTenant(ctx.h, ctx.db.handle.db, 'Asha');
  outsider = await createOutsider(ctx.h, ctx.db.handle.db, 'Bilal');
  ownerRowsBefore = await tenantSnapshot(ctx.db.handle, owner.userId);
}, 300_000);

const routeOf = (key: string) => {
  const [method = '', path = ''] = key.split(' ');
  return { method, path };
};

/** The answer with the ids of the request written as their parameter names. */
function withoutIds(text: string, params: Record<string, string>): string {
  let out = text;
  for (const [name, value] of Object.entries(params)) out = out.split(value).join(`<${name}>`);
  return out;
}

const cases = Object.entries(ID_ROUTE_CASES);

it('has a case for every route with an id in the route table, and no stale case', () => {
  const withIds = appRoutes(ctx.h.app)
    .filter(hasIdParameter)
    .map((route) => route.key);
  expect(withIds.length).toBeGreaterThan(30);
  expect(withIds.filter((key) => !(key in ID_ROUTE_CASES))).toEqual([]);
  expect(Object.keys(ID_ROUTE_CASES).filter((key) => !withIds.includes(key))).toEqual([]);
});

describe("another user with the owner's ids", () => {
  it.each(cases)('%s answers as for a missing id', async (key, testCase) => {
    const { method, path } = routeOf(key);
    const ownerParams = testCase.params(owner.ids);
    const missingParams = testCase.params(missing);
    const init = async () => ({
      headers: testCase.headers,
      json: testCase.body,
      body: await testCase.form?.(),
    });
    const foreign = await callAs(outsider, method, fillPath(path, ownerParams), await init());
    const absent = await callAs(outsider, method, fillPath(path, missingParams), await init());
    const foreignText = await foreign.text();
    expect(foreign.status, foreignText).toBe(404);
    expect(absent.status).toBe(404);
    expect(withoutIds(foreignText, ownerParams)).toBe(
      withoutIds(await absent.text(), missingParams),
    );
    const requested = new Set(Object.values(ownerParams));
    for (const value of owner.privateValues.filter((v) => !requested.has(v))) {
      expect(foreignText).not.toContain(value);
    }
  });
});

it("left every row of the owner's as it was after the other user's calls", async () => {
  expect(await tenantSnapshot(ctx.db.handle, owner.userId)).toEqual(ownerRowsBefore);
});

describe('the owner (control)', () => {
  const ordered = [
    ...cases.filter(([, testCase]) => !testCase.destructive),
    ...cases.filter(([, testCase]) => testCase.destructive),
  ];
  it.each(ordered)('%s answers 2xx to its owner', async (key, testCase) => {
    const { method, path } = routeOf(key);
    const params = testCase.publicControl ?? testCase.params(owner.ids);
    if (testCase.controlOverWebSocket) {
      const message = await firstWebSocketMessage(ctx.h, owner.browser, fillPath(path, params));
      expect(message).toContain(owner.ids.runId);
      return;
    }
    const init = { headers: testCase.headers, json: testCase.body, body: await testCase.form?.() };
    const response = await callAs(owner, method, fillPath(path, params), init);
    const text = await response.clone().text();
    expect(response.status, text).toBeGreaterThanOrEqual(200);
    expect(response.status, text).toBeLessThan(300);
  });
});
