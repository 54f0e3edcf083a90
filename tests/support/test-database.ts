/**
 * A fresh, migrated database for one test file: a PGlite loaded from the run's dump, or a
 * PostgreSQL database cloned from the run's template when TEST_DATABASE_URL is set.
 */
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import type { UnscopedWork } from '../../src/server/db/scoped-postgres.js';
import {
  asAppRole,
  postgresAdminUrl,
  testDatabaseName,
  withDatabaseName,
} from './postgres-urls.js';

export interface TestDatabase {
  handle: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * On PostgreSQL the app connects as the app role, bound by row-level security. A test's own
 * fixture statements (no request, no job around them) run as the system unless `unscoped` is
 * 'deny', which the row-level security test uses to see what an unscoped statement gets.
 */
export async function createTestDatabase(
  options: { unscoped?: UnscopedWork } = {},
): Promise<TestDatabase> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = inject('testDbTemplate');
  if (pgUrl && template) {
    const name = testDatabaseName(pgUrl);
    const admin = await openDatabase({ url: postgresAdminUrl(pgUrl) });
    if (admin.kind !== 'postgres') throw new Error('unreachable');
    await admin.sql.unsafe(`create database "${name}" template "${template}"`);
    const owner = withDatabaseName(pgUrl, name);
    const handle = await openDatabase({
      url: asAppRole(owner),
      ownerUrl: owner,
      unscoped: options.unscoped ?? 'system',
    });
    return {
      handle,
      async close() {
        await handle.close();
        await admin.sql.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.close();
      },
    };
  }
  const dump = await readFile(inject('testDbDump'));
  const handle = await openDatabase({
    pgliteDir: 'memory://',
    pgliteLoadDataDir: new Blob([dump]),
  });
  return { handle, close: () => handle.close() };
}
