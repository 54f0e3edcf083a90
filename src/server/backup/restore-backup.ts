/**
 * Brings a backup folder back into an empty database and an empty storage folder (decision
 * 192): the schema the backup was read from (its own migrations), then every table's rows in
 * one transaction, then the images. The app's next start migrates to its own version.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { migrateDatabase, type DatabaseHandle } from '../db/client.js';
import { BackupError, readManifest, type BackupManifest } from './backup-manifest.js';
import { inTransaction } from './database-session.js';
import { migrationsUpTo } from './migration-level.js';
import { refuseTakenKeys, uploadImages, type UploadTarget } from './upload-images.js';

export interface RestoreBackupOptions {
  from: string;
  database: DatabaseHandle;
  /** The local storage folder; null when files live in S3. */
  storageDir: string | null;
  /** With storageDir null: the bucket that receives the backup's image files, if any. */
  uploadTo?: UploadTarget;
}

export async function restoreBackup(options: RestoreBackupOptions): Promise<BackupManifest> {
  const manifest = await readManifest(options.from);
  if (options.storageDir && (await hasEntries(options.storageDir))) {
    throw new BackupError(
      `The storage folder ${options.storageDir} is not empty: restore only into an empty one.`,
    );
  }
  const images = path.join(
    options.from,
    manifest.storage.kind === 'local' ? manifest.storage.folder : 'storage',
  );
  const upload =
    manifest.storage.kind === 'local' && !options.storageDir ? options.uploadTo : undefined;
  if (upload) await refuseTakenKeys(images, upload);
  await refuseNonEmptyDatabase(options.database);

  const migrations = await migrationsUpTo(manifest.database.migrations);
  try {
    await migrateDatabase(options.database, migrations);
    await loadRows(options, manifest);
  } catch (error) {
    throw new BackupError(
      `The restore failed (${error instanceof Error ? error.message : String(error)}). The database now has the backup's tables but none of its rows: empty it (a new DATA_DIR, or drop and create the database) before trying again.`,
      { cause: error },
    );
  } finally {
    await rm(migrations, { recursive: true, force: true });
  }

  if (manifest.storage.kind === 'local' && options.storageDir) {
    await cp(images, options.storageDir, { recursive: true });
  } else if (upload) {
    await uploadImages(images, upload);
  }
  return manifest;
}

/** Every table's rows in one transaction, then the sequences. */
async function loadRows(options: RestoreBackupOptions, manifest: BackupManifest): Promise<void> {
  await inTransaction(options.database, 'restore', async (session) => {
    const { tables, sequences } = manifest.database;
    // COPY FROM refuses a table whose row-level security binds the owner; the owner lifts
    // FORCE for the load and puts it back, inside this transaction.
    for (const table of tables.filter((t) => t.forcesRowSecurity)) {
      await session.rows(`alter table ${table.name} no force row level security`);
    }
    for (const table of tables) {
      await session.copyIn(table.name, table.columns, path.join(options.from, table.file));
    }
    for (const table of tables.filter((t) => t.forcesRowSecurity)) {
      await session.rows(`alter table ${table.name} force row level security`);
    }
    for (const { name, value } of sequences) {
      await session.rows(`select setval('${name.replaceAll("'", "''")}', ${BigInt(value)}, true)`);
    }
  });
}

async function refuseNonEmptyDatabase(database: DatabaseHandle): Promise<void> {
  const tables = await inTransaction(database, 'snapshot', (session) =>
    session.rows<{ name: string }>(`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and (n.nspname = 'public' or n.nspname = 'drizzle')
      limit 5`),
  );
  if (tables.length > 0) {
    throw new BackupError(
      `The database is not empty (it has tables such as ${tables.map((t) => t.name).join(', ')}): restore only into an empty database.`,
    );
  }
}

async function hasEntries(dir: string): Promise<boolean> {
  return existsSync(dir) && (await readdir(dir)).length > 0;
}
