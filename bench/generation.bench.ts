/**
 * `npm run bench:generation`: catalogues per minute through the real generation path, as
 * production wires it (src/server/runtime.ts + createApp): photos POSTed over HTTP to
 * /api/runs, pg-boss on an embedded PGlite database, the run workers, progress over
 * LISTEN/NOTIFY to a WebSocket client, shots written to local disk storage.
 *
 * Scenarios, each in its own child process (its own database, and a peak RSS of its own):
 *   studio        the offline studio engine at HD 2048x2560, RUN_WORKERS default (2), 6 runs at once,
 *                 the preset background rendered and cached first (as after its first use);
 *   remote-one    the real Gemini engine against the local fake (tests/fakes/gemini-fake.ts) answering
 *                 each shot after 10 s, ENGINE_CONCURRENCY=5: one catalogue with no model chosen, its
 *                 persona's platform portrait made first (as after its first use, decision 201): all
 *                 five shots at once with it, about one shot time rather than five;
 *   remote-one-stock      the same on a stock persona;
 *   remote-one-first-use  the same without the portrait made first: the run makes it, then its shots;
 *   remote-one-anchor     PLATFORM_PORTRAITS=off: Standing Front first, then the other four with it
 *                 (the identity anchor, as for a seller's own model without an AI portrait), about 2;
 *   remote-batch  4 runs at once with RUN_WORKERS=2, the portrait made first.
 * Each run belongs to its own premium user. Results go to docs/benchmarks.md.
 *
 * This file is the parent: it draws the photo, forks bench/generation/scenario.ts per scenario,
 * collects the results and has bench/generation/report.ts write them.
 *
 * First a child migrates one database and draws the library's thumbnails; each scenario starts
 * on a copy of that database (set-up was a minute or two per scenario on a loaded machine).
 *
 * First it prints what a catalogue costs at each vendor's list prices with each engine's settings
 * (generation/catalogue-costs.ts, decision 225): computed, not timed. `--cost` prints that alone
 * and writes its section of docs/benchmarks.md, without running a scenario.
 *
 * The default runs every scenario and writes docs/benchmarks.md. For development, neither
 * writes: `--quick` (or BENCH_QUICK=1) runs fewer catalogues (2 studio runs, a batch of 2);
 * `--only=id,id` (or BENCH_ONLY) runs those scenarios alone, e.g.
 * `npm run bench:generation -- --quick --only=remote-one-stock`. BENCH_SHOT_LATENCY_MS changes
 * the fake's 10 s. A benchmark, not a test: nothing fails on a number, but a run that does not
 * complete with every shot fails it, and so does a scenario that does not end in time.
 */
import '../src/server/thread-pool.js';
import { fork } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { summaryLine, writeReport } from './generation/report.js';
import { costLines } from './generation/catalogue-costs.js';
import { writeBenchSection } from './support/report.js';
import type { GenerationReport, ScenarioResult, ScenarioSpec } from './generation/types.js';

/**
 * A child that has not answered by then is stuck: the benchmark fails rather than hang. Generous,
 * as the machine may be shared: the studio runs alone took 70 s at a load of 20 on 2 cores.
 */
const SCENARIO_TIMEOUT_MS = 600_000;
const GARMENTS_SOURCE = fileURLToPath(new URL('../tests/support/garments.ts', import.meta.url));
const PHOTO = {
  garment: {
    kind: 'kurta',
    color: '#b0122b',
    accent: '#d4a843',
    pattern: 'buti',
    border: true,
  } as const,
  backdrop: { color: '#e7e4dd', vignette: 0.3, gradient: 0.1, shadow: 0.3, noise: 3 },
  size: { width: 3000, height: 4000 },
};
/** The child: runs one scenario and sends its result back. */
const SCENARIO_SCRIPT = fileURLToPath(new URL('./generation/scenario.ts', import.meta.url));

async function main() {
  const costs = process.env.USD_INR_RATE
    ? costLines(Number(process.env.USD_INR_RATE))
    : costLines();
  console.log(`${costs.join('\n')}\n`);
  if (process.argv.includes('--cost')) {
    await writeBenchSection('generation-cost', costs, { after: 'generation-bench' });
    return;
  }
  const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
  const latency = Number(process.env.BENCH_SHOT_LATENCY_MS ?? 10_000);
  const scenarios: ScenarioSpec[] = [
    {
      id: 'studio',
      label: 'Studio engine, HD',
      engine: 'studio',
      runs: quick ? 2 : 6,
      warmUp: true,
    },
    {
      id: 'remote-one',
      label: `Remote engine (fake Gemini, ${latency / 1000} s/shot), one catalogue, no model chosen`,
      engine: 'gemini',
      runs: 1,
      workers: 2,
      engineConcurrency: 5,
      shotLatencyMs: latency,
      warmUp: true,
    },
    {
      id: 'remote-one-stock',
      label: `Remote engine (fake Gemini, ${latency / 1000} s/shot), one catalogue, stock persona`,
      engine: 'gemini',
      runs: 1,
      workers: 2,
      engineConcurrency: 5,
      shotLatencyMs: latency,
      modelId: 'stock-ananya',
      warmUp: true,
    },
    {
      id: 'remote-one-first-use',
      label: `Remote engine (fake Gemini, ${latency / 1000} s/shot), one catalogue, the persona's first use`,
      engine: 'gemini',
      runs: 1,
      workers: 2,
      engineConcurrency: 5,
      shotLatencyMs: latency,
      warmUp: false,
    },
    {
      id: 'remote-one-anchor',
      label: `Remote engine (fake Gemini, ${latency / 1000} s/shot), one catalogue, no portrait (identity anchor)`,
      engine: 'gemini',
      runs: 1,
      workers: 2,
      engineConcurrency: 5,
      shotLatencyMs: latency,
      platformPortraits: 'off',
      warmUp: false,
    },
    {
      id: 'remote-batch',
      label: `Remote engine (fake Gemini, ${latency / 1000} s/shot)`,
      engine: 'gemini',
      runs: quick ? 2 : 4,
      workers: 2,
      engineConcurrency: 5,
      shotLatencyMs: latency,
      warmUp: true,
    },
  ];

  // --only=id,id (BENCH_ONLY=id,id) runs those scenarios alone, and writes nothing (a partial report).
  const onlyArg = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const only = (onlyArg ?? process.env.BENCH_ONLY)?.split(',').filter(Boolean);
  const unknown = only?.filter((id) => !scenarios.some((spec) => spec.id === id)) ?? [];
  if (unknown.length > 0)
    throw new Error(
      `unknown scenario ${unknown.join(', ')}; known: ${scenarios.map((spec) => spec.id).join(', ')}`,
    );
  const chosen = only ? scenarios.filter((spec) => only.includes(spec.id)) : scenarios;
  const started = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-generation-'));
  const loadAtStart = Number(os.loadavg()[0]!.toFixed(1));
  const uptimeAtStart = loadAverages();
  try {
    const photoFile = await garmentPhoto();
    const cacheDir = path.join(workDir, 'backgrounds');
    const templateDir = path.join(workDir, 'template');
    const preparing = performance.now();
    await runChild('prepare', ['--prepare', templateDir, '--cache', cacheDir]);
    console.log(
      `database migrated and thumbnails drawn in ${((performance.now() - preparing) / 1000).toFixed(1)} s`,
    );

    const results: ScenarioResult[] = [];
    for (const spec of chosen) {
      console.log(`\n== ${spec.id}: ${spec.runs} run(s) at once (${spec.engine})`);
      const result = (await runChild(spec.id, [
        '--scenario',
        JSON.stringify(spec),
        '--photo',
        photoFile,
        '--cache',
        cacheDir,
        '--template',
        templateDir,
      ])) as ScenarioResult;
      console.log(summaryLine(result));
      results.push(result);
    }
    const report: GenerationReport = {
      machine: os.cpus()[0]?.model ?? 'unknown',
      cores: os.availableParallelism(),
      node: process.version,
      date: new Date().toISOString().slice(0, 10),
      loadAtStart,
      uptimeAtStart,
      uptimeAtEnd: loadAverages(),
      totalS: Math.round((performance.now() - started) / 1000),
      results,
    };
    console.log(`\nall scenarios done in ${report.totalS} s`);
    if (quick || only) console.log('--quick or BENCH_ONLY: docs/benchmarks.md left as it is');
    else await writeReport(report);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Forks bench/generation/scenario.ts with `args` and answers what it sends back over IPC (a
 * scenario's result; nothing for the preparing step), once it has exited cleanly.
 */
/**
 * The 3000x4000 garment photo every run uploads. Drawing it takes a minute or more on a loaded
 * machine, so it is kept in the system's temporary folder under the hash of the code that
 * draws it (deterministic: its noise is seeded) and drawn again only when that code changes.
 */
async function garmentPhoto(): Promise<string> {
  const drawer = await readFile(GARMENTS_SOURCE);
  const hash = createHash('sha256').update(drawer).update(JSON.stringify(PHOTO)).digest('hex');
  const file = path.join(os.tmpdir(), `vastra-bench-garment-${hash.slice(0, 16)}.jpg`);
  if (existsSync(file)) return file;
  console.log('drawing a 3000x4000 garment photo (kept for the next runs)...');
  const { photo } = await drawGarmentPhoto(PHOTO.garment, PHOTO.backdrop, PHOTO.size);
  // Written whole under another name first: an interrupted run leaves no half photo behind.
  await writeFile(`${file}.${process.pid}`, photo);
  await rename(`${file}.${process.pid}`, file);
  return file;
}

/** The load averages as `uptime` shows them: 1, 5 and 15 minutes. */
function loadAverages(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

function runChild(name: string, args: string[]): Promise<unknown> {
  // The child runs under the same loader (tsx) as this process: execArgv is inherited.
  const child = fork(SCENARIO_SCRIPT, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let result: unknown;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not finish within ${SCENARIO_TIMEOUT_MS / 1000} s`));
    }, SCENARIO_TIMEOUT_MS);
    child.on('message', (message) => (result = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && (result !== undefined || args[0] === '--prepare')) resolve(result);
      else reject(new Error(`${name} failed (exit ${code ?? signal})`));
    });
  });
}

await main();
