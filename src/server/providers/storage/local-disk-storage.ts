import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { assertValidKey, type StorageProvider } from './storage-provider.js';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Stores objects as files under one root folder (DATA_DIR/storage). */
export function createLocalDiskStorage(root: string): StorageProvider {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(base, ...key.split('/'));
    // Belt and braces: the key rules already keep every path inside the root.
    if (!file.startsWith(base + path.sep))
      throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return file;
  };

  return {
    kind: 'local',
    async put(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },
  };
}
