import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database.js';
import { createLogger } from '../lib/logger.js';
import { startQueue } from './queue.js';
import { workWithoutPause } from './work-without-pause.js';
import { createLocalWorkers } from './local-workers.js';
import type PgBoss from 'pg-boss';

let db: TestDatabase;
let boss: PgBoss;
beforeAll(async () => {
  db = await createTestDatabase();
  boss = await startQueue(db.handle, createLogger('silent'), { supervise: false });
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await db.close();
});

describe('job queue', () => {
  it('delivers a job to a worker and records its completion', async () => {
    await boss.createQueue('test-echo');
    const seen: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      void boss.work<{ value: number }>(
        'test-echo',
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          seen.push(job!.data.value);
          resolve();
        },
      );
    });
    const id = await boss.send('test-echo', { value: 42 });
    expect(id).toBeTruthy();
    await done;
    expect(seen).toEqual([42]);
    await expect
      .poll(async () => (await boss.getJobById('test-echo', id!))?.state, { timeout: 10_000 })
      .toBe('completed');
  });

  it('keeps one job per id, so a retried enqueue of the same run is a no-op', async () => {
    await boss.createQueue('test-single');
    const runId = crypto.randomUUID();
    const first = await boss.send('test-single', {}, { id: runId });
    const second = await boss.send('test-single', {}, { id: runId });
    expect(first).toBe(runId);
    expect(second).toBeNull();
  });

  it('takes the next waiting job at once, not after the polling interval', async () => {
    await boss.createQueue('test-back-to-back');
    for (const value of [1, 2, 3]) await boss.send('test-back-to-back', { value });
    const seen: number[] = [];
    // An hour between polls: only the first fetch is a poll; the rest follow each job at once.
    await workWithoutPause<{ value: number }>(
      boss,
      'test-back-to-back',
      { pollingIntervalSeconds: 3600, batchSize: 1 },
      async ([job]) => {
        seen.push(job!.data.value);
      },
    );
    await expect.poll(() => seen.length, { timeout: 20_000 }).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3]);
  });

  it("wakes this process's idle worker when it sends a job, not after the polling interval", async () => {
    await boss.createQueue('test-wake');
    const localWorkers = createLocalWorkers(boss);
    const seen: number[] = [];
    // An hour between polls, on an empty queue: the worker's first fetch finds nothing and it
    // sleeps for the hour.
    const workerId = await workWithoutPause<{ value: number }>(
      boss,
      'test-wake',
      { pollingIntervalSeconds: 3600, batchSize: 1 },
      async ([job]) => {
        seen.push(job!.data.value);
      },
    );
    localWorkers.add('test-wake', workerId);
    // A job no fetch can take for its first 2 s, so the first fetch surely came before it.
    const takeableAt = Date.now() + 2_000;
    await boss.send('test-wake', { value: 7 }, { startAfter: new Date(takeableAt) });
    await new Promise((resolve) => setTimeout(resolve, takeableAt - Date.now() + 200));
    localWorkers.wake('test-wake');
    await expect.poll(() => seen, { timeout: 20_000 }).toEqual([7]);
  });
});
