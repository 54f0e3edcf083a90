import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname, 'src/web'),
  '@core': path.resolve(import.meta.dirname, 'src/core'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
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
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
