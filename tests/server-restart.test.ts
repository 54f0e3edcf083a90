/**
 * The real server process on an embedded PGlite: data written before Ctrl-C (SIGINT) is
 * there after a restart, and the process reports a clean stop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/app-process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vastra-restart-'));
// Asked of the OS: two test files run at once (decision 206), each may start a server.
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: 'no-web-build-needed',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

describe('server process on PGlite', () => {
  it('keeps its data across Ctrl-C and a restart', { timeout: 120_000 }, async () => {
    const first = startServer();
    await waitForHealth();
    const email = `restart-${Date.now()}@example.test`;
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'restart-secret' }),
    });
    expect(signUp.status).toBe(200);
    expect(await stop(first.child)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const second = startServer();
    await waitForHealth();
    // The account exists: signing up again with the same email is refused as a duplicate.
    const again = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email, password: 'restart-secret' }),
    });
    expect(again.status).toBe(422);
    expect(await stop(second.child)).toBe(0);
    expect(second.output()).toContain('stopped cleanly');
  });
});
