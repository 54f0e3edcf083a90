/**
 * A test file's own PostgreSQL database (cloned from the run's migrated template) with the URL
 * to hand to child processes as DATABASE_URL. Only with TEST_DATABASE_URL: an embedded PGlite
 * cannot be shared between processes.
 */
import postgres from 'postgres';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface ProcessDatabase extends TestDatabase {
  /** The app role's URL (DATABASE_URL) and the owner's (DATABASE_OWNER_URL): decision 170. */
  url: string;
  ownerUrl: string;
  /** Plain SQL on the same database as its owner, for looking at what the processes did. */
  sql: postgres.Sql;
}

export async function createProcessDatabase(): Promise<ProcessDatabase> {
  const database = await createTestDatabase();
  if (database.handle.kind !== 'postgres') {
    await database.close();
    throw new Error('tests of several processes need PostgreSQL: set TEST_DATABASE_URL');
  }
  const sql = postgres(database.handle.ownerUrl, { max: 2, onnotice: () => {} });
  return {
    ...database,
    url: database.handle.url,
    ownerUrl: database.handle.ownerUrl,
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await database.close();
    },
  };
}
