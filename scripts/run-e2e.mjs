#!/usr/bin/env node
// Runs the browser tests: finds a Chromium, builds the app, starts it on a fresh data folder
// and runs Playwright. With no browser it skips with a hint, except under CI=true.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);
const systemChromium = candidates.find((candidate) => existsSync(candidate));

function playwrightHasOwnBrowser() {
  try {
    const probe = spawnSync(
      process.execPath,
      ['-e', "console.log(require('playwright-core').chromium.executablePath())"],
      {
        encoding: 'utf8',
      },
    );
    const found = probe.stdout.trim();
    return found !== '' && existsSync(found);
  } catch {
    return false;
  }
}

if (!systemChromium && !playwrightHasOwnBrowser()) {
  const hint =
    'No Chromium found: install one with `sudo apt-get install -y chromium` or set CHROMIUM_PATH.';
  if (process.env.CI === 'true') {
    console.error(`Browser tests cannot run. ${hint}`);
    process.exit(1);
  }
  console.log(`Browser tests skipped. ${hint}`);
  console.log('0 passed, 0 failed, 1 skipped');
  process.exit(0);
}

/**
 * Runs a step in its own process group and waits for it. A stop of this script (Ctrl-C, a CI's
 * SIGTERM) is passed on as SIGINT, on which Playwright stops its test servers before it exits;
 * a step still there 15 s later is killed with its group. Before, a killed run left the app
 * servers running, holding their ports for the next run.
 */
let current = null;
function forwardStop(signal) {
  if (!current) process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  const group = -current.pid;
  try {
    process.kill(group, 'SIGINT');
  } catch {
    return;
  }
  setTimeout(() => {
    try {
      process.kill(group, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 15_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forwardStop);

const run = async (command, args, env = {}) => {
  current = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  const [status] = await once(current, 'exit');
  current = null;
  if (status !== 0) process.exit(status ?? 1);
};

if (process.env.E2E_SKIP_BUILD !== '1') await run('npm', ['run', '--silent', 'build']);

const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'vastra-e2e-data');
rmSync(dataDir, { recursive: true, force: true });
// The second app's (on the Gemini engine's fake, playwright.config.ts).
rmSync(`${dataDir}-ai`, { recursive: true, force: true });
// Playwright starts the apps one after the other, and a new embedded database's initdb and
// migrations took over a minute on a busy 2-core machine: both start on a copy of one, made here.
await run(process.execPath, ['scripts/e2e-database.mjs', path.join(dataDir, 'pg')]);
cpSync(path.join(dataDir, 'pg'), path.join(`${dataDir}-ai`, 'pg'), { recursive: true });
await run('npx', ['playwright', 'test', ...process.argv.slice(2)], { E2E_DATA_DIR: dataDir });
