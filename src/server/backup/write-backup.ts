/**
 * Writes one backup folder (decision 192): the database's rows from one snapshot, then the
 * stored images. The folder is built under a `.partial` name and renamed when complete, so a
 * backup cut short is never taken for a good one.
 */
import { cp, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client.js';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  MANIFEST_FILE,
  type BackupManifest,
} from './backup-manifest.js';
import { inTransaction } from './database-session.js';
import { readTables } from './database-tables.js';
import { appliedMigrations } from './migration-level.js';
import { countLines } from './count-lines.js';

export type BackupStorage = { kind: 'local'; dir: string } | { kind: 's3'; bucket: string };

export interface WriteBackupOptions {
  database: DatabaseHandle;
  storage: BackupStorage;
  /** The folder that receives the backup's own folder. */
  into: string;
  now?: Date;
}

export async function writeBackup(options: WriteBackupOptions): Promise<{
  folder: string;
  manifest: BackupManifest;
}> {
  const createdAt = options.now ?? new Date();
  const folder = path.join(
    path.resolve(options.into),
    `vastra-backup-${createdAt.toISOString().replace(/[:.]/g, '-')}`,
  );
  const partial = `${folder}.partial`;
  await mkdir(path.join(partial, 'database'), { recursive: true });

  const database = await inTransaction(options.database, 'snapshot', async (session) => {
    const migrations = await appliedMigrations(session);
    const tables = [];
    for (const [index, table] of (await readTables(session)).entries()) {
      const file = `database/${String(index).padStart(3, '0')}.copy`;
      await session.copyOut(
        `select ${table.columns.join(', ')} from ${table.name}`,
        path.join(partial, file),
      );
      tables.push({ ...table, file, rows: await countLines(path.join(partial, file)) });
    }
    // Sequences are not transactional: a value read here may be ahead of the snapshot's rows,
    // which only leaves a gap.
    const sequences = await session.rows<{ name: string; value: string }>(`
      select format('%I.%I', schemaname, sequencename) as name, last_value::text as value
      from pg_sequences where schemaname = 'public' and last_value is not null`);
    return { kind: options.database.kind, migrations, tables, sequences };
  });

  // After the snapshot: every image its rows name was written before those rows committed
  // (files first, then the row), so it is here; images written since are harmless extras.
  const storage: BackupManifest['storage'] =
    options.storage.kind === 's3'
      ? { kind: 's3', bucket: options.storage.bucket }
      : {
          kind: 'local',
          folder: 'storage',
          files: await copyStorage(options.storage.dir, partial),
        };

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: createdAt.toISOString(),
    database,
    storage,
  };
  await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, folder);
  return { folder, manifest };
}

async function copyStorage(dir: string, partial: string): Promise<number> {
  const target = path.join(partial, 'storage');
  await mkdir(target);
  if (!existsSync(dir)) return 0;
  // A half-written file's temporary twin (local-disk-storage.ts) is left out.
  await cp(dir, target, { recursive: true, filter: (source) => !source.endsWith('.tmp') });
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).length;
}
