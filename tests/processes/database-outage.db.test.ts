/**
 * PostgreSQL dropping the app's connections in the middle of traffic (issue #15, decision 174):
 * for a few seconds every connection of the server and worker processes to their database is
 * ended with pg_terminate_backend, again and again, while a signed-in user keeps calling the API
 * and a run is being made. Each answer is the API's own (a 2xx, or 503 `{ error: { code:
 * 'UNAVAILABLE', message } }`), never a 500 and never a hang; afterwards the same processes
 * answer normally without a restart, and the run completes with its five images, charged once.
 * PostgreSQL only (TEST_DATABASE_URL): PGlite lives inside the process and has no connection.
 *
 * It found three faults of postgres-js 3.4.9 when a connection dies (every scoped statement runs
 * in a transaction, decision 170): an uncaught TypeError from its own ROLLBACK
 * (porsager/postgres#1208) and an unheard rejection (#1201), both of which ended the process and
 * are now survived (src/server/db/connection-loss.ts); and queries that never settle (#1186,
 * #1199, #1215), which hung requests until every statement got a deadline
 * (src/server/db/scoped-postgres.ts; 5 s here, DATABASE_TRANSACTION_DEADLINE_MS).
 *
 * It found next that the run made during the outage could stay queued for minutes (decision
 * 177): a worker whose claim or shot write met the lost connection dropped its job, or failed the
 * run, and the sweeper waited a 60-second grace before each new attempt. A lost connection now
 * leaves the run to its next attempt, which the sweeper queues as soon as the attempt's job is
 * over or found missing; the run resumes within seconds of the outage. Runs in CI whenever
 * TEST_DATABASE_URL is set. Still open (decision 177): a pooled postgres-js connection that died
 * inside a transaction stays broken, so a later request may still answer 503 at the deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/core/errors.js';
import type { RunView } from '../../src/core/runs.js';
import type { UsageResponse } from '../../src/core/usage.js';
import { startAppProcess } from '../support/app-process.js';
import { startProcessFixture, type ProcessFixture } from '../support/process-fixture.js';
import { signUpOverHttp } from '../support/run-client.js';

const OUTAGE_MS = 4_000;
const TRANSACTION_DEADLINE_MS = 5_000;
/** How long after the outage the app may take to answer normally again. */
const RECOVERY_MS = 30_000;
/** An answer later than this is a hang. */
const ANSWER_WITHIN_MS = 20_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL ending the app's connections", () => {
  let f: ProcessFixture | undefined;

  beforeAll(async () => {
    // A slow vendor, so the run is in the middle of its shots during the outage.
    f = await startProcessFixture({
      name: 'db-outage',
      latencyMs: 800,
      // A transaction left unsettled by its dead connection answers 503 well within the wait.
      env: { DATABASE_TRANSACTION_DEADLINE_MS: String(TRANSACTION_DEADLINE_MS) },
    });
  }, 90_000);

  afterAll(() => f?.close(), 60_000);

  it(
    'answers 503 while they drop, then recovers and the run completes',
    { timeout: 180_000 },
    async () => {
      const worker = startAppProcess('worker', {
        ...f!.env,
        RUN_WORKERS: '1',
        ENGINE_CONCURRENCY: '1',
        RUN_LEASE_SECONDS: '3',
        RUN_SWEEP_INTERVAL_MS: '500',
      });
      await worker.waitForOutput(/"msg":"generation ready"/);
      const user = await signUpOverHttp(f!.baseUrl, f!.dataDir);
      const run = await user.startRun(f!.frontPhoto);

      const answers: { route: string; status: number; body: string }[] = [];
      const call = async (route: string, init: RequestInit = {}) => {
        const response = await fetch(`${f!.baseUrl}${route}`, {
          ...init,
          headers: { ...user.headers, ...init.headers },
          signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
        }).catch((error: unknown) => {
          throw new Error(`${route}: no answer\n${f!.server.output().slice(-3000)}`, {
            cause: error,
          });
        });
        answers.push({ route, status: response.status, body: await response.text() });
      };
      const traffic = [
        () => call(`/api/runs/${run.id}`),
        () => call('/api/usage'),
        () => call('/api/catalogues'),
        () => call('/api/auth/get-session'),
        () =>
          call('/api/catalogues', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ runId: run.id, name: 'During the outage' }),
          }),
      ];

      // Ends every other connection to the test's database (the app role's and the queue's).
      const terminate = () => f!.db.sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`;
      let dropping = true;
      let terminated = 0;
      let outageEndedAt = 0;
      const outage = (async () => {
        const until = Date.now() + OUTAGE_MS;
        while (Date.now() < until) {
          terminated += (await terminate()).length;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        dropping = false;
        outageEndedAt = Date.now();
      })();
      const lanes = Array.from({ length: 3 }, async (_, lane) => {
        for (let i = lane; dropping; i++) await traffic[i % traffic.length]!();
      });
      await Promise.all([outage, ...lanes]);
      expect(terminated).toBeGreaterThan(0);

      const refused = answers.filter((answer) => answer.status >= 400);
      // The user's own run and routes never answer "not found" for a moment's fault.
      expect(answers.filter((answer) => answer.status === 404)).toEqual([]);
      for (const answer of answers) {
        const what = `${answer.route} -> ${answer.status} ${answer.body.slice(0, 300)}`;
        // A 500 is a bug: the server's log says which.
        if (answer.status === 500) expect.fail(`${what}\n${f!.server.output().slice(-6000)}`);
        if (answer.status >= 500) {
          expect(answer.status, what).toBe(503);
          const body = JSON.parse(answer.body) as ApiErrorBody;
          expect(body.error.code, what).toBe('UNAVAILABLE');
          expect(body.error.message, what).toMatch(/try again/i);
        }
      }
      console.info(
        `database outage: ${terminated} connections ended in ${OUTAGE_MS} ms; ${answers.length} answers, ` +
          `${refused.filter((a) => a.status === 503).length} of them 503, ` +
          `other statuses ${JSON.stringify([...new Set(answers.map((a) => a.status))].sort())}; ` +
          `4xx: ${refused
            .filter((a) => a.status < 500)
            .map((a) => `${a.route} ${a.status} ${a.body.slice(0, 120)}`)
            .join(' | ')}`,
      );

      // The same processes answer again without a restart (the pools open new connections).
      const recovery: string[] = [];
      for (const route of [`/api/runs/${run.id}`, '/api/usage', '/api/auth/get-session']) {
        const startedAt = Date.now();
        let status = 0;
        while (status !== 200 && Date.now() - startedAt < RECOVERY_MS) {
          const response = await fetch(`${f!.baseUrl}${route}`, {
            headers: user.headers,
            signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
          });
          status = response.status;
          recovery.push(`${route} ${status} after ${Date.now() - startedAt} ms`);
        }
        expect(status, `${recovery.join('\n')}\n${f!.server.output().slice(-4000)}`).toBe(200);
      }
      console.info(`recovery: ${recovery.join('; ')}`);
      expect(f!.server.child.exitCode).toBeNull();
      expect(worker.child.exitCode, worker.output().slice(-5000)).toBeNull();

      // What the queue holds for each attempt tells a dropped job from a worker stuck on one.
      const runJobs = async () =>
        (
          await f!.db.sql<{ attempt: string; state: string }[]>`
            select data->>'attempt' as attempt, state from pgboss.job
            where name = 'generate-run' and data->>'runId' = ${run.id} order by created_on`
        )
          .map((job) => `${job.attempt} ${job.state}`)
          .join(', ');

      // Read after the recovery; a 503 is asked again: postgres-js 3.4.9 never gets back a
      // pooled connection that died inside a transaction, and a statement given to one still
      // ends at the deadline now and then (decision 177, open). Any other answer fails here.
      let late503 = 0;
      const getAnswered = async <T>(route: string): Promise<T> => {
        for (let tries = 1; ; tries++) {
          const response = await user.get(route);
          if (response.status !== 503 || tries === 5) {
            expect(response.status, `${route}: ${await response.clone().text()}`).toBe(200);
            return (await response.json()) as T;
          }
          late503 += 1;
        }
      };

      // The run resumes and completes: five images, charged once.
      const deadline = Date.now() + 90_000;
      let finished = await getAnswered<RunView>(`/api/runs/${run.id}`);
      while (!['completed', 'failed', 'stopped'].includes(finished.status)) {
        if (Date.now() > deadline) {
          throw new Error(
            `run still ${finished.status} after the outage; its jobs: ${await runJobs()}\n` +
              worker.output().slice(-6000),
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
        finished = await getAnswered<RunView>(`/api/runs/${run.id}`);
      }
      console.info(
        `run: ${finished.status} ${Date.now() - outageEndedAt} ms after the outage; its jobs: ${await runJobs()}; 503s since the recovery: ${late503}`,
      );
      expect(finished).toMatchObject({ status: 'completed', generated: 5, failed: 0 });
      expect((await getAnswered<UsageResponse>('/api/usage')).used).toBe(5);
    },
  );
});
