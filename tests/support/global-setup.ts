/**
 * Builds one migrated database per test run (Epic Stack): a PGlite dump that every test file
 * loads, or, with TEST_DATABASE_URL, a PostgreSQL template database every file clones.
 * Opening and migrating a fresh PGlite costs seconds; loading a dump is much cheaper.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../../src/server/db/client.js';
import {
  asAppRole,
  CREATE_APP_ROLE,
  postgresAdminUrl,
  templateDatabaseName,
  withDatabaseName,
} from './postgres-urls.js';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-test-db-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  let template: string | undefined;

  if (pgUrl) {
    template = templateDatabaseName(pgUrl);
    const admin = await openDatabase({ url: postgresAdminUrl(pgUrl) });
    if (admin.kind !== 'postgres') throw new Error('unreachable');
    await admin.sql.unsafe(`drop database if exists "${template}" with (force)`);
    await admin.sql.unsafe(`create database "${template}"`);
    await admin.sql.unsafe(CREATE_APP_ROLE);
    await admin.close();
    // Migrated by the owner, which grants the app role its rights (copied into every clone).
    const owner = withDatabaseName(pgUrl, template);
    const handle = await openDatabase({ url: asAppRole(owner), ownerUrl: owner });
    await migrateDatabase(handle);
    await handle.close();
  } else {
    const handle = await openDatabase({ url: undefined, pgliteDir: 'memory://' });
    await migrateDatabase(handle);
    if (handle.kind !== 'pglite') throw new Error('unreachable');
    await dropTemplateDatabases(handle.pglite);
    const dump = await handle.pglite.dumpDataDir('none');
    await writeFile(path.join(dir, 'migrated.tar'), Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('testDbDump', path.join(dir, 'migrated.tar'));
  project.provide('testDbTemplate', template ?? '');

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (pgUrl && template) {
      const admin = await openDatabase({ url: postgresAdminUrl(pgUrl) });
      if (admin.kind === 'postgres') {
        await admin.sql.unsafe(`drop database if exists "${template}" with (force)`);
      }
      await admin.close();
    }
  };
}

/**
 * The app's database is `postgres`; template0 and template1 are only read by CREATE DATABASE,
 * which no PGlite test runs. They are half the dump's files, and each file loads the dump file
 * by file, so without them a test file's database opens in about 40% less time (decision 206).
 */
async function dropTemplateDatabases(pglite: PGlite): Promise<void> {
  for (const name of ['template0', 'template1']) {
    // One statement each: DROP DATABASE cannot run in a multi-statement string's transaction.
    await pglite.exec(`alter database ${name} is_template false`);
    await pglite.exec(`drop database ${name}`);
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDbDump: string;
    testDbTemplate: string;
  }
}
