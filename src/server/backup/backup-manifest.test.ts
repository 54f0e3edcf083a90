import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BackupError, MANIFEST_FILE, readManifest } from './backup-manifest.js';

const dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-manifest-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('readManifest', () => {
  it('says plainly when a folder is not a backup, or its manifest is not one it reads', async () => {
    await expect(readManifest(dir)).rejects.toThrow(
      new BackupError(`${dir} is not a backup: it has no ${MANIFEST_FILE}.`),
    );
    for (const [name, text] of [
      ['broken', '{"format": "vastra-backup",'],
      ['other', JSON.stringify({ format: 'vastra-backup', version: 99 })],
    ]) {
      const folder = path.join(dir, name!);
      await mkdir(folder);
      await writeFile(path.join(folder, MANIFEST_FILE), text!);
      await expect(readManifest(folder)).rejects.toThrow(
        `${path.join(folder, MANIFEST_FILE)} is not a backup manifest this version reads.`,
      );
    }
  });
});
