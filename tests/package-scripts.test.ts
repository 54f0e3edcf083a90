/**
 * The README's commands run what the build makes: `npm start` and `npm run worker` must name
 * files that tsc emits from src/ into tsconfig.server.json's outDir.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALLOCATOR_SETTINGS,
  missingAllocatorSettings,
} from '../src/server/lib/allocator-settings.js';

const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const { scripts } = readJson('package.json') as { scripts: Record<string, string> };
const { compilerOptions } = readJson('tsconfig.server.json') as {
  compilerOptions: { outDir: string; rootDir: string };
};

/** The source file that tsc compiles to `built` (a path under outDir). */
function sourceOf(built: string): string {
  const relative = path.relative(compilerOptions.outDir, built);
  expect(relative.startsWith('..'), `${built} is outside ${compilerOptions.outDir}`).toBe(false);
  return path.join(root, compilerOptions.rootDir, relative.replace(/\.js$/, '.ts'));
}

describe('package scripts', () => {
  it.each(['start', 'worker'])('npm run %s starts a file the server build emits', (name) => {
    const built = scripts[name]?.match(/node [^&]*?(dist\/\S+\.js)/)?.[1];
    expect(built, scripts[name]).toBeDefined();
    expect(existsSync(sourceOf(built!)), `${built} has no source`).toBe(true);
  });

  it.each(['start', 'worker'])(
    'npm run %s starts the process with the allocator settings (decision 118)',
    (name) => {
      const command = scripts[name]!.split('&&').at(-1)!.trim();
      const assignments = command.slice(0, command.indexOf('node ')).trim().split(/\s+/);
      const given = Object.fromEntries(assignments.map((pair) => pair.split('=')));
      expect(given).toEqual(ALLOCATOR_SETTINGS);
    },
  );

  it('a process started without them is told so on Linux only', () => {
    expect(missingAllocatorSettings({}, 'linux')).toEqual(Object.keys(ALLOCATOR_SETTINGS));
    expect(missingAllocatorSettings({ ...ALLOCATOR_SETTINGS }, 'linux')).toEqual([]);
    expect(missingAllocatorSettings({}, 'darwin')).toEqual([]);
  });
});
