import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { describeStorageContract } from '../../../../tests/support/storage-contract.js';

const root = await mkdtemp(path.join(os.tmpdir(), 'vastra-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);

describeStorageContract('local disk', () => storage);

describe('local disk storage', () => {
  it('writes each key as a file under its root and refuses paths out of it', async () => {
    await storage.put('avatars/u1.webp', Buffer.from('avatar'));
    expect(await readFile(path.join(root, 'avatars', 'u1.webp'), 'utf8')).toBe('avatar');
    await expect(storage.put('../outside.png', Buffer.from('x'))).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.deletePrefix('..')).rejects.toThrow(/Invalid storage key/);
    expect(await storage.exists('avatars/u1.webp')).toBe(true);
  });
});
