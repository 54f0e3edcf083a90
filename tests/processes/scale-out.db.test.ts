/**
 * Scale-out (issue #6): a server process without workers (RUN_WORKERS=0) and a separate
 * `worker.ts` process, as on two machines: one PostgreSQL, one S3-compatible bucket (s3rver),
 * and a data folder each. The worker makes the images; the progress reaches the browser's
 * WebSocket on the server through LISTEN/NOTIFY; a reconnect resumes from the run's state; the
 * server serves the images the worker stored in the bucket. PostgreSQL only (TEST_DATABASE_URL).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunStreamMessage } from '../../src/core/runs.js';
import { startAppProcess } from '../support/app-process.js';
import { startProcessFixture, type ProcessFixture } from '../support/process-fixture.js';
import { signUpOverHttp } from '../support/run-client.js';

const generated = (message: RunStreamMessage) =>
  message.type === 'image_generated' && message.status === 'success';
const indexOf = (message: RunStreamMessage) =>
  message.type === 'image_generated' ? message.index : -1;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a server process and a worker process on one PostgreSQL',
  () => {
    let f: ProcessFixture | undefined;
    let workerDataDir = '';
    let bucketDir = '';
    let s3: S3rver | undefined;

    beforeAll(async () => {
      workerDataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-scale-out-worker-'));
      bucketDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-scale-out-s3-'));
      s3 = new S3rver({
        port: 0,
        address: '127.0.0.1',
        silent: true,
        directory: bucketDir,
        configureBuckets: [{ name: 'vastra-scale-out', configs: [] }],
      });
      const { port: s3Port } = (await s3.run()) as AddressInfo;
      // Each shot takes a second, so a reconnect lands in the middle of the run.
      f = await startProcessFixture({
        name: 'scale-out',
        latencyMs: 1000,
        env: {
          S3_BUCKET: 'vastra-scale-out',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          // s3rver's fixed test keys.
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
        },
      });
    }, 90_000);

    afterAll(async () => {
      await f?.close();
      await s3?.close();
      for (const dir of [workerDataDir, bucketDir]) {
        if (dir) rmSync(dir, { recursive: true, force: true });
      }
    }, 60_000);

    it(
      "delivers the worker's progress to a WebSocket on the server; a reconnect resumes",
      { timeout: 100_000 },
      async () => {
        const user = await signUpOverHttp(f!.baseUrl, f!.dataDir);
        const run = await user.startRun(f!.frontPhoto);
        expect(run).toMatchObject({ status: 'queued', total: 5, engine: 'gemini', onModel: true });

        const first = await user.openStream(run.id);
        expect(await first.waitFor(() => true)).toMatchObject({
          type: 'run_state',
          run: { id: run.id, status: 'queued', generated: 0 },
        });
        // The server has no workers: the run waits (its queue polls every half second).
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect((await user.getRun(run.id)).status).toBe('queued');
        expect(f!.gemini.requests).toHaveLength(0);

        const worker = startAppProcess('worker', {
          ...f!.env,
          DATA_DIR: workerDataDir,
          RUN_WORKERS: '2',
          ENGINE_CONCURRENCY: '1',
        });
        await first.waitFor((m) => generated(m) && indexOf(m) === 1, 60_000);
        first.close();
        expect(await first.closed).toBe(1000);
        const types = first.messages.map((m) => m.type);
        expect(types.slice(0, 3)).toEqual([
          'run_state',
          'generation_started',
          'image_generation_started',
        ]);
        expect(first.messages.filter(generated).map(indexOf)).toEqual([0, 1]);

        // Reconnect mid-run: the state first (what was made while away), then live progress again.
        const second = await user.openStream(run.id);
        const state = await second.waitFor(() => true);
        if (state.type !== 'run_state')
          throw new Error(`expected run_state first, got ${state.type}`);
        expect(state.run.status).toBe('running');
        const doneBefore = state.run.shots
          .filter((shot) => shot.status === 'complete')
          .map((shot) => shot.index);
        expect(doneBefore.length).toBeGreaterThanOrEqual(2);
        expect(doneBefore.length).toBeLessThan(5);
        expect(await second.waitFor((m) => m.type === 'generation_completed', 60_000)).toEqual({
          type: 'generation_completed',
          totalGenerated: 5,
          status: 'completed',
        });
        const doneAfter = second.messages.filter(generated).map(indexOf);
        expect([...doneBefore, ...doneAfter].sort()).toEqual([0, 1, 2, 3, 4]);
        second.close();
        await second.closed;

        // Reconnect after the end: the whole state, then the server closes normally.
        const third = await user.openStream(run.id);
        expect(await third.closed).toBe(1000);
        expect(third.messages).toHaveLength(1);
        expect(third.messages[0]).toMatchObject({
          type: 'run_state',
          run: { status: 'completed', generated: 5, failed: 0 },
        });

        // The server serves the file the worker stored in the bucket (not in any data folder).
        const image = await user.get(`/api/runs/${run.id}/shots/0/image`);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        expect(
          Buffer.from(await image.arrayBuffer())
            .subarray(1, 4)
            .toString('latin1'),
        ).toBe('PNG');

        expect(f!.server.output()).toContain('"storage":"s3"');
        expect(existsSync(path.join(f!.dataDir, 'storage', 'runs'))).toBe(false);
        expect(existsSync(path.join(workerDataDir, 'storage', 'runs'))).toBe(false);

        // The worker made the images; the server made none.
        expect(f!.generateCalls()).toBe(5);
        expect(worker.output()).toMatch(new RegExp(`"runId":"${run.id}".*"msg":"run finished"`));
        expect(f!.server.output()).not.toContain('run finished');
        expect((await user.usage()).used).toBe(5);

        // The worker registered the hourly cleanup of unsaved runs on the shared schedule.
        const schedules = await f!.db.sql<
          { name: string; cron: string }[]
        >`select name, cron from pgboss.schedule`;
        expect(schedules.map(({ name, cron }) => ({ name, cron }))).toContainEqual({
          name: 'cleanup-unsaved-runs',
          cron: '17 * * * *',
        });
      },
    );
  },
);
