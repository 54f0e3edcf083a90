/**
 * A long line of runs (decision 191): the sweeper leaves a queued run whose job waits for a
 * worker where it is, however long it has waited, instead of giving it a new attempt (and a new
 * job at the back of the line) every minute; a queued run whose job a worker took and never
 * claimed still gets its next attempt once the grace is over. The sweep is called here directly
 * (no workers run), with its clock given, so nothing waits for a timer.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generationRun } from '../src/server/db/schema/runs.js';
import { asSystem } from '../src/server/db/tenant-scope.js';
import { runJobId } from '../src/server/jobs/definitions/generate-run.js';
import {
  ABANDONED_RUN_GRACE_SECONDS,
  resumeRunsWithoutJob,
  sweepRunsJob,
} from '../src/server/jobs/definitions/sweep-runs.js';
import { runEnqueuer } from '../src/server/jobs/job-catalogue.js';
import { createJobQueues } from '../src/server/jobs/register-jobs.js';
import { attemptJobReader } from '../src/server/jobs/run-attempt-job.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { createRunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { queuedRun as queuedRunOf } from './support/queued-run.js';
import { useRunHarness } from './support/run-harness.js';

const harness = useRunHarness({ workers: 0 });
// Without workers the harness makes no queues; the server process makes them (runtime.ts).
beforeAll(() => createJobQueues(harness.h.boss));
const GENERATE_RUN = 'generate-run';

const queuedRun = () => queuedRunOf(harness.h);

/** What the sweep names in its needs. */
function sweepContext() {
  const { h, db } = harness;
  return {
    runs: createRunsRepo(db.handle.db),
    quota: createQuotaService(createQuotaRepo(db.handle.db)),
    logger: createLogger('silent'),
    enqueueRun: runEnqueuer(h.boss),
    attemptJob: attemptJobReader(h.boss),
  };
}

async function runRow(runId: string) {
  const [row] = await asSystem('test', () =>
    harness.db.handle.db.select().from(generationRun).where(eq(generationRun.id, runId)),
  );
  return row!;
}

const jobState = async (runId: string, attempt: number) =>
  (await harness.h.boss.getJobById(GENERATE_RUN, runJobId(runId, attempt)))?.state ?? 'missing';

describe('the run sweeper with a long line of runs', () => {
  it('leaves a queued run whose job is waiting where it is, however long it has waited', async () => {
    const run = await queuedRun();
    // Started ten minutes ago and still in the line.
    await asSystem('test', () =>
      harness.db.handle.db
        .update(generationRun)
        .set({ createdAt: sql`now() - interval '10 minutes'`, leaseUntil: null })
        .where(eq(generationRun.id, run.id)),
    );

    await sweepRunsJob.handler({}, sweepContext());

    expect(await runRow(run.id)).toMatchObject({ status: 'queued', attempt: 0 });
    expect(await jobState(run.id, 0)).toBe('created');
    expect(await jobState(run.id, 1)).toBe('missing');
  });

  it('gives a new attempt to a queued run whose job a worker took and never claimed', async () => {
    const run = await queuedRun();
    const taken = await harness.h.boss.fetch(GENERATE_RUN, { batchSize: 100 });
    expect(taken.map((job) => job.id)).toContain(runJobId(run.id, 0));
    const takenAt = (await harness.h.boss.getJobById(GENERATE_RUN, runJobId(run.id, 0)))!.startedOn;
    const after = (seconds: number) => () => new Date(takenAt.getTime() + seconds * 1000);

    // Within the grace the worker may still be on its way to claiming it.
    await resumeRunsWithoutJob(sweepContext(), after(ABANDONED_RUN_GRACE_SECONDS - 5));
    expect((await runRow(run.id)).attempt).toBe(0);

    await resumeRunsWithoutJob(sweepContext(), after(ABANDONED_RUN_GRACE_SECONDS + 5));
    expect(await runRow(run.id)).toMatchObject({ status: 'queued', attempt: 1 });
    expect(await jobState(run.id, 1)).toBe('created');
  });
});
