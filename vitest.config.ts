import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { SlowFilesFirst } from './tests/support/slow-files-first';

/**
 * Files that change what the next file in the same worker would see (a module mocked, a
 * listener left on the process) or that measure the process itself: they keep a fresh module
 * graph each. Every other file shares its worker's modules (decision 259); fake timers are fine
 * where `afterEach` restores them.
 */
const needsIsolation = [
  'src/server/engines/colour/palette-after-requests.test.ts',
  // Measures the process's memory: another file's leftover work in the same worker moves it.
  'src/server/engines/idle-memory-release.test.ts',
  'src/server/modules/generation/garment-uploads.test.ts',
  'src/web/features/generation/run-event-toasts.test.ts',
];

/**
 * Database files whose subject is not the database (request headers, image files, a vendor's
 * faults, translated texts), and which send PostgreSQL no statement that the other database
 * files do not send too (every statement logged with log_statement = 'all', 2026-12-03): the
 * PostgreSQL stage would prove nothing new with them (decision 277). They run on PGlite in the
 * unit stage. A file that sends a statement of its own stays (smtp-mail: the claim given back
 * after a refused email).
 */
const sameStatementsOnPostgres = [
  'tests/hindi-server.db.test.ts',
  'tests/listing-sheets.db.test.ts',
  'tests/loopback-origins.db.test.ts',
  'tests/marketplace-exports.db.test.ts',
  'tests/open-redirects.db.test.ts',
  'tests/processes/remote-engine-faults.db.test.ts',
  'tests/provenance-downloads.db.test.ts',
  'tests/security/bad-uploads.db.test.ts',
  'tests/security/cookie-flags.db.test.ts',
  'tests/security/csrf.db.test.ts',
];

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/web'),
  '@core': path.resolve(import.meta.dirname, 'src/core'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one file at a time less than the cores: on a 2-core machine (CI) that
    // is one file at a time, while much of a file's time is spent waiting (on its database, a
    // fake vendor's deadline, a child process). One more file than cores fills that waiting:
    // on 2 cores the unit stage took 299 s against 342 s with two, PostgreSQL's 232 s against
    // 285 s (decisions 206, 277).
    maxWorkers: os.availableParallelism() + 1,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: needsIsolation,
          // Each file importing the app afresh cost more than its tests (decision 259).
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: needsIsolation,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The web's components in a DOM (Testing Library): no database, so no global setup.
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.tsx'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        // The database tests alone, run again against PostgreSQL when TEST_DATABASE_URL is set.
        resolve: { alias },
        test: {
          name: 'db',
          environment: 'node',
          include: ['src/**/*.db.test.ts', 'tests/**/*.db.test.ts'],
          exclude: sameStatementsOnPostgres,
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
