/** Chooses the storage once at start: local disk under DATA_DIR/storage, or an S3-compatible bucket. */
import { storageDriverOf, type StorageEnv } from '../../config/storage-env.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { StorageProvider } from './storage-provider.js';

/** Takes the app's Env, or just its storage keys and paths (tests). */
export function createStorage(env: StorageEnv & { paths: { storage: string } }): StorageProvider {
  const driver = storageDriverOf(env);
  switch (driver) {
    case 'local':
      return createLocalDiskStorage(env.paths.storage);
    case 's3':
      // loadEnv has already refused s3 without a bucket; this guards hand-made envs.
      if (!env.S3_BUCKET) throw new Error('S3 storage needs S3_BUCKET');
      return createS3Storage({
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      });
    default:
      throw new Error(`Unknown storage driver: ${driver satisfies never}`);
  }
}
