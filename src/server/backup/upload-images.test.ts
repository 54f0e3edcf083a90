import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../providers/storage/s3-storage.js';
import type { StorageProvider } from '../providers/storage/storage-provider.js';
import { BackupError } from './backup-manifest.js';
import { refuseTakenKeys, uploadImages } from './upload-images.js';

let dir: string;
let server: S3rver;
let bucket: StorageProvider;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'vastra-upload-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(dir, 's3'),
    configureBuckets: [{ name: 'vastra-restore', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  // s3rver checks signatures against these fixed keys.
  bucket = createS3Storage({
    bucket: 'vastra-restore',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe("restoring a backup's images into S3", () => {
  it('uploads every file under its key, and refuses a bucket that holds one already', async () => {
    const images = path.join(dir, 'backup', 'storage');
    const files = {
      'avatars/u1.webp': Buffer.from('avatar bytes'),
      'runs/u1/r1/shots/0-front.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
    };
    for (const [key, bytes] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(images, key)), { recursive: true });
      await writeFile(path.join(images, key), bytes);
    }

    await refuseTakenKeys(images, bucket);
    expect(await uploadImages(images, bucket)).toBe(2);
    for (const [key, bytes] of Object.entries(files)) {
      expect((await bucket.get(key))?.equals(bytes)).toBe(true);
    }
    await expect(refuseTakenKeys(images, bucket)).rejects.toThrow(
      new BackupError(
        'The s3 storage already holds avatars/u1.webp: restore only into an empty bucket.',
      ),
    );
  });
});
