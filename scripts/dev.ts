/**
 * `npm run dev`: the API server (restarting on change) on API_PORT and Vite with hot reload
 * on PORT, which proxies /api (and its WebSockets) to the API. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { ALLOCATOR_SETTINGS } from '../src/server/lib/allocator-settings.js';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) shutdown(code);
  });
  children.push(child);
}

function shutdown(code = 0) {
  for (const child of children) if (!child.killed) child.kill('SIGINT');
  setTimeout(() => process.exit(code), 500).unref();
}

start('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
  ...ALLOCATOR_SETTINGS,
  PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
});
start('npx', ['vite', '--port', port, '--strictPort'], { API_PORT: apiPort });

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
