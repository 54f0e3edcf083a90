/**
 * The real server (`src/server/main.ts`) or worker (`src/server/worker.ts`) as a child process,
 * run through tsx as `npm run dev` does: start, wait until ready, stop with Ctrl-C or kill -9.
 * Every process started here is tracked, so `stopAllAppProcesses()` in afterAll ends them even
 * when a test failed half-way.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { projectRoot } from '../../src/server/lib/project-root.js';

export type AppProcessKind = 'server' | 'worker';

export interface AppProcess {
  kind: AppProcessKind;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far (pino JSON lines). */
  output(): string;
  /** Resolves when the output matches, rejects when the process exits first or time runs out. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** SIGINT (Ctrl-C), then SIGKILL if it has not exited after `graceMs`; the exit code or signal. */
  stop(graceMs?: number): Promise<number | NodeJS.Signals | null>;
  /** kill -9: no shutdown code runs. */
  kill(): Promise<void>;
}

const running = new Set<AppProcess>();

/** A port nothing listens on right now (the OS picks it), for PORT and PUBLIC_URL. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function exited(child: ChildProcess): Promise<number | NodeJS.Signals | null> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
}

export function startAppProcess(kind: AppProcessKind, env: NodeJS.ProcessEnv): AppProcess {
  const script = kind === 'server' ? 'src/server/main.ts' : 'src/server/worker.ts';
  let text = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: projectRoot,
    // No platform portrait unless asked, as in the run harness: these tests count vendor
    // requests per shot (decision 201).
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PLATFORM_PORTRAITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waiters = new Set<() => void>();
  const append = (chunk: Buffer) => {
    text += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exit = exited(child);

  const handle: AppProcess = {
    kind,
    child,
    output: () => text,
    waitForOutput(pattern, timeoutMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const done = (error?: Error) => {
          waiters.delete(check);
          clearTimeout(timer);
          if (error) reject(error);
          else resolve();
        };
        const check = () => {
          if (pattern.test(text)) done();
        };
        const timer = setTimeout(
          () =>
            done(
              new Error(
                `${kind}: no output matching ${pattern} within ${timeoutMs} ms:\n${text.slice(-4000)}`,
              ),
            ),
          timeoutMs,
        );
        waiters.add(check);
        void exit.then((code) => {
          if (waiters.has(check))
            done(
              new Error(
                `${kind} exited (${String(code)}) before printing ${pattern}:\n${text.slice(-4000)}`,
              ),
            );
        });
        check();
      });
    },
    async stop(graceMs = 15_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exit;
        clearTimeout(timer);
      }
      running.delete(handle);
      return exit;
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exit;
      running.delete(handle);
    },
  };
  running.add(handle);
  return handle;
}

/** Polls /api/health until the server answers 200. */
export async function waitForHealth(
  server: AppProcess,
  baseUrl: string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`server exited before it was healthy:\n${server.output().slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `server did not become healthy within ${timeoutMs} ms:\n${server.output().slice(-4000)}`,
  );
}

/** Ends every process still running: Ctrl-C first, kill -9 after a grace period. */
export async function stopAllAppProcesses(graceMs = 10_000): Promise<void> {
  await Promise.all([...running].map((process) => process.stop(graceMs)));
}

/**
 * What the server and worker processes of one scale-out setup share: the PostgreSQL database,
 * the data folder (local-disk storage must be the same for all), the auth secret, and the
 * Gemini engine pointed at a local fake.
 */
export function scaleOutEnv(options: {
  databaseUrl: string;
  databaseOwnerUrl?: string;
  dataDir: string;
  port: number;
  geminiUrl: string;
}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: options.databaseUrl,
    ...(options.databaseOwnerUrl ? { DATABASE_OWNER_URL: options.databaseOwnerUrl } : {}),
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    PUBLIC_URL: `http://127.0.0.1:${options.port}`,
    WEB_DIST_DIR: 'no-web-build-needed',
    BETTER_AUTH_SECRET: 'process-test-secret-that-is-long-enough-0123456789',
    AUTH_RATE_LIMIT_MAX: '1000',
    IMAGE_ENGINE: 'gemini',
    GEMINI_API_KEY: 'test-gemini-key',
    GEMINI_BASE_URL: options.geminiUrl,
  };
}
