/**
 * `npm run bench:soak`: 200 studio-engine runs (SOAK_RUNS) by 20 users (SOAK_USERS) at once
 * through the dashboard's HTTP routes of the real server process (src/server/main.ts as a child
 * process, run workers in it, embedded PGlite unless SOAK_DATABASE_URL names a PostgreSQL
 * database). Each user signs up over HTTP, buys Pro with the sandbox checkout, then POSTs its
 * runs one after another while the other users do the same, and polls them to the end.
 * Reported: every run completed with its five images, no HTTP error, each user charged exactly
 * what was made, and the server's RSS (VmRSS of its process) at the start, at its peak and after
 * a settle period (SOAK_SETTLE_SECONDS, 60): the end must be within 10% of the start.
 * `--quick`: 20 runs by 4 users. Writes docs/benchmarks.md (section soak-bench).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunView } from '../src/core/runs.js';
import {
  freePort,
  scaleOutEnv,
  startAppProcess,
  stopAllAppProcesses,
  waitForHealth,
} from '../tests/support/app-process.js';
import { ALLOCATOR_SETTINGS } from '../src/server/lib/allocator-settings.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { signUpOverHttp, type RunClient } from '../tests/support/run-client.js';
import { machineLine, median, writeBenchSection } from './support/report.js';

const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const RUNS = Number(process.env.SOAK_RUNS ?? (quick ? 20 : 200));
const USERS = Number(process.env.SOAK_USERS ?? (quick ? 4 : 20));
const SETTLE_SECONDS = Number(process.env.SOAK_SETTLE_SECONDS ?? 60);
const TERMINAL = new Set(['completed', 'failed', 'stopped']);
const MB = 1024 * 1024;

/** The process's resident memory now, from /proc (what the OS counts against the machine). */
async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** The median of `seconds` of samples, one every 250 ms: one GC does not make the figure. */
async function steadyRss(pid: number, seconds: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < seconds * 4; i++) {
    samples.push(await rssOf(pid));
    await sleep(250);
  }
  return median(samples);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts every answer that was not what the client expected; the soak wants none. */
const errors: string[] = [];

async function buyPro(user: RunClient, baseUrl: string): Promise<void> {
  const post = async (route: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}${route}`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`POST ${route}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const { checkoutId } = await post('/api/billing/checkout', { plan: 'pro', period: 'monthly' });
  const signed = await post(`/api/billing/sandbox/checkout/${String(checkoutId)}/pay`);
  await post('/api/billing/verify', signed);
}

/** One user's share: its runs POSTed one after another, then each polled until it ends. */
async function soakUser(user: RunClient, photo: Buffer, runs: number) {
  const started: RunView[] = [];
  for (let i = 0; i < runs; i++) {
    try {
      started.push(await user.startRun(photo));
    } catch (error) {
      errors.push(String(error));
    }
  }
  const finished: RunView[] = [];
  for (const run of started) {
    for (;;) {
      try {
        const view = await user.getRun(run.id);
        if (TERMINAL.has(view.status)) {
          finished.push(view);
          break;
        }
      } catch (error) {
        errors.push(String(error));
      }
      await sleep(2000);
    }
  }
  return { finished, usage: await user.usage() };
}

/** What the memory is made of (SOAK_DIAGNOSE=1; the server must run with --inspect=<port>). */
async function diagnose(pid: number) {
  console.info(
    (await readFile(`/proc/${pid}/smaps_rollup`, 'utf8')).split('\n').slice(1, 9).join('\n'),
  );
  const port = process.env.SOAK_DIAGNOSE;
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const { default: WebSocket } = await import('ws');
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  const ask = (expression: string) =>
    new Promise<unknown>((resolve) => {
      socket.once('message', (data) => resolve(JSON.parse(String(data))));
      socket.send(
        JSON.stringify({
          id: 1,
          method: 'Runtime.evaluate',
          params: { expression, returnByValue: true },
        }),
      );
    });
  console.info(JSON.stringify(await ask('JSON.stringify(process.memoryUsage())')));
  await ask('globalThis.gc && globalThis.gc()');
  await sleep(2000);
  console.info('after gc', JSON.stringify(await ask('JSON.stringify(process.memoryUsage())')));
  console.info(`rss after gc ${Math.round((await rssOf(pid)) / MB)} MB`);
  socket.close();
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-soak-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...scaleOutEnv({
      databaseUrl: process.env.SOAK_DATABASE_URL ?? '',
      dataDir,
      port,
      geminiUrl: 'http://127.0.0.1:9',
    }),
    // As `npm start` runs it (decision 118).
    ...ALLOCATOR_SETTINGS,
    IMAGE_ENGINE: 'studio',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
    ...(JSON.parse(process.env.SOAK_SERVER_ENV ?? '{}') as NodeJS.ProcessEnv),
  };
  if (!process.env.SOAK_DATABASE_URL) delete env.DATABASE_URL;
  const server = startAppProcess('server', env);
  const pid = server.child.pid!;
  let peak = 0;
  const sampler = setInterval(() => {
    void rssOf(pid)
      .then((rss) => (peak = Math.max(peak, rss)))
      .catch(() => {});
  }, 200);
  const benchStart = performance.now();
  try {
    await waitForHealth(server, baseUrl, 120_000);
    const photo = (
      await drawGarmentPhoto(
        { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
        { color: '#f4f1ec' },
        { width: 1200, height: 1500 },
      )
    ).photo;
    const users: RunClient[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await signUpOverHttp(baseUrl, dataDir);
      await buyPro(user, baseUrl);
      users.push(user);
    }
    // The start: the server idle after its own start and the sign-ups, before any run.
    await sleep(10_000);
    const startRss = await steadyRss(pid, 5);
    if (process.env.SOAK_DIAGNOSE) await diagnose(pid);
    peak = startRss;
    console.info(`start RSS ${Math.round(startRss / MB)} MB; ${RUNS} runs by ${USERS} users`);

    const runsStart = performance.now();
    const shares = users.map((_, i) => Math.floor(RUNS / USERS) + (i < RUNS % USERS ? 1 : 0));
    const results = await Promise.all(users.map((user, i) => soakUser(user, photo, shares[i]!)));
    const runsSeconds = (performance.now() - runsStart) / 1000;
    const runsPeak = peak;
    console.info(`runs ended after ${runsSeconds.toFixed(0)} s; settling ${SETTLE_SECONDS} s`);

    await sleep(SETTLE_SECONDS * 1000);
    const endRss = await steadyRss(pid, 5);
    if (process.env.SOAK_DIAGNOSE) await diagnose(pid);

    const finished = results.flatMap((r) => r.finished);
    const completed = finished.filter((run) => run.status === 'completed' && run.generated === 5);
    const made = finished.reduce((sum, run) => sum + run.generated, 0);
    const misCharged = results.filter(
      (r) => r.usage.used !== r.finished.reduce((sum, run) => sum + run.generated, 0),
    );
    const ratio = endRss / startRss;
    const passed =
      completed.length === RUNS && errors.length === 0 && misCharged.length === 0 && ratio <= 1.1;
    const load = os.loadavg()[0]!.toFixed(1);
    const figures = {
      runs: RUNS,
      users: USERS,
      completed: completed.length,
      images: made,
      errors: errors.length,
      misCharged: misCharged.length,
      seconds: Math.round(runsSeconds),
      startMb: Math.round(startRss / MB),
      peakMb: Math.round(runsPeak / MB),
      endMb: Math.round(endRss / MB),
      ratio: ratio.toFixed(3),
      passed,
    };
    console.info(JSON.stringify(figures));
    for (const error of errors.slice(0, 10)) console.error(error);
    for (const r of misCharged.slice(0, 5))
      console.error(`charged ${r.usage.used}, made ${r.finished.map((run) => run.generated)}`);

    if (!quick) {
      await writeBenchSection(
        'soak-bench',
        [
          '## Soak: 200 runs by 20 users at once (`npm run bench:soak`)',
          '',
          'The real server process (`src/server/main.ts` through tsx, NODE_ENV=test), studio engine',
          `at HD with its default run workers (2), ${process.env.SOAK_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}, and the`,
          'allocator settings `npm start` gives it (decision 118).',
          `${USERS} users sign up over HTTP and buy Pro through the sandbox checkout; then each POSTs`,
          `its ${RUNS / USERS} runs to /api/runs one after another (a 1200x1500 JPEG each), all users`,
          'at once, and polls GET /api/runs/:id every 2 s until each ends. RSS is VmRSS of the server',
          'process: the start is the median of 5 s of samples with the server idle after the sign-ups,',
          `the end the same after a ${SETTLE_SECONDS} s settle once the last run ended. Goal: every run`,
          'completed, no HTTP error, each user charged what was made, end within 10% of the start.',
          '',
          `${machineLine()}, load average ${load} at the end.`,
          '',
          '| runs | users | completed (5 of 5) | images | HTTP errors | users mis-charged | time | RSS start | RSS peak | RSS end | end / start |',
          '|---|---|---|---|---|---|---|---|---|---|---|',
          `| ${RUNS} | ${USERS} | ${completed.length} | ${made} | ${errors.length} | ${misCharged.length} | ${Math.round(runsSeconds)} s | ${figures.startMb} MB | ${figures.peakMb} MB | ${figures.endMb} MB | ${figures.ratio} |`,
          '',
          `Bench total ${Math.round((performance.now() - benchStart) / 1000)} s. ${passed ? 'Passed.' : 'FAILED: see the row above.'}`,
        ],
        { after: 'bench-batch' },
      );
    }
    process.exitCode = passed ? 0 : 1;
  } finally {
    clearInterval(sampler);
    await stopAllAppProcesses();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
