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
 * `--quick` (or BENCH_QUICK=1) runs fewer catalogues and writes nothing; BENCH_SHOT_LATENCY_MS
 * changes the fake's 10 s. A benchmark, not a test: nothing fails on a number, but a run that
 * does not complete with every shot fails it.
 */
import '../src/server/thread-pool.js';
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { summaryLine, writeReport } from './generation/report.js';
import type { GenerationReport, ScenarioResult, ScenarioSpec } from './generation/types.js';

/** A child that has not answered by then is stuck: the benchmark fails rather than hang. */
const SCENARIO_TIMEOUT_MS = 240_000;
/** The child: runs one scenario and sends its result back. */
const SCENARIO_SCRIPT = fileURLToPath(new URL('./generation/scenario.ts', import.meta.url));

async function main() {
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

  // BENCH_ONLY=id,id runs those scenarios alone, and writes nothing (a partial report).
  const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
  const chosen = only ? scenarios.filter((spec) => only.includes(spec.id)) : scenarios;
  const started = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-generation-'));
  const loadAtStart = Number(os.loadavg()[0]!.toFixed(1));
  try {
    console.log('drawing a 3000x4000 garment photo...');
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
      { color: '#e7e4dd', vignette: 0.3, gradient: 0.1, shadow: 0.3, noise: 3 },
      { width: 3000, height: 4000 },
    );
    const photoFile = path.join(workDir, 'front.jpg');
    await writeFile(photoFile, photo);

    const results: ScenarioResult[] = [];
    for (const spec of chosen) {
      console.log(`\n== ${spec.id}: ${spec.runs} run(s) at once (${spec.engine})`);
      const result = await runInChild(spec, photoFile, path.join(workDir, 'backgrounds'));
      console.log(summaryLine(result));
      results.push(result);
    }
    const report: GenerationReport = {
      machine: os.cpus()[0]?.model ?? 'unknown',
      cores: os.availableParallelism(),
      node: process.version,
      date: new Date().toISOString().slice(0, 10),
      loadAtStart,
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

function runInChild(
  spec: ScenarioSpec,
  photoFile: string,
  cacheDir: string,
): Promise<ScenarioResult> {
  // The child runs under the same loader (tsx) as this process: execArgv is inherited.
  const child = fork(
    SCENARIO_SCRIPT,
    ['--scenario', JSON.stringify(spec), '--photo', photoFile, '--cache', cacheDir],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    let result: ScenarioResult | undefined;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new Error(`scenario ${spec.id} did not finish within ${SCENARIO_TIMEOUT_MS / 1000} s`),
      );
    }, SCENARIO_TIMEOUT_MS);
    child.on('message', (message) => (result = message as ScenarioResult));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0 && result) resolve(result);
      else reject(new Error(`scenario ${spec.id} failed (exit ${code ?? signal})`));
    });
  });
}

await main();
