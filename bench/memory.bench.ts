/**
 * `npm run bench:memory`: the server's resident memory when idle on the embedded database, after
 * its first start on a new data folder and after a restart on the same folder (decision 113).
 * Runs the build `npm start` runs (compiles the server first; BENCH_SKIP_BUILD=1 reuses
 * dist/node), waits BENCH_SETTLE_SECONDS (15) after /api/health answers, reads VmRSS from
 * /proc (Linux). Median of BENCH_RUNS (3) fresh folders. Writes the memory-bench section of
 * docs/benchmarks.md (BENCH_NO_WRITE=1 to print only).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/server/lib/project-root.js';
import { startServer } from './api/server.js';
import { median, writeBenchSection } from './support/report.js';
import { BENCH_SIGNING_ENV } from './support/signing-env.js';

const SETTLE_MS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15) * 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { first: 400, restart: 300 };

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return Math.round(kb / 1024);
}

async function idleRss(env: NodeJS.ProcessEnv, logFile: string): Promise<number> {
  const server = await startServer(env, logFile, 'built');
  try {
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return rssMb(server.process.pid!);
  } finally {
    await server.stop();
  }
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    const built = spawnSync('npx', ['tsc', '-p', 'tsconfig.server.json'], {
      cwd: projectRoot,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('building the server failed');
  }
  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-memory-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      ...BENCH_SIGNING_ENV,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      BETTER_AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      PAYMENT_PROVIDER: 'sandbox',
      DATABASE_URL: '',
    };
    try {
      first.push(await idleRss(env, path.join(dataDir, 'server.log')));
      restart.push(await idleRss(env, path.join(dataDir, 'server.log')));
      console.log(`  run ${run + 1}: first start ${first.at(-1)} MB, restart ${restart.at(-1)} MB`);
    } finally {
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }
  const cpu = os.cpus()[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown';
  const lines = [
    '## Memory: the server on the embedded database',
    '',
    '`npm run bench:memory`: the built server (`node dist/node/server/main.js`, NODE_ENV=production)',
    `on PGlite, resident memory (VmRSS) ${SETTLE_MS / 1000} s after /api/health first answers: after the first`,
    'start on a new data folder (initdb, migrations, preset thumbnails drawn) and after a restart on',
    `the same folder. Median of ${RUNS} new folders. Goals: under ${GOALS.first} MB and under ${GOALS.restart} MB.`,
    '',
    `Machine: ${cpu}, ${os.cpus().length} cores, load avg ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.`,
    '',
    '| start | idle RSS | goal | runs (MB) |',
    '|---|---|---|---|',
    `| first, new data folder | ${median(first)} MB | ${GOALS.first} MB | ${first.join(', ')} |`,
    `| restart, same folder | ${median(restart)} MB | ${GOALS.restart} MB | ${restart.join(', ')} |`,
  ];
  console.log(lines.join('\n'));
  if (process.env.BENCH_NO_WRITE !== '1') await writeBenchSection('memory-bench', lines);
}

await main();
