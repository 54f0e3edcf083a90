import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage.js';

const root = await mkdtemp(path.join(os.tmpdir(), 'vastra-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = createLocalDiskStorage(root);

describe('local disk storage', () => {
  it('puts, gets, streams and deletes objects by key', async () => {
    await storage.put('runs/u1/r1/01_front.png', Buffer.from('front'));
    expect((await storage.get('runs/u1/r1/01_front.png'))?.toString()).toBe('front');
    const found = await storage.stream('runs/u1/r1/01_front.png');
    expect(found?.size).toBe(5);
    expect(await text(found!.stream)).toBe('front');
    expect(await storage.exists('runs/u1/r1/01_front.png')).toBe(true);
    await storage.put('runs/u1/r1/01_front.png', Buffer.from('replaced'));
    expect((await storage.get('runs/u1/r1/01_front.png'))?.toString()).toBe('replaced');
    await storage.delete('runs/u1/r1/01_front.png');
    expect(await storage.get('runs/u1/r1/01_front.png')).toBeNull();
    expect(await storage.stream('runs/u1/r1/01_front.png')).toBeNull();
    await storage.delete('runs/u1/r1/01_front.png');
  });

  it('deletes everything under a prefix and nothing beside it', async () => {
    await storage.put('runs/u2/a/1.png', Buffer.from('1'));
    await storage.put('runs/u2/b/2.png', Buffer.from('2'));
    await storage.put('runs/u22/c/3.png', Buffer.from('3'));
    await storage.deletePrefix('runs/u2');
    expect(await storage.exists('runs/u2/a/1.png')).toBe(false);
    expect(await storage.exists('runs/u2/b/2.png')).toBe(false);
    expect(await storage.exists('runs/u22/c/3.png')).toBe(true);
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of [
      '../secret',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      '',
      '.hidden',
      'a/./b',
      'a\\..\\b',
      'avatars/x y.webp',
    ]) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/Invalid storage key/);
    }
  });
});
