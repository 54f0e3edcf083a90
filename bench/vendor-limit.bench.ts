/**
 * `npm run bench:vendor-limit` (decision 190): 4 worker processes (`src/server/worker.ts`, as
 * `npm run worker`) and a server without workers on one PostgreSQL, 40 catalogues started
 * at once by 40 sellers, against the fake Gemini answering 429 beyond 60 requests a minute.
 * Reported: shots failed for the rate limit (goal 0), the vendor's accepted requests a minute as
 * a share of its limit (goal at least 90%), and images charged against images made (goal equal);
 * written to docs/benchmarks.md (section vendor-limit-bench).
 *
 * PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/
 * vastra_bench_vendor_limit; the database is made anew). Scaled by BENCH_VENDOR_LIMIT (requests a
 * minute, 60), BENCH_CATALOGUES (40), BENCH_WORKERS (4), BENCH_RUN_WORKERS (runs per worker, 4),
 * BENCH_SHOT_MS (the fake's time per image, 3000), BENCH_APP_BURST (VENDOR_BURST, 5) and
 * BENCH_FAKE_BURST (the fake's own burst, 10). The workers' VENDOR_REQUESTS_PER_MINUTE is the
 * fake's limit.
 */
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { SERVER_MESSAGES } from '../src/core/server-messages.js';
import { startGeminiFake } from '../tests/fakes/gemini-fake.js';
import {
  freePort,
  scaleOutEnv,
  startAppProcess,
  stopAllAppProcesses,
  waitForHealth,
} from '../tests/support/app-process.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { postgresAdminUrl } from '../tests/support/postgres-urls.js';
import { signUpOverHttp, type RunClient } from '../tests/support/run-client.js';
import { machineLine, writeBenchSection } from './support/report.js';

const URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vastra_bench_vendor_limit';
const LIMIT = Number(process.env.BENCH_VENDOR_LIMIT ?? 60);
const CATALOGUES = Number(process.env.BENCH_CATALOGUES ?? 40);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 4);
const RUN_WORKERS = Number(process.env.BENCH_RUN_WORKERS ?? 4);
const SHOT_MS = Number(process.env.BENCH_SHOT_MS ?? 3000);
const APP_BURST = Number(process.env.BENCH_APP_BURST ?? 5);
const FAKE_BURST = Number(process.env.BENCH_FAKE_BURST ?? 10);
const FINISHED = ['completed', 'failed', 'stopped'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function recreateDatabase() {
  const admin = postgres(postgresAdminUrl(URL), { max: 1, onnotice: () => {} });
  const name = new globalThis.URL(URL).pathname.slice(1);
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/** `count` sellers, a few signing up at a time (each is a sign-up, a mail and a sign-in). */
async function signUp(baseUrl: string, dataDir: string, count: number): Promise<RunClient[]> {
  const users: RunClient[] = [];
  while (users.length < count) {
    const batch = Math.min(4, count - users.length);
    users.push(
      ...(await Promise.all(Array.from({ length: batch }, () => signUpOverHttp(baseUrl, dataDir)))),
    );
  }
  return users;
}

async function main() {
  await recreateDatabase();
  const sql = postgres(URL, { max: 2, onnotice: () => {} });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-bench-vendor-limit-'));
  const fake = await startGeminiFake({ rateLimit: { perMinute: LIMIT, burst: FAKE_BURST } });
  fake.latencyMs = SHOT_MS;
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      ...scaleOutEnv({ databaseUrl: URL, dataDir, port, geminiUrl: fake.url }),
      VENDOR_REQUESTS_PER_MINUTE: String(LIMIT),
      VENDOR_BURST: String(APP_BURST),
      VENDOR_MAX_IN_FLIGHT: '20',
      ENGINE_CONCURRENCY: '3',
    };
    // The server migrates the database; the workers start once it has.
    const server = startAppProcess('server', { ...env, RUN_WORKERS: '0' });
    await waitForHealth(server, baseUrl, 120_000);
    const workers = Array.from({ length: WORKERS }, () =>
      startAppProcess('worker', { ...env, RUN_WORKERS: String(RUN_WORKERS) }),
    );
    await Promise.all(workers.map((w) => w.waitForOutput(/"msg":"generation ready"/, 120_000)));

    const photo = (
      await drawGarmentPhoto(
        { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
        { color: '#f4f1ec' },
        { width: 600, height: 750 },
      )
    ).photo;
    const users = await signUp(baseUrl, dataDir, CATALOGUES);
    console.info(`${users.length} sellers signed up; starting ${CATALOGUES} catalogues`);

    const started = performance.now();
    const runIds = (await Promise.all(users.map((user) => user.startRun(photo)))).map(
      (run) => run.id,
    );
    let mostThrottled = 0;
    for (;;) {
      const statuses = await sql<{ status: string; n: number }[]>`
        select status, count(*)::int as n from generation_run group by status`;
      const [counted] = await sql<{ throttled: number }[]>`
        select count(*)::int as throttled from run_shot where status = 'throttled'`;
      const throttled = counted?.throttled ?? 0;
      mostThrottled = Math.max(mostThrottled, throttled);
      const done = statuses
        .filter((s) => FINISHED.includes(s.status))
        .reduce((sum, s) => sum + s.n, 0);
      console.info(
        `${Math.round((performance.now() - started) / 1000)} s: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}; shots waiting for the vendor ${throttled}; vendor 429s ${fake.rateLimited}`,
      );
      if (done >= runIds.length) break;
      if (performance.now() - started > 30 * 60_000) throw new Error('runs did not end in 30 min');
      await sleep(3000);
    }
    const seconds = (performance.now() - started) / 1000;

    const shots = await sql<{ status: string; reason: string | null; detail: string | null }[]>`
      select status, failure_reason as reason, meta->>'detail' as detail from run_shot`;
    const made = shots.filter((s) => s.status === 'complete').length;
    const failed = shots.filter((s) => s.status === 'failed');
    const forRateLimit = failed.filter(
      (s) =>
        s.reason === SERVER_MESSAGES.imageServiceBusy ||
        /429|RESOURCE_EXHAUSTED/.test(s.detail ?? ''),
    ).length;
    // Settled as each run ends; the last settle may land a moment after its run's status.
    let charged = 0;
    for (let i = 0; i < 20; i++) {
      charged = (await Promise.all(users.map(async (user) => (await user.usage()).used))).reduce(
        (sum, n) => sum + n,
        0,
      );
      if (charged === made) break;
      await sleep(500);
    }

    const calls = fake.requests
      .filter((request) => request.path.endsWith(':generateContent'))
      .map((request) => request.at)
      .sort((a, b) => a - b);
    const accepted = calls.length - fake.rateLimited;
    const windowMinutes = (calls.at(-1)! - calls[0]!) / 60_000;
    const perMinute = (accepted - 1) / windowMinutes;
    const ratio = perMinute / LIMIT;

    const scaled =
      LIMIT === 60 && CATALOGUES === 40 && WORKERS === 4
        ? "at the issue's scale"
        : `scaled: ${LIMIT} requests a minute, ${CATALOGUES} catalogues, ${WORKERS} workers`;
    const row = `| ${WORKERS} × ${RUN_WORKERS} runs × 3 shots | ${CATALOGUES} | ${LIMIT}/min (burst ${FAKE_BURST}) | ${LIMIT}/min, burst ${APP_BURST} | ${made} of ${shots.length} | ${failed.length} (${forRateLimit} for the rate limit) | ${fake.rateLimited} | ${perMinute.toFixed(1)}/min = ${(ratio * 100).toFixed(0)}% | ${charged} / ${made} | ${mostThrottled} | ${(seconds / 60).toFixed(1)} min |`;
    console.info(row);
    await writeBenchSection('vendor-limit-bench', [
      '## Vendor rate limit shared by every worker (`npm run bench:vendor-limit`)',
      '',
      `${WORKERS} worker processes (\`src/server/worker.ts\`, RUN_WORKERS=${RUN_WORKERS}, ENGINE_CONCURRENCY=3) and a server without workers on one PostgreSQL, ${CATALOGUES} sellers each starting one catalogue at once, against the fake Gemini answering 429 beyond its rate (a token bucket of ${LIMIT} a minute) after ${SHOT_MS / 1000} s per image; ${scaled}. The workers share VENDOR_REQUESTS_PER_MINUTE=${LIMIT}, VENDOR_BURST=${APP_BURST} and VENDOR_MAX_IN_FLIGHT=20 through the database (decision 190). Throughput: the fake's accepted requests a minute, first to last, as a share of its limit. Goals: no shot failed for the rate limit, at least 90% of the limit, every image made charged and nothing else.`,
      '',
      '| workers | catalogues | vendor limit | shared limit | images made | shots failed | vendor 429s | throughput | charged / made | most shots waiting at once | took |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      row,
      '',
      `${machineLine()}, load average ${os.loadavg()[0]!.toFixed(1)} at the end.`,
    ]);
    const goals = forRateLimit === 0 && ratio >= 0.9 && charged === made;
    console.info(goals ? 'goals met' : 'GOALS NOT MET');
    process.exitCode = goals ? 0 : 1;
  } finally {
    await stopAllAppProcesses();
    await fake.close();
    await sql.end({ timeout: 5 });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
