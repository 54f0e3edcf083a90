/**
 * One scenario of `npm run bench:generation`, in a child process that bench/generation.bench.ts
 * forks for it (its own database, and a peak RSS of its own), wired as production wires it
 * (src/server/runtime.ts + createApp): photos POSTed over HTTP to /api/runs, pg-boss on an
 * embedded PGlite database, this process's run workers, progress over LISTEN/NOTIFY to a
 * WebSocket client, shots written to local disk storage. Each run belongs to its own premium
 * user. A run that does not complete with every shot fails the scenario.
 *
 * Arguments: `--scenario <ScenarioSpec as JSON> --photo <file> --cache <background cache dir>
 * --template <data dir>`; the ScenarioResult goes back to the parent over IPC. The scenario's
 * database starts as a copy of the template's, migrated once by `--prepare <data dir> --cache
 * <dir>` (which also draws the library's thumbnails into the shared cache): a new embedded
 * database and its migrations took a minute or two per scenario on a loaded machine, and are
 * not what is measured.
 */
import '../../src/server/thread-pool.js';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import WebSocket from 'ws';
import { BACKGROUND_PRESETS } from '../../src/core/backgrounds.js';
import type { RunStreamMessage, RunView } from '../../src/core/runs.js';
import { createApp } from '../../src/server/app.js';
import { loadEnv, type Env } from '../../src/server/config/env.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { asSystem } from '../../src/server/db/tenant-scope.js';
import { HD_OUTPUT, type ImageEngine } from '../../src/server/engines/image-engine.js';
import { createLogger, type Logger } from '../../src/server/lib/logger.js';
import { platformPersonaOf } from '../../src/server/modules/platform-portraits/platform-personas.js';
import { platformPortraitsFor } from '../../src/server/modules/platform-portraits/platform-portraits-module.js';
import type { StorageProvider } from '../../src/server/providers/storage/storage-provider.js';
import { createAuth } from '../../src/server/modules/auth/auth.js';
import { createMailProvider } from '../../src/server/providers/mail/create-mail-provider.js';
import { createPaymentProvider } from '../../src/server/providers/payments/create-payment-provider.js';
import { startGenerationRuntime } from '../../src/server/runtime.js';
import { startGeminiFake } from '../../tests/fakes/gemini-fake.js';
import { setPlan } from '../../tests/support/insert-user.js';
import { testListings } from '../../tests/support/test-listing-filler.js';
import { createSignedInUser } from '../../tests/support/signed-in-user.js';
import { median, percentile } from '../support/report.js';
import { BACKGROUND, type ScenarioResult, type ScenarioSpec } from './types.js';
import { BENCH_SIGNING_ENV } from '../support/signing-env.js';

const PUBLIC_URL = 'http://localhost:3000';

const SECRET = 'bench-secret-that-is-long-enough-0123456789';

/** The environment a scenario's server runs with, on `dataDir`. */
function benchEnv(
  spec: Pick<ScenarioSpec, 'engine'> & Partial<ScenarioSpec>,
  dataDir: string,
  cacheDir: string,
  fakeUrl?: string,
): Env {
  const secret = SECRET;
  return loadEnv({
    NODE_ENV: 'production',
    ...BENCH_SIGNING_ENV,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    BETTER_AUTH_SECRET: secret,
    PAYMENT_PROVIDER: 'sandbox',
    // Shared by the scenarios, as production keeps its cache across restarts: thumbnails are drawn once.
    BACKGROUND_CACHE_DIR: cacheDir,
    IMAGE_ENGINE: spec.engine,
    ...(spec.workers !== undefined ? { RUN_WORKERS: String(spec.workers) } : {}),
    ...(spec.engineConcurrency !== undefined
      ? { ENGINE_CONCURRENCY: String(spec.engineConcurrency) }
      : {}),
    ...(spec.identityAnchor ? { IDENTITY_ANCHOR: spec.identityAnchor } : {}),
    ...(spec.platformPortraits ? { PLATFORM_PORTRAITS: spec.platformPortraits } : {}),
    ...(fakeUrl ? { GEMINI_API_KEY: 'test-gemini-key', GEMINI_BASE_URL: fakeUrl } : {}),
  });
}

/**
 * The template every scenario's database is copied from: a new embedded database, migrated,
 * with the queue's schema; and the library's thumbnails drawn into the shared cache.
 */
async function prepare(templateDir: string, cacheDir: string): Promise<void> {
  const env = benchEnv({ engine: 'studio' }, templateDir, cacheDir);
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ pgliteDir: env.paths.pglite });
  try {
    await migrateDatabase(database);
    const generation = await startGenerationRuntime(env, database, logger, 0, { secret: SECRET });
    await generation.backgrounds.warmThumbnails(BACKGROUND_PRESETS.map((preset) => preset.id));
    await generation.stop();
  } finally {
    await database.close();
  }
}

async function runScenario(
  spec: ScenarioSpec,
  photo: Buffer,
  cacheDir: string,
  templateDir: string,
): Promise<ScenarioResult> {
  const setupStarted = performance.now();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-data-'));
  const fake = spec.engine === 'gemini' ? await startGeminiFake() : null;
  if (fake) fake.latencyMs = spec.shotLatencyMs ?? 10_000;
  const secret = SECRET;
  const env = benchEnv(spec, dataDir, cacheDir, fake?.url);
  await cp(path.join(templateDir, 'pg'), env.paths.pglite, { recursive: true });
  const logger = createLogger(env.LOG_LEVEL);
  const phases: string[] = [];
  let phaseAt = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${((now - phaseAt) / 1000).toFixed(1)} s`);
    phaseAt = now;
  };
  const database = await openDatabase({ pgliteDir: env.paths.pglite });
  phase('database');
  let server: Server | undefined;
  let stopGeneration: (() => Promise<void>) | undefined;
  try {
    await migrateDatabase(database);
    phase('migrations');
    const mailer = createMailProvider(env, logger);
    const generation = await startGenerationRuntime(env, database, logger, env.RUN_WORKERS, {
      mailer,
      secret,
    });
    stopGeneration = () => generation.stop();
    phase('runtime');
    // Start-up reads the library's thumbnails in the background (drawn by the template's step);
    // let it finish so its work is not measured.
    await generation.backgrounds.warmThumbnails(BACKGROUND_PRESETS.map((preset) => preset.id));
    phase('thumbnails');
    const auth = createAuth({
      env,
      database,
      mailer,
      logger,
      secret,
    });
    const payments = createPaymentProvider(env, { fallbackSecret: secret });
    const app = createApp({
      env,
      logger,
      database,
      auth,
      storage: generation.storage,
      payments,
      generation,
      mailer,
      secret,
      listings: testListings(),
      core: generation.core,
    });
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
    app.injectWebSocket(server);
    if (!server.listening) await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Each run is its own seller on Premium (3000 images a month).
    const newUser = async () => {
      const { user, cookie } = await createSignedInUser(auth);
      await setPlan(database.db, user.id, 'premium');
      return `${cookie.name}=${cookie.value}`;
    };
    const tracker = createShotTracker();
    phase('server');
    console.log(
      `  set-up: ${((performance.now() - setupStarted) / 1000).toFixed(1)} s (${phases.join(', ')})`,
    );

    let warmUpMs: number | null = null;
    if (spec.warmUp && spec.engine !== 'studio') {
      // The persona's portrait is made on its first use, once per deployment; later runs reuse it.
      const t = performance.now();
      await warmPortrait(env, database, generation, logger, spec.modelId ?? null);
      warmUpMs = performance.now() - t;
      console.log(
        `  platform portrait (first use of the persona): ${(warmUpMs / 1000).toFixed(1)} s`,
      );
    } else if (spec.warmUp) {
      // The preset's first use renders it at HD and caches it (memory and disk); later runs reuse it.
      const t = performance.now();
      await generation.backgrounds.raw(BACKGROUND, HD_OUTPUT.width, HD_OUTPUT.height);
      warmUpMs = performance.now() - t;
      console.log(
        `  background render (first use of the preset): ${(warmUpMs / 1000).toFixed(1)} s`,
      );
    }

    const cookies = await Promise.all(Array.from({ length: spec.runs }, newUser));
    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const t0 = performance.now();
    const runs = await Promise.all(
      cookies.map((cookie) => submitAndFollow(base, cookie, photo, tracker, spec.modelId)),
    );
    const wallMs = Math.max(...runs.map((run) => run.completedAt)) - t0;
    clearInterval(sampler);
    assertComplete(runs);

    const catalogueMs = runs.map((run) => run.completedAt - run.submittedAt);
    // The catalogue's time split at the vendor: shots are the requests that carry photos (a
    // portrait or a background from text carries none).
    const shotAnswers = fake?.answered.filter((answer) => answer.images > 0) ?? [];
    const lastCompletion = Math.max(...runs.map((run) => run.completedAt));
    const split =
      shotAnswers.length > 0
        ? {
            beforeVendorMs: Math.round(
              Math.min(...shotAnswers.map((answer) => answer.receivedAt)) - t0,
            ),
            afterVendorMs: Math.round(
              lastCompletion - Math.max(...shotAnswers.map((answer) => answer.answeredAt)),
            ),
          }
        : { beforeVendorMs: null, afterVendorMs: null };
    const result: ScenarioResult = {
      id: spec.id,
      label: spec.label,
      engine: spec.engine,
      runs: spec.runs,
      workers: env.RUN_WORKERS,
      engineConcurrency: spec.engine === 'studio' ? null : env.ENGINE_CONCURRENCY,
      shotLatencyMs: fake ? fake.latencyMs : null,
      shotsPerRun: runs[0]!.view.total,
      wallMs: Math.round(wallMs),
      runsPerMinute: (spec.runs / wallMs) * 60_000,
      catalogueMs: catalogueMs.map(Math.round),
      medianMs: Math.round(median(catalogueMs)),
      p95Ms: Math.round(percentile(catalogueMs, 0.95)),
      shotMedianMs: Math.round(median(tracker.shotDurations())),
      maxShotsInFlight: tracker.maxInFlight(),
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      rssBeforeMb: Math.round(rssBefore / 1024 / 1024),
      loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
      warmUpMs: warmUpMs === null ? null : Math.round(warmUpMs),
      ...split,
    };
    return result;
  } finally {
    if (server) server.close();
    await stopGeneration?.().catch((error: unknown) =>
      console.error('stopping the workers failed', error),
    );
    await database.close().catch(() => {});
    await fake?.close();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Makes the platform portrait of the runs' persona as a worker would on its first use. */
async function warmPortrait(
  env: Env,
  database: DatabaseHandle,
  generation: { storage: StorageProvider; engine: ImageEngine },
  logger: Logger,
  modelId: string | null,
): Promise<void> {
  const portraits = platformPortraitsFor(env, { db: database.db, ...generation, logger });
  if (!portraits) return;
  const made = await asSystem('bench warm-up', () =>
    portraits.portraitFor(platformPersonaOf(modelId)!, new AbortController().signal),
  );
  if (!made) throw new Error('the platform portrait was not made');
}

interface FollowedRun {
  view: RunView;
  submittedAt: number;
  completedAt: number;
}

/**
 * Starts a run as the web page does (multipart POST /api/runs) and follows it as the page
 * does, over the run's WebSocket: the state first, then live progress until generation_completed.
 */
async function submitAndFollow(
  base: string,
  cookie: string,
  photo: Buffer,
  tracker: ShotTracker | null,
  modelId: string | undefined,
): Promise<FollowedRun> {
  const headers = { cookie, origin: PUBLIC_URL };
  const form = new FormData();
  form.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
  form.append('backgroundId', BACKGROUND);
  form.append('clientRequestId', randomUUID());
  if (modelId) form.append('modelId', modelId);
  const submittedAt = performance.now();
  const res = await fetch(`${base}/api/runs`, { method: 'POST', body: form, headers });
  if (res.status !== 201)
    throw new Error(`POST /api/runs answered ${res.status}: ${await res.text()}`);
  const started = (await res.json()) as RunView;

  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/runs/${started.id}/stream`, {
    headers,
  });
  const completedAt = await new Promise<number>((resolve, reject) => {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as RunStreamMessage;
      tracker?.onMessage(started.id, message);
      if (message.type === 'generation_completed') resolve(performance.now());
      // Already over when the socket opened (only a very fast run): its state says so.
      else if (message.type === 'run_state' && message.run.finishedAt) resolve(performance.now());
    });
    socket.on('error', reject);
    socket.on('close', (code) =>
      reject(new Error(`run ${started.id}: stream closed (${code}) before the end`)),
    );
  });
  socket.removeAllListeners('close');
  socket.close(1000);
  const view = (await (
    await fetch(`${base}/api/runs/${started.id}`, { headers })
  ).json()) as RunView;
  return { view, submittedAt, completedAt };
}

function assertComplete(runs: FollowedRun[]) {
  const bad = runs.filter(
    (run) => run.view.status !== 'completed' || run.view.generated !== run.view.total,
  );
  if (bad.length > 0) {
    const detail = bad.map(({ view }) => {
      const reasons = [
        ...new Set(view.shots.map((shot) => shot.failureReason).filter(Boolean)),
      ].join('; ');
      return `${view.id}: ${view.status}, ${view.generated}/${view.total}${reasons ? ` (${reasons})` : ''}`;
    });
    throw new Error(`${bad.length} run(s) did not complete:\n  ${detail.join('\n  ')}`);
  }
}

type ShotTracker = ReturnType<typeof createShotTracker>;

/** Shots in flight across every run, from the progress messages. */
function createShotTracker() {
  const startedAt = new Map<string, number>();
  const durations: number[] = [];
  let max = 0;
  return {
    onMessage(runId: string, message: RunStreamMessage) {
      const now = performance.now();
      if (message.type === 'run_state') {
        for (const shot of message.run.shots)
          if (shot.status === 'generating') startedAt.set(`${runId}:${shot.index}`, now);
      } else if (message.type === 'image_generation_started') {
        startedAt.set(`${runId}:${message.index}`, now);
      } else if (message.type === 'image_generated') {
        const key = `${runId}:${message.index}`;
        const since = startedAt.get(key);
        if (since !== undefined) durations.push(now - since);
        startedAt.delete(key);
      }
      max = Math.max(max, startedAt.size);
    },
    shotDurations: () => durations,
    maxInFlight: () => max,
  };
}

// ---------------------------------------------------------------------------------------------
// Entry point: run by the parent with the arguments above.

if (!process.argv.includes('--scenario') && !process.argv.includes('--prepare')) {
  console.error('bench/generation/scenario.ts is forked by bench/generation.bench.ts: run that.');
  process.exit(1);
}
const argument = (name: string) => process.argv[process.argv.indexOf(name) + 1]!;
try {
  if (process.argv.includes('--prepare')) {
    await prepare(argument('--prepare'), argument('--cache'));
    process.exit(0);
  }
  const spec = JSON.parse(argument('--scenario')) as ScenarioSpec;
  const photo = await readFile(argument('--photo'));
  const result = await runScenario(spec, photo, argument('--cache'), argument('--template'));
  await new Promise<void>((resolve, reject) =>
    process.send!(result, undefined, {}, (error: Error | null) =>
      error ? reject(error) : resolve(),
    ),
  );
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
