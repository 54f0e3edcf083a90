/**
 * Which of the app's migrations a database has, and a migrations folder cut at that point, so
 * a restore builds exactly the schema the backup's rows were read from; the app's next start
 * migrates the rest (decision 192).
 */
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/client.js';
import { BackupError } from './backup-manifest.js';
import type { DatabaseSession } from './database-session.js';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

async function readJournal(): Promise<Journal> {
  return JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
}

/** The tags of the migrations applied, checked against this app's journal. */
export async function appliedMigrations(session: DatabaseSession): Promise<string[]> {
  const applied = await session.rows<{ created_at: string }>(
    'select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at',
  );
  const { entries } = await readJournal();
  return applied.map(({ created_at: when }, index) => {
    const entry = entries[index];
    if (!entry || String(entry.when) !== when) {
      throw new BackupError(
        `The database has a migration this version of the app does not know (number ${index + 1}).`,
      );
    }
    return entry.tag;
  });
}

/** A temporary migrations folder holding only the backup's migrations. */
export async function migrationsUpTo(tags: string[]): Promise<string> {
  const journal = await readJournal();
  const known = journal.entries.map((entry) => entry.tag);
  if (tags.some((tag, index) => known[index] !== tag)) {
    throw new BackupError(
      'This backup was written by a newer version of the app (or a different one): restore it with the version that wrote it.',
    );
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'vastra-restore-migrations-'));
  await mkdir(path.join(folder, 'meta'));
  for (const tag of tags) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  await writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, tags.length) }),
  );
  return folder;
}
