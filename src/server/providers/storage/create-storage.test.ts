import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.js';
import { createStorage } from './create-storage.js';

describe('createStorage', () => {
  it('stores on local disk by default', () => {
    expect(createStorage(loadEnv({})).kind).toBe('local');
  });

  it('stores in S3 when a bucket is configured', () => {
    expect(
      createStorage(loadEnv({ S3_BUCKET: 'vastra', S3_ENDPOINT: 'http://127.0.0.1:9000' })).kind,
    ).toBe('s3');
  });

  it('refuses S3 without a bucket even past loadEnv', () => {
    expect(() => createStorage({ ...loadEnv({}), STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET/);
  });
});
