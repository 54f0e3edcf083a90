/**
 * A run whose database connection is lost for a moment is resumed at once, never failed and never
 * left queued (decision 177): the worker leaves the run to its next attempt, and the sweeper gives
 * one at once to a run whose attempt's job is over or was never sent, instead of after the
 * 60-second grace that protects a job still on its way. The sweep is called here directly (no
 * workers run), so what it does is seen without waiting for any timer.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/server/config/env.js';
import { generationRun, runShot } from '../src/server/db/schema/runs.js';
import { createImageEngine } from '../src/server/engines/create-image-engine.js';
import type { ImageEngine, RunControl } from '../src/server/engines/image-engine.js';
import { runJobId } from '../src/server/jobs/definitions/generate-run.js';
import { resumeRunsWithoutJob } from '../src/server/jobs/definitions/sweep-runs.js';
import { createRunWorker } from '../src/server/modules/runs/run-worker.js';
import { runEnqueuer } from '../src/server/jobs/job-catalogue.js';
import { createJobQueues } from '../src/server/jobs/register-jobs.js';
import { attemptJobReader } from '../src/server/jobs/run-attempt-job.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createQuotaRepo } from '../src/server/modules/quota/quota-repo.js';
import { createQuotaService } from '../src/server/modules/quota/quota-service.js';
import { createRunsRepo, type RunsRepo } from '../src/server/modules/runs/runs-repo.js';
import { createLocalDiskStorage } from '../src/server/providers/storage/local-disk-storage.js';
import { queuedRun as queuedRunOf } from './support/queued-run.js';
import { TEST_SHOT_SIZE, useRunHarness } from './support/run-harness.js';
import { keyed } from '../src/core/server-messages.js';
import { reasonOf } from '../src/server/engines/image-engine.js';

const harness = useRunHarness({ workers: 0 });
// Without workers the harness makes no queues; the server process makes them (runtime.ts).
beforeAll(() => createJobQueues(harness.h.boss));
const logger = createLogger('silent');
const GENERATE_RUN = 'generate-run';

/** What postgres-js throws for a query whose connection the server ended. */
const connectionClosed = () =>
  Object.assign(new Error('write CONNECTION_CLOSED 127.0.0.1:5432'), {
    code: 'CONNECTION_CLOSED',
  });

const queuedRun = () => queuedRunOf(harness.h);

const repo = () => createRunsRepo(harness.db.handle.db);

async function runRow(runId: string) {
  const [row] = await harness.db.handle.db
    .select()
    .from(generationRun)
    .where(eq(generationRun.id, runId));
  return row!;
}

const jobState = async (runId: string, attempt: number) =>
  (await harness.h.boss.getJobById(GENERATE_RUN, runJobId(runId, attempt)))?.state ?? 'missing';

function sweep() {
  const { h } = harness;
  return resumeRunsWithoutJob({
    runs: repo(),
    logger,
    enqueueRun: runEnqueuer(h.boss),
    attemptJob: attemptJobReader(h.boss),
  });
}

const studioEngine = () => createImageEngine(loadEnv({ NODE_ENV: 'test' }), { logger }).engine;

function worker(runsRepo: RunsRepo, engine: ImageEngine = studioEngine()) {
  const { h, db } = harness;
  return createRunWorker({
    repo: runsRepo,
    storage: createLocalDiskStorage(h.env.paths.storage),
    engine,
    quota: createQuotaService(createQuotaRepo(db.handle.db)),
    bus: h.bus,
    logger,
    runEndListeners: {},
    output: TEST_SHOT_SIZE,
  });
}

describe('a run whose database connection was lost', () => {
  it('gets its next attempt at the next sweep when its job failed, and only one', async () => {
    const run = await queuedRun();
    // A worker took the job and its claim met a lost connection: pg-boss failed the job.
    await harness.h.boss.fail(GENERATE_RUN, runJobId(run.id, 0), { message: 'CONNECTION_CLOSED' });

    await sweep();
    expect(await runRow(run.id)).toMatchObject({ status: 'queued', attempt: 1 });
    expect(await jobState(run.id, 1)).toBe('created');

    // The new attempt's job waits for a worker: later sweeps leave it in its place in the line.
    await sweep();
    expect((await runRow(run.id)).attempt).toBe(1);
  });

  it('is queued again at the next sweep when its job was never sent', async () => {
    const run = await queuedRun();
    // The send met the lost connection after the run was stored as queued.
    await harness.h.boss.deleteJob(GENERATE_RUN, runJobId(run.id, 0));

    await sweep();
    expect(await runRow(run.id)).toMatchObject({ status: 'queued', attempt: 0 });
    expect(await jobState(run.id, 0)).toBe('created');
  });

  it('is sent its new attempt at the next sweep when that send was lost', async () => {
    const run = await queuedRun();
    // Attempt 0 was claimed and left; a sweeper numbered attempt 1, and its send met the fault.
    expect(await repo().claim(run.id, 0, 30)).not.toBeNull();
    expect(await repo().nextAttempt(run.id, 0, 60)).toEqual({ id: run.id, attempt: 1 });
    expect(await jobState(run.id, 1)).toBe('missing');

    await sweep();
    expect(await runRow(run.id)).toMatchObject({ status: 'running', attempt: 1 });
    expect(await jobState(run.id, 1)).toBe('created');
  });

  it('is left to a worker that holds its job', async () => {
    const run = await queuedRun();
    const taken = await harness.h.boss.fetch(GENERATE_RUN, { batchSize: 100 });
    expect(taken.map((job) => job.id)).toContain(runJobId(run.id, 0));

    await sweep();
    expect((await runRow(run.id)).attempt).toBe(0);
  });

  it('stays queued, not failed, when the claim meets a lost connection', async () => {
    const run = await queuedRun();
    const handle = worker({
      ...repo(),
      claim: () => Promise.reject(connectionClosed()),
    });

    expect(await handle({ runId: run.id, attempt: 0 })).toBe('left-for-next-attempt');
    expect(await runRow(run.id)).toMatchObject({ status: 'queued', attempt: 0 });
  });

  it(
    'is left for its next attempt when a shot meets a lost connection, which completes it',
    { timeout: 60_000 },
    async () => {
      const run = await queuedRun();
      const runsRepo = repo();
      let lost = false;
      const handle = worker({
        ...runsRepo,
        // The second shot's image is made, but storing it meets the lost connection.
        async updateShot(runId, index, values) {
          if (index === 1 && values.status === 'complete' && !lost) {
            lost = true;
            throw connectionClosed();
          }
          return runsRepo.updateShot(runId, index, values);
        },
      });

      expect(await handle({ runId: run.id, attempt: 0 })).toBe('left-for-next-attempt');
      // Not failed, and nothing marked failed or cancelled that the next attempt would skip.
      const left = await runRow(run.id);
      expect(left.status).toBe('running');
      expect(left.leaseUntil!.getTime()).toBeLessThan(Date.now());
      const shots = await harness.db.handle.db
        .select()
        .from(runShot)
        .where(eq(runShot.runId, run.id));
      expect(
        shots.filter((shot) => shot.status === 'failed' || shot.status === 'cancelled'),
      ).toEqual([]);
      expect(shots.find((shot) => shot.index === 1)?.status).toBe('waiting');

      // Its job is over: the sweeper gives it attempt 1, which makes the missing shots.
      await harness.h.boss.cancel(GENERATE_RUN, runJobId(run.id, 0));
      await sweep();
      expect((await runRow(run.id)).attempt).toBe(1);
      expect(await handle({ runId: run.id, attempt: 1 })).toBe('done');
      expect(await runRow(run.id)).toMatchObject({ status: 'completed' });
      const made = await harness.db.handle.db
        .select()
        .from(runShot)
        .where(eq(runShot.runId, run.id));
      expect(made.every((shot) => shot.status === 'complete')).toBe(true);
    },
  );

  it('keeps a shot the engine reports cancelled after the attempt left the run for the next one', async () => {
    const run = await queuedRun();
    const runsRepo = repo();
    const studio = studioEngine();
    const [first, , third] = studio.shotList({ hasBack: false, hasSide: false });
    // The engine's control, kept so that a shot can be reported after the attempt returned, as a
    // shot still in flight when the attempt stopped is (cancelled by that stop).
    let control: RunControl = {};
    const engine: ImageEngine = {
      name: studio.name,
      capabilities: studio.capabilities,
      shotList: (views) => studio.shotList(views),
      generateBackground: (request) => studio.generateBackground(request),
      generatePortrait: (request) => studio.generatePortrait(request),
      async renderCatalogue(_request, given = {}) {
        control = given;
        await given.onProgress?.({ type: 'shot-started', index: 0, shot: first! });
        return [];
      },
    };
    const handle = worker(
      {
        ...runsRepo,
        // Marking the first shot as being made meets the lost connection.
        async updateShot(runId, index, values) {
          if (index === 0 && values.status === 'generating') throw connectionClosed();
          return runsRepo.updateShot(runId, index, values);
        },
      },
      engine,
    );

    expect(await handle({ runId: run.id, attempt: 0 })).toBe('left-for-next-attempt');
    expect(control.signal?.aborted).toBe(true);
    await control.onProgress?.({
      type: 'shot-finished',
      outcome: {
        ok: false,
        index: 2,
        shot: third!,
        failure: { kind: 'cancelled', ...reasonOf(keyed('generationStopped')) },
        meta: { engine: 'studio' },
      },
    });

    // Still to be made by the next attempt, not cancelled (which that attempt would skip).
    const shots = await harness.db.handle.db
      .select()
      .from(runShot)
      .where(eq(runShot.runId, run.id));
    expect(shots.find((shot) => shot.index === 2)?.status).toBe('waiting');
    expect(shots.filter((shot) => shot.status === 'cancelled')).toEqual([]);
  });
});
