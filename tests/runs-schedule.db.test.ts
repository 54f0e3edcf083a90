/**
 * The 7-day cleanup of unsaved runs (decision 015) runs by itself: registering the run jobs
 * puts an hourly pg-boss cron schedule on the cleanup queue, and a job on that queue is worked.
 * The cleanup's rules are in runs-cleanup.db.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cleanupUnsavedRunsJob } from '../src/server/jobs/definitions/cleanup-unsaved-runs.js';
import { useRunHarness } from './support/run-harness.js';

const harness = useRunHarness();

describe('schedule of the unsaved-runs cleanup', () => {
  it('is an hourly cron job on the cleanup queue once the run jobs are registered', async () => {
    const schedules = await harness.h.boss.getSchedules();
    const cleanup = schedules.filter((schedule) => schedule.name === cleanupUnsavedRunsJob.name);
    expect(cleanup).toHaveLength(1);
    // Minute fixed, every hour of every day.
    expect(cleanup[0]!.cron).toMatch(/^\d{1,2} \* \* \* \*$/);
    expect(cleanup[0]!.cron).toBe('17 * * * *');
  });

  it('stays one schedule when another process registers the jobs again', async () => {
    await harness.h.startWorkers();
    const schedules = await harness.h.boss.getSchedules();
    expect(
      schedules.filter((schedule) => schedule.name === cleanupUnsavedRunsJob.name),
    ).toHaveLength(1);
  });

  it('has a worker: a cleanup job sent to the queue completes', { timeout: 30_000 }, async () => {
    const id = await harness.h.boss.send(cleanupUnsavedRunsJob.name, {});
    expect(id).toBeTruthy();
    await expect
      .poll(async () => (await harness.h.boss.getJobById(cleanupUnsavedRunsJob.name, id!))?.state, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('completed');
  });
});
