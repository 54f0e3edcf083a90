/**
 * One measurement of bench:queue: a fresh database with a held backlog of runs, N worker
 * processes (`src/server/worker.ts`, BENCH_ENGINE=instant), the backlog released, and what it
 * took to drain it: time, the database's counters, CPU of the workers, of their database
 * backends and of the whole machine, and the jobs' own timestamps.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadEnv } from '../../src/server/config/env.js';
import { openDatabase } from '../../src/server/db/client.js';
import { createImageEngine } from '../../src/server/engines/create-image-engine.js';
import { generateRunJob } from '../../src/server/jobs/definitions/generate-run.js';
import { createLogger } from '../../src/server/lib/logger.js';
import { startAppProcess, type AppProcess } from '../../tests/support/app-process.js';
import { cpuSince, machineCpu, processesCpuMs } from './cpu.js';
import {
  backendPids,
  createBenchDatabase,
  readServerCounts,
  resetServerCounts,
  type ServerCounts,
} from './database.js';
import { releaseBacklog, seedBacklog } from './seed-runs.js';

export interface QueueMeasurement {
  processes: number;
  slotsPerProcess: number;
  runs: number;
  seconds: number;
  runsPerMinute: number;
  /** 'generate-run' jobs made per run: more than 1 when the sweeper gave runs new attempts. */
  jobsPerRun: number;
  /** Median time a slot held a run's job (fetch to completion): the run's own bookkeeping. */
  medianHoldMs: number;
  /** Time slots were not holding a job, per run: waiting between polls, fetching, idle. */
  idleSlotMsPerRun: number;
  counts: ServerCounts;
  /** The bench's own polling, left out of counts.transactions. */
  workerCpuMsPerRun: number;
  /** CPU each worker process used per second once the backlog was drained (idle polling). */
  idleCpuMsPerSecond: number;
  databaseCpuMsPerRun: number;
  /** Share of the machine's CPU busy during the measurement, and the part not ours. */
  machineBusy: number;
  othersBusy: number;
}

const SECRET = 'bench-queue-secret-that-is-long-enough-0123456789';
const POLL_MS = 250;
const SETTLE_MS = 3_000;
const IDLE_MS = 3_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureQueue(options: {
  serverUrl: string;
  processes: number;
  slotsPerProcess: number;
  runs: number;
  photo: Buffer;
  /** Preset thumbnails already drawn: each worker warms them at start (runtime.ts). */
  backgroundCacheDir: string;
}): Promise<QueueMeasurement> {
  const { processes, slotsPerProcess, runs } = options;
  const name = `vastra_bench_queue_${process.pid}_${processes}`;
  const database = await createBenchDatabase(options.serverUrl, name);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-queue-'));
  const workers: AppProcess[] = [];
  try {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_OWNER_URL: database.ownerUrl,
      BENCH_ENGINE: 'instant',
      BETTER_AUTH_SECRET: SECRET,
      BACKGROUND_CACHE_DIR: options.backgroundCacheDir,
    });
    const logger = createLogger(env.LOG_LEVEL);
    const app = await openDatabase({ url: database.url, ownerUrl: database.ownerUrl });
    try {
      const { engine } = createImageEngine(env, { logger });
      await seedBacklog({ env, database: app, engine, logger, runs, photo: options.photo });
    } finally {
      await app.close();
    }

    for (let index = 0; index < processes; index++) {
      workers.push(
        startAppProcess('worker', {
          DATABASE_URL: database.url,
          DATABASE_OWNER_URL: database.ownerUrl,
          DATA_DIR: dataDir,
          BENCH_ENGINE: 'instant',
          RUN_WORKERS: String(slotsPerProcess),
          BACKGROUND_CACHE_DIR: options.backgroundCacheDir,
          BETTER_AUTH_SECRET: SECRET,
          // What `npm run worker` sets (decision 118).
          MALLOC_ARENA_MAX: '2',
          MALLOC_MMAP_THRESHOLD_: '131072',
          MALLOC_TRIM_THRESHOLD_: '131072',
        }),
      );
    }
    await Promise.all(workers.map((worker) => worker.waitForOutput(/generation ready/, 120_000)));
    const workerPids = workers.map((worker) => worker.child.pid!);
    // Their start (modules compiled, pools opened) is over before the backlog is released.
    await sleep(SETTLE_MS);

    await resetServerCounts(database.sql);
    const cpuBefore = await processesCpuMs([
      ...workerPids,
      ...(await backendPids(database.sql, name)),
    ]);
    const machineBefore = await machineCpu();
    const benchBefore = process.cpuUsage();
    const started = performance.now();
    await releaseBacklog(database.sql);
    let polls = 0;
    for (;;) {
      polls++;
      const [row] = await database.sql<{ left: number }[]>`
        select count(*)::int as left from generation_run where status in ('queued', 'running')`;
      if (row!.left === 0) break;
      if (performance.now() - started > 30 * 60_000) throw new Error('gave up after 30 minutes');
      await sleep(POLL_MS);
    }
    const seconds = (performance.now() - started) / 1000;
    const backends = await backendPids(database.sql, name);
    const workerCpu = cpuSince(cpuBefore, await processesCpuMs(workerPids));
    const databaseCpu = cpuSince(cpuBefore, await processesCpuMs(backends));
    const machineAfter = await machineCpu();
    const bench = process.cpuUsage(benchBefore);
    const benchCpuMs = (bench.user + bench.system) / 1000;
    // The counters reach the shared statistics within a second of each transaction's end.
    await sleep(1_500);
    const counts = await readServerCounts(database.sql, name);
    // What the processes use with nothing left to do: polling the queues, timers.
    const idleBefore = await processesCpuMs(workerPids);
    await sleep(IDLE_MS);
    const idleCpuMsPerSecond =
      (cpuSince(idleBefore, await processesCpuMs(workerPids)) / processes / IDLE_MS) * 1000;
    // Ours: the release, the polls, pg_stat_clear_snapshot.
    counts.transactions -= polls + 2;

    const [jobs] = await database.sql<{ jobs: number; median_hold_ms: number; hold_ms: number }[]>`
      select count(*)::int as jobs,
        coalesce(percentile_cont(0.5) within group (order by extract(epoch from completed_on - started_on) * 1000), 0)::float as median_hold_ms,
        coalesce(sum(extract(epoch from completed_on - started_on) * 1000), 0)::float as hold_ms
      from pgboss.job where name = ${generateRunJob.name}`;
    const [unfinished] = await database.sql<{ failed: number }[]>`
      select count(*)::int as failed from generation_run where status <> 'completed'`;
    if (unfinished!.failed > 0)
      throw new Error(`${unfinished!.failed} of ${runs} runs did not complete`);

    const slots = processes * slotsPerProcess;
    const machineMs = machineAfter.totalMs - machineBefore.totalMs;
    const machineBusyMs = machineAfter.busyMs - machineBefore.busyMs;
    return {
      processes,
      slotsPerProcess,
      runs,
      seconds,
      runsPerMinute: (runs / seconds) * 60,
      jobsPerRun: jobs!.jobs / runs,
      medianHoldMs: jobs!.median_hold_ms,
      idleSlotMsPerRun: Math.max(0, slots * seconds * 1000 - jobs!.hold_ms) / runs,
      counts,
      workerCpuMsPerRun: workerCpu / runs,
      idleCpuMsPerSecond,
      databaseCpuMsPerRun: databaseCpu / runs,
      machineBusy: machineBusyMs / machineMs,
      othersBusy: Math.max(0, machineBusyMs - workerCpu - databaseCpu - benchCpuMs) / machineMs,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.stop(15_000)));
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
