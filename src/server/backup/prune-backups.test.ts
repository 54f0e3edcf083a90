import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, BACKUP_VERSION, MANIFEST_FILE } from './backup-manifest.js';
import { pruneBackups } from './prune-backups.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-prune-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

async function backupOf(createdAt: string, suffix = ''): Promise<string> {
  const name = `vastra-backup-${createdAt.replace(/[:.]/g, '-')}${suffix}`;
  await mkdir(path.join(dir, name));
  const manifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    database: { kind: 'pglite', migrations: [], tables: [], sequences: [] },
    storage: { kind: 'local', folder: 'storage', files: 0 },
  };
  if (!suffix) await writeFile(path.join(dir, name, MANIFEST_FILE), JSON.stringify(manifest));
  return name;
}

describe('pruneBackups', () => {
  it('deletes backups older than the kept days and cut-short ones, and nothing else', async () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const old = await backupOf('2026-08-28T02:59:00Z'); // 91 days and a minute before
    const kept = await backupOf('2026-08-29T03:00:00Z'); // 90 days before
    const partial = await backupOf('2026-11-27T02:00:00Z', '.partial');
    await mkdir(path.join(dir, 'notes'));

    const removed = await pruneBackups(dir, 90, now);
    expect(removed.map((folder) => path.basename(folder)).sort()).toEqual([old, partial].sort());
    expect((await readdir(dir)).sort()).toEqual([kept, 'notes'].sort());
  });
});
