/**
 * `npm run bench:api`: how many signed-in reads one server answers, against its /api/health.
 * For each database (embedded PGlite; PostgreSQL at BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/vastra_bench_api, made anew): seed a Premium user with
 * 1,000 saved catalogues, start src/server/main.ts as production does, and run autocannon
 * (20 connections) against /api/health, /api/usage, /api/catalogues and /api/runs/:id, each for a
 * fixed time after a warm-up. Any error or non-2xx answer fails the bench. Writes the api-bench
 * section of docs/benchmarks.md.
 *
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (20), BENCH_DATABASES
 * (pglite,postgres), BENCH_ROUTES (health,usage,catalogues,runs), BENCH_NO_WRITE=1 to print only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { postgresAdminUrl } from '../tests/support/postgres-urls.js';
import { measure, type Measurement } from './api/measure.js';
import { seed, startServer } from './api/server.js';
import { writeBenchSection } from './support/report.js';
import { BENCH_SIGNING_ENV } from './support/signing-env.js';

const options = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  warmUpSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 3),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
};
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vastra_bench_api';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
/** Parts of the routes to measure (a profile of one route); all four by default. */
const ROUTES = (process.env.BENCH_ROUTES ?? 'health,usage,catalogues,runs').split(',');
const SECRET = 'bench-secret-that-is-long-enough-0123456789';
const PUBLIC_URL = 'http://localhost:3000';

interface DatabaseResult {
  database: string;
  results: Measurement[];
  loadAverage: number;
}

async function recreatePostgres(url: string) {
  const admin = postgres(postgresAdminUrl(url), { max: 1, onnotice: () => {} });
  const name = new URL(url).pathname.slice(1);
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
}

/**
 * The cookies a signed-in browser holds: the session token and, when the server keeps a session
 * cookie cache, a freshly signed cache cookie (asked for right before each measurement so it
 * outlives it, as a browser's is renewed by its own requests).
 */
async function browserCookies(base: string, sessionCookie: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/get-session?disableCookieCache=true`, {
    headers: { cookie: sessionCookie },
  });
  if (!res.ok) throw new Error(`get-session answered ${res.status}`);
  const extra = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => pair.split('=')[1] !== '');
  const names = new Set(extra.map((pair) => pair.split('=')[0]));
  const kept = sessionCookie.split('; ').filter((pair) => !names.has(pair.split('=')[0]));
  return [...kept, ...extra].join('; ');
}

async function benchDatabase(kind: string): Promise<DatabaseResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-api-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    ...BENCH_SIGNING_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    BETTER_AUTH_SECRET: SECRET,
    PAYMENT_PROVIDER: 'sandbox',
    DATABASE_URL: kind === 'postgres' ? POSTGRES_URL : '',
  };
  if (kind === 'postgres') await recreatePostgres(POSTGRES_URL);
  console.log(`${kind}: seeding`);
  const seeded = await seed(env);
  const server = await startServer(env, path.join(dataDir, 'server.log'));
  try {
    const reads: [string, boolean][] = [
      ['/api/health', false],
      ['/api/usage', true],
      ['/api/catalogues', true],
      [`/api/runs/${seeded.runId}`, true],
    ];
    const results: Measurement[] = [];
    for (const [route, signedIn] of reads.filter(([route]) =>
      ROUTES.some((r) => route.includes(r)),
    )) {
      const cookie = signedIn ? await browserCookies(server.base, seeded.cookie) : null;
      const result = await measure(server.base, route, cookie, options);
      console.log(
        `  ${route}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors}`,
      );
      results.push(result);
    }
    return { database: kind, results, loadAverage: Number(os.loadavg()[0]!.toFixed(1)) };
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

function label(route: string): string {
  if (route.startsWith('/api/runs/')) return '`/api/runs/:id`';
  if (route === '/api/catalogues') return '`/api/catalogues` (1,000 saved)';
  return `\`${route}\``;
}

function report(all: DatabaseResult[]): string[] {
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown';
  const lines = [
    '## API: signed-in reads against /api/health',
    '',
    `\`npm run bench:api\`: src/server/main.ts started as production starts it (NODE_ENV=production,`,
    'LOG_LEVEL=info, logs to a file) in its own process, autocannon in another, on the same machine.',
    `${options.connections} connections, ${options.warmUpSeconds} s warm-up then ${options.seconds} s measured per route; a`,
    'Premium user with 1,000 saved catalogues of 5 images; the session cookies a browser holds.',
    'Goal: `/api/catalogues` at least 40% of `/api/health` on both databases; no errors.',
    '',
    `Machine: ${cpu}, ${os.cpus().length} cores, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| database | route | req/s | p50 | p99 | errors | of /api/health | load avg |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { database, results, loadAverage } of all) {
    const health = results.find((r) => r.path === '/api/health')!.requestsPerSecond;
    for (const r of results) {
      lines.push(
        `| ${database} | ${label(r.path)} | ${Math.round(r.requestsPerSecond).toLocaleString('en')} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.errors} | ${Math.round((r.requestsPerSecond / health) * 100)}% | ${loadAverage} |`,
      );
    }
  }
  return lines;
}

async function main() {
  const all: DatabaseResult[] = [];
  for (const kind of DATABASES) all.push(await benchDatabase(kind));
  const failed = all.flatMap((d) => d.results.filter((r) => r.errors > 0 || r.total === 0));
  const lines = report(all);
  console.log(lines.join('\n'));
  if (failed.length > 0) {
    console.error(`errors on: ${failed.map((r) => r.path).join(', ')}`);
    process.exit(1);
  }
  if (process.env.BENCH_NO_WRITE !== '1') await writeBenchSection('api-bench', lines);
}

await main();
