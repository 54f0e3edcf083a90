/**
 * What each test of several processes starts from: its own PostgreSQL database, the fake
 * Gemini vendor answering after a delay, a drawn garment photo, a data folder, and a server
 * process on all of them, without workers (RUN_WORKERS=0) unless `serverEnv` says otherwise.
 * Worker processes are started by the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startGeminiFake } from '../fakes/gemini-fake.js';
import {
  freePort,
  scaleOutEnv,
  startAppProcess,
  stopAllAppProcesses,
  waitForHealth,
} from './app-process.js';
import { drawGarmentPhoto } from './garments.js';
import { createProcessDatabase } from './process-database.js';

export async function startProcessFixture(options: {
  name: string;
  /** How long the fake vendor takes per shot. */
  latencyMs: number;
  /** Added to the environment of the server and of the workers the test starts. */
  env?: NodeJS.ProcessEnv;
  /** Added to the server's alone (e.g. RUN_WORKERS, so the server works on runs too). */
  serverEnv?: NodeJS.ProcessEnv;
}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vastra-${options.name}-`));
  const [db, gemini, frontPhoto] = await Promise.all([
    createProcessDatabase(),
    startGeminiFake(),
    drawGarmentPhoto(
      { kind: 'kurta', color: '#b8185a', pattern: 'buti', accent: '#e9a21b' },
      { color: '#f4f1ec' },
      { width: 600, height: 750 },
    ).then((g) => g.photo),
  ]);
  gemini.latencyMs = options.latencyMs;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...scaleOutEnv({
      databaseUrl: db.url,
      databaseOwnerUrl: db.ownerUrl,
      dataDir,
      port,
      geminiUrl: gemini.url,
    }),
    ...options.env,
  };
  const server = startAppProcess('server', { ...env, RUN_WORKERS: '0', ...options.serverEnv });
  await waitForHealth(server, baseUrl);
  return {
    db,
    gemini,
    frontPhoto,
    dataDir,
    baseUrl,
    env,
    server,
    /** Images asked of the vendor so far. */
    generateCalls: () =>
      gemini.requests.filter((request) => request.path.endsWith(':generateContent')).length,
    async close() {
      await stopAllAppProcesses();
      await gemini.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type ProcessFixture = Awaited<ReturnType<typeof startProcessFixture>>;
