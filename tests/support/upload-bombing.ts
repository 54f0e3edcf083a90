/**
 * Pixel bombs sent to a server process over real HTTP, and the process's memory read from /proc
 * (Linux): VmHWM is the peak resident size since the process started, VmRSS the size now. The
 * process test (tests/processes/upload-bombs.db.test.ts) and `npm run bench:uploads` share it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startAppProcess, waitForHealth, type AppProcess } from './app-process.js';
import { decompressionBombPng, type BadImage } from './bad-images.js';
import { createProcessDatabase, type ProcessDatabase } from './process-database.js';
import { signUpOverHttp } from './run-client.js';

export interface ProcessMemory {
  /** Peak resident memory since the process started, MB. */
  peakMb: number;
  /** Resident memory now, MB. */
  nowMb: number;
}

export function processMemory(pid: number): ProcessMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN) / 1024);
  return { peakMb: mb('VmHWM'), nowMb: mb('VmRSS') };
}

/** The largest photo the server decodes: 7000x7000 (49 MP, under the 50 MP limit), ~50 kB. */
export const largestAllowedPng = () => decompressionBombPng(7000, 7000);

/** A server process (no run workers) on its own data folder, with one signed-up user. */
export async function startBombedServer(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `vastra-${name}-`));
  let database: ProcessDatabase | undefined;
  if (process.env.TEST_DATABASE_URL) database = await createProcessDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: AppProcess = startAppProcess('server', {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    WEB_DIST_DIR: 'no-web-build-needed',
    BETTER_AUTH_SECRET: 'upload-bomb-secret-that-is-long-enough-0123456789',
    AUTH_RATE_LIMIT_MAX: '1000',
    RUN_WORKERS: '0',
    LOG_LEVEL: 'warn',
    // The embedded database unless the suite runs on PostgreSQL.
    DATABASE_URL: database?.url ?? '',
    ...(database ? { DATABASE_OWNER_URL: database.ownerUrl } : {}),
  });
  await waitForHealth(server, baseUrl, 120_000);
  const user = await signUpOverHttp(baseUrl, dataDir);
  return {
    server,
    baseUrl,
    user,
    database: database ? 'PostgreSQL' : 'PGlite',
    memory: () => processMemory(server.child.pid!),
    async close() {
      await server.stop();
      await database?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type BombedServer = Awaited<ReturnType<typeof startBombedServer>>;

/** One upload of `file` as the run form's front photo, or as the avatar. */
export async function uploadOnce(
  target: BombedServer,
  route: 'run' | 'avatar',
  file: Pick<BadImage, 'bytes' | 'filename' | 'type'>,
): Promise<number> {
  const form = new FormData();
  const blob = new Blob([new Uint8Array(file.bytes)], { type: file.type });
  if (route === 'run') {
    form.append('front', blob, file.filename);
    form.append('backgroundId', 'clean-white-studio');
    form.append('clientRequestId', crypto.randomUUID());
  } else {
    form.append('avatar', blob, file.filename);
  }
  const response = await fetch(
    `${target.baseUrl}${route === 'run' ? '/api/runs' : '/api/account/avatar'}`,
    { method: 'POST', headers: target.user.headers, body: form },
  );
  await response.arrayBuffer();
  return response.status;
}

/**
 * Every file to both routes, `concurrency` uploads in flight at once, `rounds` times over;
 * answers the statuses seen, by file label.
 */
export async function bombard(
  target: BombedServer,
  files: Pick<BadImage, 'label' | 'bytes' | 'filename' | 'type'>[],
  options: { concurrency: number; rounds: number },
): Promise<Map<string, Set<number>>> {
  const jobs: { file: (typeof files)[number]; route: 'run' | 'avatar' }[] = [];
  for (let round = 0; round < options.rounds; round++)
    for (const file of files)
      for (const route of ['run', 'avatar'] as const) jobs.push({ file, route });
  const statuses = new Map<string, Set<number>>();
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const { file, route } = jobs[next++]!;
      const status = await uploadOnce(target, route, file);
      const key = `${route}: ${file.label}`;
      statuses.set(key, (statuses.get(key) ?? new Set()).add(status));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, lane));
  return statuses;
}
