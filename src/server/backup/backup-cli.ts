/**
 * `npm run backup -- [folder] [--keep-days N]`: writes one backup of the app's database
 * (PGlite under DATA_DIR, or DATABASE_URL) and its stored images into `folder` (default
 * ./backups), then deletes backups there older than N days (default 90, the Privacy Policy's
 * promise). Decision 192.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.js';
import { storageDriverOf } from '../config/storage-env.js';
import { openDatabase } from '../db/client.js';
import { BackupError } from './backup-manifest.js';
import { pruneBackups } from './prune-backups.js';
import { runCli } from './run-cli.js';
import { writeBackup } from './write-backup.js';

await runCli(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'keep-days': { type: 'string', default: '90' } },
  });
  const keepDays = Number(values['keep-days']);
  if (!Number.isInteger(keepDays) || keepDays < 1) {
    throw new BackupError('--keep-days must be a whole number of days, 1 or more.');
  }
  const into = path.resolve(positionals[0] ?? 'backups');
  const env = loadEnv();
  if (!env.DATABASE_URL) refusePgliteInUse(env.paths.pglite);

  const database = await openDatabase({
    url: env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    pgliteDir: env.paths.pglite,
  });
  try {
    await mkdir(into, { recursive: true });
    const storage =
      storageDriverOf(env) === 's3'
        ? ({ kind: 's3', bucket: env.S3_BUCKET ?? '' } as const)
        : ({ kind: 'local', dir: env.paths.storage } as const);
    const { folder, manifest } = await writeBackup({ database, storage, into });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(`Backup written to ${folder}`);
    console.log(
      `  database (${manifest.database.kind}): ${rows} rows in ${manifest.database.tables.length} tables`,
    );
    if (manifest.storage.kind === 'local') {
      console.log(`  images: ${manifest.storage.files} files`);
    } else {
      console.log(
        `  images: in the S3 bucket ${manifest.storage.bucket}, not copied; keep its versioning on (README, Backups).`,
      );
    }
    for (const removed of await pruneBackups(into, keepDays)) {
      console.log(`Deleted ${removed} (older than ${keepDays} days)`);
    }
  } finally {
    await database.close();
  }
});

/** The embedded database belongs to one process at a time: the app's, while it runs. */
function refusePgliteInUse(dir: string): void {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new BackupError(`There is no database at ${dir} (DATA_DIR) to back up.`);
  }
  if (existsSync(path.join(dir, 'postmaster.pid'))) {
    throw new BackupError(
      `The embedded database at ${dir} is open in a running app. Stop the app, run npm run backup, then start it again (or use PostgreSQL for backups while it runs).`,
    );
  }
}
