/**
 * The usage alert where images are really settled: runs rendered by this process's workers on
 * the studio engine, the settle queueing a 'send-notification' job, that job sending the email
 * into the recording outbox (decision 150).
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunView } from '../src/core/runs.js';
import { runWatch } from '../src/server/db/schema/notifications.js';
import { usageCounter } from '../src/server/db/schema/quota.js';
import { rowsOf } from '../src/server/db/rows.js';
import { drawGarmentPhoto } from './support/garments.js';
import { setPlan } from './support/insert-user.js';
import { useRunHarness } from './support/run-harness.js';
import { createSignedInUser } from './support/signed-in-user.js';
import { createBrowser } from './support/test-browser.js';

const ctx = useRunHarness();
let frontPhoto: Buffer;

beforeAll(async () => {
  frontPhoto = (
    await drawGarmentPhoto(
      { kind: 'kurta', color: '#1f6f8b', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 480, height: 600 },
    )
  ).photo;
});

async function signedIn() {
  const user = await createSignedInUser(ctx.h.auth);
  const browser = createBrowser(ctx.h);
  browser.setCookie(user.cookie.name, user.cookie.value);
  return { ...user, browser };
}

async function runToTheEnd(browser: ReturnType<typeof createBrowser>): Promise<RunView> {
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }), 'f.jpg');
  form.append('backgroundId', 'clean-white-studio');
  form.append('clientRequestId', crypto.randomUUID());
  const started = await browser.request('/api/runs', { method: 'POST', body: form });
  expect(started.status).toBe(201);
  const { id } = (await started.json()) as RunView;
  let run: RunView | undefined;
  await expect
    .poll(
      async () => {
        run = (await (await browser.get(`/api/runs/${id}`)).json()) as RunView;
        return run.status;
      },
      { timeout: 45_000, interval: 250 },
    )
    .toBe('completed');
  return run!;
}

/**
 * Waits until the user's `count` usage checks (one per settled run) have been handled by the
 * 'send-notification' job, so an email not sent is really not sent, not still on its way.
 */
async function usageChecksHandled(userId: string, count: number) {
  await expect
    .poll(
      async () => {
        // The queue's tables are the owner's (decision 171): read them through pg-boss.
        const result = await ctx.h.boss.getDb().executeSql(
          `select count(*)::int as handled from pgboss.job
              where name = 'send-notification' and state = 'completed'
                and data->>'kind' = 'usage-check' and data->>'userId' = $1`,
          [userId],
        );
        return rowsOf<{ handled: number }>(result)[0]?.handled;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe(count);
}

const alertsTo = (email: string) =>
  ctx.h.mail.to(email).filter((mail) => mail.subject.includes("of this month's images"));

describe('usage alert at 80% of the month', () => {
  it(
    'is sent when a Free account’s catalogue uses its five images',
    { timeout: 90_000 },
    async () => {
      const seller = await signedIn();
      await runToTheEnd(seller.browser);
      await expect.poll(() => alertsTo(seller.email).length, { timeout: 30_000 }).toBe(1);
      const [alert] = alertsTo(seller.email);
      expect(alert!.subject).toBe("You've used 100% of this month's images");
      expect(alert!.text).toContain("you've used 5 of the 5 images your Free plan gives you");
      expect(alert!.headers?.['List-Unsubscribe']).toContain(
        '/api/notifications/unsubscribe?token=',
      );
    },
  );

  it(
    'is sent once per billing month however many catalogues follow',
    { timeout: 120_000 },
    async () => {
      const seller = await signedIn();
      const periodStart = new Date(Date.now() - 86_400_000);
      const periodEnd = new Date(periodStart.getTime() + 30 * 86_400_000);
      await setPlan(ctx.db.handle.db, seller.user.id, 'pro', { periodStart, periodEnd });
      // 391 of 500 used before: the first catalogue stays under 80%, the second crosses it.
      await ctx.db.handle.db.insert(usageCounter).values({
        userId: seller.user.id,
        periodStart,
        periodEnd: new Date(periodStart.getTime() + 30 * 86_400_000),
        usedHalves: 391 * 2,
      });

      await runToTheEnd(seller.browser); // 396: under 80%
      await usageChecksHandled(seller.user.id, 1);
      expect(alertsTo(seller.email)).toHaveLength(0);

      await runToTheEnd(seller.browser); // 401: 80%
      await expect.poll(() => alertsTo(seller.email).length, { timeout: 30_000 }).toBe(1);
      expect(alertsTo(seller.email)[0]!.text).toContain("you've used 401 of the 500 images");

      await runToTheEnd(seller.browser); // 406: same month, no second alert
      await usageChecksHandled(seller.user.id, 3);
      expect(alertsTo(seller.email)).toHaveLength(1);
    },
  );

  it('is not sent when Usage Alerts is off', { timeout: 90_000 }, async () => {
    const seller = await signedIn();
    await seller.browser.request('/api/account/notifications', {
      method: 'PUT',
      json: { emailNotifications: true, marketingUpdates: false, usageAlerts: false },
    });
    await runToTheEnd(seller.browser);
    await usageChecksHandled(seller.user.id, 1);
    expect(alertsTo(seller.email)).toHaveLength(0);
  });
});

describe('who watches a run (the page-closed rule)', () => {
  it(
    'records the live socket opening and closing, and the polling fallback',
    { timeout: 60_000 },
    async () => {
      const seller = await signedIn();
      const server = serve({ fetch: ctx.h.app.fetch, port: 0, hostname: '127.0.0.1' });
      ctx.h.app.injectWebSocket(server);
      await once(server, 'listening');
      const watchOf = async (runId: string) =>
        (await ctx.db.handle.db.select().from(runWatch).where(eq(runWatch.runId, runId)))[0];
      try {
        await ctx.h.boss.offWork('generate-run'); // the run waits in the queue while we watch it
        const form = new FormData();
        form.append(
          'front',
          new Blob([new Uint8Array(frontPhoto)], { type: 'image/jpeg' }),
          'f.jpg',
        );
        form.append('backgroundId', 'clean-white-studio');
        form.append('clientRequestId', crypto.randomUUID());
        const run = (await (
          await seller.browser.request('/api/runs', { method: 'POST', body: form })
        ).json()) as RunView;
        expect(await watchOf(run.id)).toBeUndefined();

        const socket = new WebSocket(
          `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/runs/${run.id}/stream`,
          {
            headers: {
              cookie: `${seller.cookie.name}=${seller.cookie.value}`,
              origin: ctx.h.env.PUBLIC_URL,
            },
          },
        );
        await once(socket, 'open');
        await expect.poll(async () => (await watchOf(run.id))?.openSockets).toBe(1);
        expect((await watchOf(run.id))?.seenAt).toBeInstanceOf(Date);

        socket.close(1000);
        await expect.poll(async () => (await watchOf(run.id))?.openSockets).toBe(0);
        expect((await watchOf(run.id))?.closedAt).toBeInstanceOf(Date);
        expect((await watchOf(run.id))?.polledAt).toBeNull();

        await seller.browser.get(`/api/runs/${run.id}`);
        await expect.poll(async () => (await watchOf(run.id))?.polledAt).toBeInstanceOf(Date);
      } finally {
        server.close();
      }
    },
  );
});
