import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';
import {
  PREFIX_TEST_KEYS,
  describeStorageContract,
} from '../../../../tests/support/storage-contract.js';
import type { StorageProvider } from './storage-provider.js';

// s3rver checks signatures against these fixed keys.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let directory: string;
let server: S3rver;
let options: S3StorageOptions;
let storage: StorageProvider;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'vastra-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'vastra-test', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  // Three keys a page, so deletePrefix has to page through the listing.
  options = {
    bucket: 'vastra-test',
    endpoint: `http://127.0.0.1:${port}`,
    ...credentials,
    pageSize: 3,
  };
  storage = createS3Storage(options);
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

describeStorageContract('S3', () => storage);

describe('S3 storage', () => {
  it('is an S3 provider, and the contract lists more than two pages', () => {
    expect(storage.kind).toBe('s3');
    expect(PREFIX_TEST_KEYS).toBeGreaterThan(2 * options.pageSize!);
  });

  it('reports a missing bucket as an error, not as a missing object', async () => {
    const elsewhere = createS3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(elsewhere.get('avatars/u1.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(elsewhere.stream('avatars/u1.webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(elsewhere.put('avatars/u1.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(elsewhere.deletePrefix('runs/u1')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('reports refused credentials as an error', async () => {
    // s3rver does not check SigV4 signatures, only that the access key exists.
    const stranger = createS3Storage({ ...options, accessKeyId: 'STRANGER' });
    await expect(stranger.get('avatars/u1.webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(stranger.stream('avatars/u1.webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
    await expect(stranger.exists('avatars/u1.webp')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('fails a request to a store that stops answering instead of hanging', async () => {
    // Accepts connections and reads requests, never answers.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket.resume()));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    try {
      const { port } = silent.address() as AddressInfo;
      const stuck = createS3Storage({
        ...options,
        endpoint: `http://127.0.0.1:${port}`,
        idleTimeoutMs: 200,
      });
      await expect(stuck.get('avatars/u1.webp')).rejects.toMatchObject({ name: 'TimeoutError' });
      expect(sockets.length).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
