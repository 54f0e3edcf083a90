/**
 * Crash safety across processes (issue #6): kill -9 of the worker process in the middle of a
 * run, then a new worker process. The run's lease runs out, the new worker's sweeper queues the
 * next attempt, which makes only the missing shots: the run completes with five images, each
 * made once, and the user is charged five. PostgreSQL only (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunStreamMessage } from '../../src/core/runs.js';
import { startAppProcess } from '../support/app-process.js';
import { startProcessFixture, type ProcessFixture } from '../support/process-fixture.js';
import { signUpOverHttp } from '../support/run-client.js';

const generated = (message: RunStreamMessage) =>
  message.type === 'image_generated' && message.status === 'success';
const indexOf = (message: RunStreamMessage) =>
  message.type === 'image_generated' ? message.index : -1;

describe.skipIf(!process.env.TEST_DATABASE_URL)('a worker process killed mid-run', () => {
  let f: ProcessFixture | undefined;
  let workerEnv: NodeJS.ProcessEnv;

  beforeAll(async () => {
    // A slow vendor: the kill lands while a shot is in flight.
    f = await startProcessFixture({ name: 'worker-crash', latencyMs: 1500 });
    // One shot at a time; a 3 s lease and a sweep every half second, so a dead worker's run
    // resumes within seconds rather than the default 30 s + 15 s.
    workerEnv = {
      ...f.env,
      RUN_WORKERS: '1',
      ENGINE_CONCURRENCY: '1',
      RUN_LEASE_SECONDS: '3',
      RUN_SWEEP_INTERVAL_MS: '500',
    };
  }, 90_000);

  afterAll(() => f?.close(), 60_000);

  it(
    'completes the run after a restart without making or charging any shot twice',
    { timeout: 100_000 },
    async () => {
      const doomed = startAppProcess('worker', workerEnv);
      await doomed.waitForOutput(/"msg":"generation ready"/);
      const user = await signUpOverHttp(f!.baseUrl, f!.dataDir);
      const run = await user.startRun(f!.frontPhoto);
      const stream = await user.openStream(run.id);

      await stream.waitFor(generated, 60_000);
      // The worker holds the run on the short lease it was configured with (RUN_LEASE_SECONDS).
      const [lease] = await f!.db.sql<{ seconds: number }[]>`
        select extract(epoch from lease_until - now())::float as seconds
        from generation_run where id = ${run.id}`;
      expect(lease!.seconds).toBeLessThanOrEqual(3.5);
      await doomed.kill();
      const callsAtKill = f!.generateCalls();
      const madeAtKill = stream.messages.filter(generated).length;
      // Made, plus at most the one shot in flight (ENGINE_CONCURRENCY=1).
      expect(callsAtKill - madeAtKill).toBeLessThanOrEqual(1);
      expect(madeAtKill).toBeLessThan(5);
      const left = await user.getRun(run.id);
      expect(left.status).toBe('running');

      const successor = startAppProcess('worker', workerEnv);
      expect(await stream.waitFor((m) => m.type === 'generation_completed', 60_000)).toEqual({
        type: 'generation_completed',
        totalGenerated: 5,
        status: 'completed',
      });
      stream.close();
      expect(successor.output()).toContain('resuming an abandoned run');

      const finished = await user.getRun(run.id);
      expect(finished).toMatchObject({ status: 'completed', generated: 5, failed: 0 });
      expect(finished.shots.map((shot) => [shot.index, shot.status])).toEqual(
        [0, 1, 2, 3, 4].map((index) => [index, 'complete']),
      );
      // Each shot was reported made exactly once, across both workers. The second attempt does
      // not announce a new start (the first one may have been sent before the socket opened).
      expect(stream.messages.filter(generated).map(indexOf).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(
        stream.messages.filter((m) => m.type === 'generation_started').length,
      ).toBeLessThanOrEqual(1);
      expect(stream.messages.filter((m) => m.type === 'generation_completed')).toHaveLength(1);

      // The vendor was asked for the five shots plus at most the one lost in the kill.
      expect(f!.generateCalls()).toBeGreaterThanOrEqual(5);
      expect(f!.generateCalls()).toBeLessThanOrEqual(5 + (callsAtKill - madeAtKill));
      // Charged once, for the five images.
      expect((await user.usage()).used).toBe(5);
      const [row] = await f!.db.sql<
        { attempt: number }[]
      >`select attempt from generation_run where id = ${run.id}`;
      expect(row!.attempt).toBeGreaterThanOrEqual(1);

      const image = await user.get(`/api/runs/${run.id}/shots/4/image`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    },
  );
});
