/**
 * What every StorageProvider must do, as Vitest blocks: each implementation's test file calls
 * `describeStorageContract` with its provider, so local disk and S3 are held to one behaviour.
 */
import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StorageProvider } from '../../src/server/providers/storage/storage-provider.js';

/** Keys the prefix test puts under one prefix: more than two listing pages in the S3 test. */
export const PREFIX_TEST_KEYS = 7;

/** `storage` is called in each test, so a provider may be made in a beforeAll. */
export function describeStorageContract(name: string, storage: () => StorageProvider): void {
  describe(`${name} storage contract`, () => {
    it('puts, gets, streams and deletes objects by key', async () => {
      const s = storage();
      await s.put('runs/u1/r1/01_front.png', Buffer.from('front'));
      expect((await s.get('runs/u1/r1/01_front.png'))?.toString()).toBe('front');
      const found = await s.stream('runs/u1/r1/01_front.png');
      expect(found?.size).toBe(5);
      expect(await text(found!.stream)).toBe('front');
      expect(await s.exists('runs/u1/r1/01_front.png')).toBe(true);
      await s.put('runs/u1/r1/01_front.png', Buffer.from('replaced'));
      expect((await s.get('runs/u1/r1/01_front.png'))?.toString()).toBe('replaced');
      await s.delete('runs/u1/r1/01_front.png');
      expect(await s.get('runs/u1/r1/01_front.png')).toBeNull();
      expect(await s.stream('runs/u1/r1/01_front.png')).toBeNull();
      expect(await s.exists('runs/u1/r1/01_front.png')).toBe(false);
      // Deleting what is not there is not an error.
      await s.delete('runs/u1/r1/01_front.png');
    });

    it('answers null and false for a key never stored', async () => {
      const s = storage();
      expect(await s.get('avatars/nobody.webp')).toBeNull();
      expect(await s.stream('avatars/nobody.webp')).toBeNull();
      expect(await s.exists('avatars/nobody.webp')).toBe(false);
    });

    it('keeps binary images byte for byte', async () => {
      const s = storage();
      // A real PNG of random pixels (~200 KB): bytes that text or newline handling would corrupt.
      const PNG = await sharp(randomBytes(256 * 256 * 3), {
        raw: { width: 256, height: 256, channels: 3 },
      })
        .png()
        .toBuffer();
      await s.put('runs/u3/r1/02_back.png', PNG);
      expect((await s.get('runs/u3/r1/02_back.png'))?.equals(PNG)).toBe(true);
      const found = await s.stream('runs/u3/r1/02_back.png');
      expect(found?.size).toBe(PNG.length);
      expect((await buffer(found!.stream)).equals(PNG)).toBe(true);
      // Uint8Array is accepted as well as Buffer.
      await s.put('runs/u3/r1/03_side.png', new Uint8Array(PNG));
      expect((await s.get('runs/u3/r1/03_side.png'))?.equals(PNG)).toBe(true);
    });

    it('deletes everything under a prefix, over several pages, and nothing beside it', async () => {
      const s = storage();
      const inside = Array.from(
        { length: PREFIX_TEST_KEYS },
        (_, i) => `runs/u2/r${i}/01_front.png`,
      );
      for (const key of [...inside, 'runs/u22/c/3.png', 'runs/u2.png', 'runs/u1x/u2/4.png']) {
        await s.put(key, Buffer.from(key));
      }
      await s.deletePrefix('runs/u2');
      for (const key of inside) expect(await s.exists(key), key).toBe(false);
      expect(await s.exists('runs/u22/c/3.png')).toBe(true);
      expect(await s.exists('runs/u2.png')).toBe(true);
      expect(await s.exists('runs/u1x/u2/4.png')).toBe(true);
      // An empty or missing prefix is not an error.
      await s.deletePrefix('runs/u2');
      await s.deletePrefix('runs/nobody');
    });

    it('refuses keys that could leave its folder', async () => {
      const s = storage();
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
        await expect(s.put(key, Buffer.from('x')), key).rejects.toThrow(/Invalid storage key/);
        await expect(s.get(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(s.stream(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(s.exists(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(s.delete(key), key).rejects.toThrow(/Invalid storage key/);
        await expect(s.deletePrefix(key), key).rejects.toThrow(/Invalid storage key/);
      }
    });
  });
}
