import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BatchView } from '../src/core/batch.js';
import { generationRun } from '../src/server/db/schema/runs.js';
import type { RunBusMessage } from '../src/server/modules/runs/run-progress-bus.js';
import { createEconomyRuns } from '../src/server/modules/runs/economy-run-worker.js';
import { createRunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { signedInBrowser, useGeminiRuns } from './support/gemini-runs.js';

/**
 * Two pollers of economy runs (decision 203), as two worker processes are, both see the same
 * vendor job succeed: one of them stores the shots and ends the run, the other leaves it. The
 * harness's own poll waits an hour, so the two here are the only ones.
 */
const context = useGeminiRuns({}, { economyPollIntervalMs: 3_600_000 });

/** Resolves once `count` callers have arrived: both pollers hold the vendor's answer at once. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return async () => {
    if (++arrived >= count) open();
    await opened;
  };
}

describe('economy pollers', () => {
  it(
    'stores the shots of a finished vendor job once when two pollers see it end together',
    { timeout: 90_000 },
    async () => {
      const { browser } = await signedInBrowser(context);
      context.fake.batch.controls.plan = { end: 'hold', pollsUntilDone: 0 };
      try {
        const created = await browser.request('/api/batches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            clientRequestId: crypto.randomUUID(),
            price: 'economy',
            products: [
              {
                sku: 'DRESS-2',
                backgroundId: 'clean-white-studio',
                hasBack: false,
                hasSide: false,
              },
            ],
          }),
        });
        expect(created.status).toBe(201);
        const batch = (await created.json()) as BatchView;
        const form = new FormData();
        form.append('front', new Blob([new Uint8Array(context.frontPhoto)]), 'f.jpg');
        const uploaded = await browser.request(
          `/api/batches/${batch.id}/items/${batch.items[0]!.id}/photos`,
          { method: 'PUT', body: form },
        );
        expect(uploaded.status).toBe(200);
        const runId = ((await uploaded.json()) as { runId: string }).runId;
        const db = context.db.handle.db;
        const vendorJob = async () =>
          (await db.select().from(generationRun).where(eq(generationRun.id, runId)))[0]?.vendorJob;
        await expect.poll(vendorJob, { timeout: 30_000, interval: 200 }).toMatch(/^batches\//);
        await context.fake.batch.settle(
          (await vendorJob())!.split('/')[1]!,
          'BATCH_STATE_SUCCEEDED',
        );

        const { workerDeps, bus } = context.h;
        const vendor = workerDeps.economyVendor!;
        const bothPolled = barrier(2);
        const stored: string[] = [];
        const told: RunBusMessage[] = [];
        const poller = () =>
          createEconomyRuns({
            ...workerDeps,
            repo: createRunsRepo(db),
            vendor: {
              asks: (request) => vendor.asks(request),
              batch: {
                submit: (input) => vendor.batch.submit(input),
                find: (name) => vendor.batch.find(name),
                cancel: (name) => vendor.batch.cancel(name),
                async poll(name) {
                  const answer = await vendor.batch.poll(name);
                  await bothPolled();
                  return answer;
                },
              },
            },
            storage: {
              ...workerDeps.storage,
              put: (key, body) => {
                if (key.endsWith('.png')) stored.push(key);
                return workerDeps.storage.put(key, body);
              },
            },
            bus: {
              ...bus,
              publish: (id, message) => {
                if (id === runId) told.push(message);
                return bus.publish(id, message);
              },
            },
          });
        const ended = await Promise.all([poller().pollAll(), poller().pollAll()]);

        expect(ended.sort()).toEqual([0, 1]);
        expect(stored).toHaveLength(5);
        expect(new Set(stored).size).toBe(5);
        const made = told.filter((m) => m.type === 'image_generated' && m.status === 'success');
        expect(made).toHaveLength(5);
        expect(told.filter((m) => m.type === 'generation_completed')).toHaveLength(1);
        const after = (await (await browser.get(`/api/batches/${batch.id}`)).json()) as BatchView;
        expect(after.items[0]).toMatchObject({ shotsDone: 5, shotsTotal: 5 });
        const usage = (await (await browser.get('/api/usage')).json()) as { used: number };
        expect(usage.used).toBe(2.5);
      } finally {
        context.fake.batch.controls.plan = { end: 'BATCH_STATE_SUCCEEDED', pollsUntilDone: 2 };
      }
    },
  );
});
