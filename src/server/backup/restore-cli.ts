/**
 * `npm run restore -- <backup folder>`: brings a backup written by `npm run backup` into the
 * app's empty database (a new PGlite under DATA_DIR, or an empty DATABASE_URL) and its empty
 * storage folder; refuses a target that is not empty. Decision 192.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env.js';
import { storageDriverOf } from '../config/storage-env.js';
import { openDatabase } from '../db/client.js';
import { createStorage } from '../providers/storage/create-storage.js';
import { BackupError } from './backup-manifest.js';
import { restoreBackup } from './restore-backup.js';
import { runCli } from './run-cli.js';

await runCli(async () => {
  const { positionals } = parseArgs({ allowPositionals: true });
  if (!positionals[0]) throw new BackupError('Usage: npm run restore -- <backup folder>');
  const from = path.resolve(positionals[0]);
  const env = loadEnv();
  if (!env.DATABASE_URL && existsSync(env.paths.pglite)) {
    if ((await readdir(env.paths.pglite)).length > 0) {
      throw new BackupError(
        `The data folder ${env.paths.pglite} is not empty: restore only into an empty DATA_DIR.`,
      );
    }
  }
  const s3 = storageDriverOf(env) === 's3';
  const database = await openDatabase({
    url: env.DATABASE_URL,
    ownerUrl: env.DATABASE_OWNER_URL,
    pgliteDir: env.paths.pglite,
  });
  try {
    const manifest = await restoreBackup({
      from,
      database,
      storageDir: s3 ? null : env.paths.storage,
      uploadTo: s3 ? createStorage(env) : undefined,
    });
    console.log(`Restored the backup of ${manifest.createdAt} from ${from}`);
    if (manifest.storage.kind === 'local') {
      const where = s3 ? `the S3 bucket ${env.S3_BUCKET}` : env.paths.storage;
      console.log(`  images: ${manifest.storage.files} files into ${where}`);
    } else {
      console.log(
        `  images: the backup did not copy them; they are in the S3 bucket ${manifest.storage.bucket}.`,
      );
    }
    console.log('Start the app: it migrates the database to its own version.');
  } finally {
    await database.close();
  }
});
