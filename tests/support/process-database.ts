/**
 * A test file's own PostgreSQL database (cloned from the run's migrated template) with the URL
 * to hand to child processes as DATABASE_URL. Only with TEST_DATABASE_URL: an embedded PGlite
 * cannot be shared between processes.
 */
import type postgres from 'postgres';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface ProcessDatabase extends TestDatabase {
  url: string;
  /** Plain SQL on the same database, for looking at what the processes did. */
  sql: postgres.Sql;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const database = await createTestDatabase();
  if (database.handle.kind !== 'postgres') {
    await database.close();
    throw new Error('tests of several processes need PostgreSQL: set TEST_DATABASE_URL');
  }
  return { ...database, url: database.handle.url, sql: database.handle.sql };
}
