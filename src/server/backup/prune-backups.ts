/**
 * Deletes backups older than the kept number of days from a backup folder, so copies in backups
 * are gone within the period the Privacy Policy promises (90 days), and any `.partial` folder a
 * cut-short backup left behind.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { readManifest } from './backup-manifest.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function pruneBackups(
  into: string,
  keepDays: number,
  now = new Date(),
): Promise<string[]> {
  const removed: string[] = [];
  for (const entry of await readdir(into, { withFileTypes: true })) {
    if (!entry.isDirectory() || !entry.name.startsWith('vastra-backup-')) continue;
    const folder = path.join(into, entry.name);
    const old = entry.name.endsWith('.partial')
      ? true
      : now.getTime() - Date.parse((await readManifest(folder)).createdAt) > keepDays * DAY_MS;
    if (old) {
      await rm(folder, { recursive: true, force: true });
      removed.push(folder);
    }
  }
  return removed;
}
