/**
 * `npm run backup` and `npm run restore` as an operator runs them (decision 192), as processes
 * on an embedded database under DATA_DIR: restore into an empty DATA_DIR, back that up again
 * with the same rows, and the refusals: a DATA_DIR that is not empty, a database that is open.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, type BackupManifest } from '../src/server/backup/backup-manifest.js';
import { writeBackup } from '../src/server/backup/write-backup.js';
import { projectRoot } from '../src/server/lib/project-root.js';
import { insertUser } from './support/insert-user.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';

let db: TestDatabase;
let dir: string;
let backup: { folder: string; manifest: BackupManifest };

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-backup-commands-'));
  await insertUser(db.handle.db);
  await insertUser(db.handle.db);
  backup = await writeBackup({
    database: db.handle,
    storage: { kind: 'local', dir: path.join(dir, 'no-storage-yet') },
    into: path.join(dir, 'first'),
  });
}, 60_000);
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs a command's script as npm would (tsx), with only DATA_DIR set; answers code and output. */
async function run(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.S3_BUCKET;
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', `src/server/backup/${script}-cli.ts`, ...args],
      { cwd: projectRoot, env },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run backup and npm run restore', () => {
  it(
    'restores into an empty DATA_DIR, backs it up with the same rows, and refuses what is not safe',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(dir, 'data');
      const restored = await run('restore', [backup.folder], dataDir);
      expect(restored.output).toContain(`Restored the backup of ${backup.manifest.createdAt}`);
      expect(restored.code).toBe(0);

      const again = await run('restore', [backup.folder], dataDir);
      expect(again.code).toBe(1);
      expect(again.output).toContain(
        `The data folder ${path.join(dataDir, 'pg')} is not empty: restore only into an empty DATA_DIR.`,
      );

      const into = path.join(dir, 'second');
      const backedUp = await run('backup', [into], dataDir);
      expect(backedUp.code).toBe(0);
      const [name] = await readdir(into);
      expect(backedUp.output).toContain(`Backup written to ${path.join(into, name!)}`);
      const second = await readManifest(path.join(into, name!));
      const rowsOf = (manifest: BackupManifest) =>
        Object.fromEntries(manifest.database.tables.map((t) => [t.name, t.rows]));
      expect(rowsOf(second)).toEqual(rowsOf(backup.manifest));
      expect(rowsOf(second)['"public"."user"']).toBeGreaterThanOrEqual(2);

      // A running app holds the embedded database (PGlite writes postmaster.pid while open).
      await writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), '');
      const refused = await run('backup', [into], dataDir);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        'is open in a running app. Stop the app, run npm run backup',
      );
      expect(await readdir(into)).toEqual([name]);
    },
  );
});
