/**
 * `npm run bench:batch`: a batch of 100 products (BENCH_BATCH_PRODUCTS, `--quick` 10) on the
 * studio engine at HD through the public API, wired as production wires it (runtime.ts +
 * createApp, embedded PGlite, this process's run workers): POST /api/v1/batches, each product's
 * photo PUT as the API's clients do, then GET /api/v1/batches/:id until it ends, then the zip.
 * The reference, measured first in the same process: the same number of workers making single
 * catalogues through POST /api/runs (a tenth as many). Reported: catalogues per minute of both,
 * their ratio, the zip's size and time, and the server's peak RSS; written to docs/benchmarks.md.
 * A product that does not complete fails the benchmark.
 */
import '../src/server/thread-pool.js';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { BACKGROUND_PRESETS } from '../src/core/backgrounds.js';
import type { BatchView } from '../src/core/batch.js';
import type { RunView } from '../src/core/runs.js';
import { createApp } from '../src/server/app.js';
import { loadEnv } from '../src/server/config/env.js';
import { migrateDatabase, openDatabase } from '../src/server/db/client.js';
import { createLogger } from '../src/server/lib/logger.js';
import { createAuth } from '../src/server/modules/auth/auth.js';
import { createMailProvider } from '../src/server/providers/mail/create-mail-provider.js';
import { createPaymentProvider } from '../src/server/providers/payments/create-payment-provider.js';
import { startGenerationRuntime } from '../src/server/runtime.js';
import { drawGarmentPhoto } from '../tests/support/garments.js';
import { setPlan } from '../tests/support/insert-user.js';
import { testListings } from '../tests/support/test-listing-filler.js';
import { createSignedInUser } from '../tests/support/signed-in-user.js';
import { writeBenchSection } from './support/report.js';
import { BENCH_SIGNING_ENV } from './support/signing-env.js';

const PUBLIC_URL = 'http://localhost:3000';
const BACKGROUND = 'clean-white-studio';
const quick = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const PRODUCTS = Number(process.env.BENCH_BATCH_PRODUCTS ?? (quick ? 10 : 100));
const REFERENCE_RUNS = Math.max(2, Math.round(PRODUCTS / 10));

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30 * 60_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error('gave up waiting after 30 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'vastra-bench-batch-'));
  const secret = 'bench-secret-that-is-long-enough-0123456789';
  const env = loadEnv({
    NODE_ENV: 'production',
    ...BENCH_SIGNING_ENV,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    DATA_DIR: dataDir,
    PUBLIC_URL,
    BETTER_AUTH_SECRET: secret,
    PAYMENT_PROVIDER: 'sandbox',
    IMAGE_ENGINE: 'studio',
  });
  const logger = createLogger(env.LOG_LEVEL);
  const database = await openDatabase({ pgliteDir: env.paths.pglite });
  await migrateDatabase(database);
  const mailer = createMailProvider(env, logger);
  const generation = await startGenerationRuntime(env, database, logger, env.RUN_WORKERS, {
    mailer,
    secret,
  });
  await generation.backgrounds.warmThumbnails(BACKGROUND_PRESETS.map((preset) => preset.id));
  const auth = createAuth({ env, database, mailer, logger, secret });
  const app = createApp({
    env,
    logger,
    database,
    auth,
    storage: generation.storage,
    payments: createPaymentProvider(env, { fallbackSecret: secret }),
    generation,
    mailer,
    secret,
    listings: testListings(),
    core: generation.core,
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }) as Server;
  app.injectWebSocket(server);
  if (!server.listening) await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);

  try {
    const { user, cookie } = await createSignedInUser(auth);
    await setPlan(database.db, user.id, 'premium');
    const session = { cookie: `${cookie.name}=${cookie.value}`, origin: PUBLIC_URL };
    const keyRes = await fetch(`${base}/api/api-keys`, {
      method: 'POST',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    });
    const { secret: apiKey } = (await keyRes.json()) as { secret: string };
    const bearer = { authorization: `Bearer ${apiKey}` };
    const photo = (
      await drawGarmentPhoto(
        { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
        { color: '#f4f1ec' },
        { width: 1200, height: 1500 },
      )
    ).photo;
    const form = () => {
      const body = new FormData();
      body.append('front', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'front.jpg');
      return body;
    };

    // The reference: single catalogues through the dashboard's route, all queued at once.
    const referenceStart = performance.now();
    const started: RunView[] = [];
    for (let i = 0; i < REFERENCE_RUNS; i++) {
      const body = form();
      body.append('backgroundId', BACKGROUND);
      body.append('clientRequestId', randomUUID());
      const res = await fetch(`${base}/api/runs`, { method: 'POST', headers: session, body });
      started.push((await res.json()) as RunView);
    }
    for (const run of started)
      await until(
        async () =>
          (await (
            await fetch(`${base}/api/runs/${run.id}`, { headers: session })
          ).json()) as RunView,
        (view) => ['completed', 'failed', 'stopped'].includes(view.status),
      );
    const referenceMs = performance.now() - referenceStart;

    const batchStart = performance.now();
    const products = Array.from({ length: PRODUCTS }, (_, i) => ({
      sku: `SKU-${String(i + 1).padStart(3, '0')}`,
      backgroundId: BACKGROUND,
      hasBack: false,
      hasSide: false,
    }));
    const created = await fetch(`${base}/api/v1/batches`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ products }),
    });
    if (created.status !== 201)
      throw new Error(`create answered ${created.status}: ${await created.text()}`);
    const batch = (await created.json()) as BatchView;
    for (const item of batch.items) {
      const res = await fetch(`${base}/api/v1/batches/${batch.id}/items/${item.id}/photos`, {
        method: 'PUT',
        headers: bearer,
        body: form(),
      });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    }
    const ended = await until(
      async () =>
        (await (
          await fetch(`${base}/api/v1/batches/${batch.id}`, { headers: bearer })
        ).json()) as BatchView,
      (view) => view.status === 'completed' || view.status === 'stopped',
    );
    const batchMs = performance.now() - batchStart;
    if (ended.counts.done !== PRODUCTS)
      throw new Error(`only ${ended.counts.done} of ${PRODUCTS} products completed`);
    const generationPeakRss = peakRss;
    const zipStart = performance.now();
    // Counted as it streams: the client holds no more of the zip than the server sends at once.
    const zipRes = await fetch(`${base}/api/v1/batches/${batch.id}/zip`, { headers: bearer });
    let zipBytes = 0;
    const reader = zipRes.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read())
      zipBytes += part.value.byteLength;
    const zipMs = performance.now() - zipStart;

    const perMinute = (count: number, ms: number) => (count / ms) * 60_000;
    const referenceRate = perMinute(REFERENCE_RUNS, referenceMs);
    const batchRate = perMinute(PRODUCTS, batchMs);
    const lines = [
      '## Batch through the public API (`npm run bench:batch`)',
      '',
      `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 1024 ** 3)} GB, load average ${os.loadavg()[0]!.toFixed(1)}; studio engine at HD, RUN_WORKERS ${env.RUN_WORKERS}, embedded PGlite.`,
      '',
      '| what | products | time | catalogues per minute | ratio to the reference |',
      '| --- | --- | --- | --- | --- |',
      `| single catalogues through POST /api/runs (reference) | ${REFERENCE_RUNS} | ${(referenceMs / 1000).toFixed(1)} s | ${referenceRate.toFixed(1)} | 1.00 |`,
      `| one batch through /api/v1/batches (create, ${PRODUCTS} photo uploads, poll to the end) | ${PRODUCTS} | ${(batchMs / 1000).toFixed(1)} s | ${batchRate.toFixed(1)} | ${(batchRate / referenceRate).toFixed(2)} |`,
      '',
      `The batch's zip (${PRODUCTS} folders of 5 PNGs and manifest.csv): ${(zipBytes / 1024 ** 2).toFixed(0)} MB streamed in ${(zipMs / 1000).toFixed(1)} s. Peak RSS of the process (server and this client): ${Math.round(generationPeakRss / 1024 ** 2)} MB while the batch was made, ${Math.round(peakRss / 1024 ** 2)} MB with the zip.`,
    ];
    console.log(lines.join('\n'));
    if (!quick) await writeBenchSection('bench-batch', lines);
  } finally {
    clearInterval(sampler);
    server.close();
    await generation.stop().catch(() => {});
    await database.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

await main();
