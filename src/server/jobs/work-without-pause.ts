/**
 * pg-boss waits out a worker's polling interval after every batch it handled, even when more
 * jobs are waiting: a run worker taking one run per batch could make at most one run per
 * interval (120 a minute at 0.5 s) however fast the runs were. Here a worker that has just
 * handled jobs asks for the next at once; only a fetch that finds nothing waits for the interval
 * (decision 191).
 */
import type PgBoss from 'pg-boss';

export async function workWithoutPause<Data extends object>(
  boss: Pick<PgBoss, 'work' | 'notifyWorker'>,
  name: string,
  options: PgBoss.WorkOptions,
  handler: (jobs: PgBoss.Job<Data>[]) => Promise<void>,
): Promise<string> {
  // Known once work() answers, before the first batch has been fetched.
  const worker: { id?: string } = {};
  worker.id = await boss.work<Data>(name, options, async (jobs) => {
    try {
      await handler(jobs);
    } finally {
      // Read by pg-boss when this batch is over: skip the pause, fetch again.
      if (worker.id && jobs.length > 0) boss.notifyWorker(worker.id);
    }
  });
  return worker.id;
}
