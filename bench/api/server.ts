/**
 * The server that `npm run bench:api` measures: src/server/main.ts itself, in its own process,
 * started as production starts it (NODE_ENV=production, LOG_LEVEL=info, its logs to a file),
 * after bench/api/seed.ts has filled its database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { projectRoot } from '../../src/server/lib/project-root.js';

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

const tsx = ['--import', 'tsx'];

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = (probe.address() as { port: number }).port;
  probe.close();
  return port;
}

/** Runs bench/api/seed.ts with the server's env; answers what it printed. */
export async function seed(env: NodeJS.ProcessEnv): Promise<{ cookie: string; runId: string }> {
  const child = spawn(process.execPath, [...tsx, path.join(projectRoot, 'bench/api/seed.ts')], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`seeding failed (exit ${code})`);
  const last = output.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as { cookie: string; runId: string };
}

/** main.ts from source (through tsx), or the build `npm start` runs (dist/node/server/main.js). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  logFile: string,
  entry: 'source' | 'built' = 'source',
): Promise<BenchServer> {
  const port = await freePort();
  const log = openSync(logFile, 'a');
  // BENCH_SERVER_NODE_ARGS: Node flags for the server alone, e.g. '--cpu-prof' to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args =
    entry === 'built'
      ? [path.join(projectRoot, 'dist/node/server/main.js')]
      : [...tsx, path.join(projectRoot, 'src/server/main.ts')];
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: projectRoot,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}); see ${logFile}`);
    const ok = await fetch(`${base}/api/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    process: child,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
