/**
 * A backup's image folder into a bucket, for a restore onto an app that stores files in S3:
 * each file's path under the folder is its storage key. A bucket that already holds any of the
 * keys is refused before anything is written.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import { BackupError } from './backup-manifest.js';

export type UploadTarget = Pick<StorageProvider, 'kind' | 'put' | 'exists'>;

async function keysIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((relative) => relative.split(path.sep).join('/'))
    .sort();
}

export async function refuseTakenKeys(folder: string, target: UploadTarget): Promise<void> {
  for (const key of await keysIn(folder)) {
    if (await target.exists(key)) {
      throw new BackupError(
        `The ${target.kind} storage already holds ${key}: restore only into an empty bucket.`,
      );
    }
  }
}

/** Uploads every file; answers how many. */
export async function uploadImages(folder: string, target: UploadTarget): Promise<number> {
  const keys = await keysIn(folder);
  for (const key of keys) await target.put(key, await readFile(path.join(folder, key)));
  return keys.length;
}
