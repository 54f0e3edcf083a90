/**
 * `npm run bench:queue`: the job queue with many workers (issue 29). 500 runs (`--runs N`) on
 * the instant engine (BENCH_ENGINE=instant: every shot answered at once with a placeholder), so
 * what is measured is the queue and each run's bookkeeping: the job fetched, the run claimed and
 * leased, its five shots recorded and stored with their progress NOTIFYs, the run finished and
 * its quota settled, its 'catalogue ready' notification queued and sent. The same backlog is
 * drained by 1, 2, 4 and 8 worker processes (`--processes 1,2,4,8`, each with `--slots 1` run
 * worker), each on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the local server);
 * the one-process figure is the reference the others are ratios of. Written to
 * docs/benchmarks.md.
 */
import '../src/server/thread-pool.js';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { BACKGROUND_PRESETS } from '../src/core/backgrounds.js';
import { BackgroundLibrary } from '../src/server/engines/backgrounds/background-library.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { stopAllAppProcesses } from '../tests/support/app-process.js';
import { measureQueue, type QueueMeasurement } from './queue/measure.js';
import { queueReport } from './queue/report.js';
import { writeBenchSection } from './support/report.js';

function flag(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} must be a whole number above 0, not '${value}'`);
  return number;
}

const RUNS = positiveInteger('runs', flag('runs') ?? '500');
const SLOTS = positiveInteger('slots', flag('slots') ?? '1');
const PROCESSES = (flag('processes') ?? '1,2,4,8')
  .split(',')
  .map((value) => positiveInteger('processes', value.trim()));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function main() {
  const { photo } = await drawGarmentPhoto(
    { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
    { color: '#f4f1ec' },
    { width: 600, height: 750 },
  );
  // Drawn once here, so that no worker draws them during a measurement.
  const backgroundCacheDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-queue-bg-'));
  await new BackgroundLibrary(backgroundCacheDir).warmThumbnails(
    BACKGROUND_PRESETS.map((preset) => preset.id),
  );
  const results: QueueMeasurement[] = [];
  for (const processes of PROCESSES) {
    console.log(`${processes} worker process(es), ${SLOTS} slot(s) each, ${RUNS} runs…`);
    const result = await measureQueue({
      serverUrl: SERVER_URL,
      processes,
      slotsPerProcess: SLOTS,
      runs: RUNS,
      photo,
      backgroundCacheDir,
    });
    console.log(JSON.stringify(result));
    results.push(result);
  }
  await rm(backgroundCacheDir, { recursive: true, force: true });
  const lines = queueReport(results);
  console.log(lines.join('\n'));
  if (!process.argv.includes('--no-write')) await writeBenchSection('bench-queue', lines);
}

main()
  .catch(async (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => stopAllAppProcesses());
