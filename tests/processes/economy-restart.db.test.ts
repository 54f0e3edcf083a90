/**
 * An economy run across a real restart (decision 203): the server process, working on runs
 * itself, submits a batch's product to the vendor's batch mode and is killed (kill -9) while the
 * vendor's job is still pending. The job ends while nothing runs; a new server process polls it
 * from what the database kept, stores the five shots, and ends the batch: one vendor
 * submission, half an image a shot charged once. PostgreSQL only (TEST_DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchView } from '../../src/core/batch.js';
import type { RunView } from '../../src/core/runs.js';
import { startAppProcess, waitForHealth } from '../support/app-process.js';
import { startProcessFixture, type ProcessFixture } from '../support/process-fixture.js';
import { signUpOverHttp } from '../support/run-client.js';

describe.skipIf(!process.env.TEST_DATABASE_URL)('an economy run across a restart', () => {
  let f: ProcessFixture | undefined;
  const serverEnv = { RUN_WORKERS: '1', ECONOMY_POLL_INTERVAL_MS: '200' };

  beforeAll(async () => {
    f = await startProcessFixture({ name: 'economy-restart', latencyMs: 0, serverEnv });
  }, 90_000);

  afterAll(() => f?.close(), 60_000);

  it(
    'polls the pending vendor job to its end after the restart, submitted and charged once',
    { timeout: 150_000 },
    async () => {
      const { gemini, baseUrl, db } = f!;
      gemini.batch.controls.plan = { end: 'hold', pollsUntilDone: 0 };
      const user = await signUpOverHttp(baseUrl, f!.dataDir);
      const created = await fetch(`${baseUrl}/api/batches`, {
        method: 'POST',
        headers: { ...user.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientRequestId: crypto.randomUUID(),
          price: 'economy',
          products: [
            { sku: 'KURTA-R', backgroundId: 'clean-white-studio', hasBack: false, hasSide: false },
          ],
        }),
      });
      expect(created.status).toBe(201);
      const batch = (await created.json()) as BatchView;
      const form = new FormData();
      form.append('front', new Blob([new Uint8Array(f!.frontPhoto)]), 'front.jpg');
      const uploaded = await fetch(
        `${baseUrl}/api/batches/${batch.id}/items/${batch.items[0]!.id}/photos`,
        { method: 'PUT', headers: user.headers, body: form },
      );
      expect(uploaded.status).toBe(200);
      const runId = ((await uploaded.json()) as { runId: string }).runId;

      // The run waits on its vendor job, which the server polls and finds still running.
      let vendorJob = '';
      await expect
        .poll(
          async () => {
            const [row] = await db.sql<{ vendor_job: string | null }[]>`
              select vendor_job from generation_run where id = ${runId}`;
            vendorJob = row?.vendor_job ?? '';
            return vendorJob;
          },
          { timeout: 60_000, interval: 200 },
        )
        .toMatch(/^batches\//);
      const job = gemini.batch.controls.batches.get(vendorJob.split('/')[1]!)!;
      await expect.poll(() => job.polls, { timeout: 30_000, interval: 100 }).toBeGreaterThan(0);
      expect(job.state).not.toMatch(/SUCCEEDED|FAILED|CANCELLED|EXPIRED/);
      await f!.server.kill();
      const pollsBefore = job.polls;
      expect((await user.getRun(runId).catch(() => null))?.status ?? 'server down').toBe(
        'server down',
      );

      // The vendor finishes while no process runs; then the server starts again.
      await gemini.batch.settle(job.id, 'BATCH_STATE_SUCCEEDED');
      const restarted = startAppProcess('server', { ...f!.env, ...serverEnv });
      await waitForHealth(restarted, baseUrl);

      let ended: BatchView | undefined;
      await expect
        .poll(
          async () => {
            ended = (await (await user.get(`/api/batches/${batch.id}`)).json()) as BatchView;
            return ended.status;
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe('completed');
      expect(ended!.items[0]).toMatchObject({ status: 'completed', shotsDone: 5, shotsTotal: 5 });
      expect(job.polls).toBeGreaterThan(pollsBefore);
      const run: RunView = await user.getRun(runId);
      expect(run.shots.map((shot) => shot.status)).toEqual(Array(5).fill('complete'));
      const image = await user.get(`/api/runs/${runId}/shots/4/image`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');

      // Submitted once, nothing through the standard path, and half an image a shot, once.
      const paths = gemini.requests.map((request) => request.path);
      expect(paths.filter((path) => path.endsWith(':batchGenerateContent'))).toHaveLength(1);
      expect(paths.filter((path) => path.endsWith(':generateContent'))).toHaveLength(0);
      expect((await user.usage()).used).toBe(2.5);
      const [counter] = await db.sql<{ used_halves: number }[]>`
        select used_halves from usage_counter where user_id = (
          select user_id from generation_run where id = ${runId})`;
      expect(counter!.used_halves).toBe(5);
    },
  );
});
