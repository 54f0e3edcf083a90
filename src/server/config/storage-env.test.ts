import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.js';
import { storageDriverOf } from './storage-env.js';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('storage config', () => {
  it('stores on local disk with nothing set', () => {
    const env = loadEnv({});
    expect(storageDriverOf(env)).toBe('local');
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.paths.storage).toMatch(/data[/\\]storage$/);
  });

  it('takes a bucket alone to mean S3, and reads every S3 key', () => {
    const env = loadEnv({
      S3_BUCKET: 'vastra',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'false',
    });
    expect(storageDriverOf(env)).toBe('s3');
    expect(env).toMatchObject({
      S3_BUCKET: 'vastra',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_FORCE_PATH_STYLE: false,
    });
    expect(loadEnv({ S3_FORCE_PATH_STYLE: 'yes' }).S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('lets STORAGE_DRIVER=local win over a configured bucket', () => {
    expect(storageDriverOf(loadEnv({ STORAGE_DRIVER: 'local', S3_BUCKET: 'vastra' }))).toBe(
      'local',
    );
  });

  it('refuses S3 without a bucket, and half a key pair', () => {
    expect(problemsOf({ STORAGE_DRIVER: 's3' })).toEqual([
      'S3_BUCKET: is required when STORAGE_DRIVER is s3',
    ]);
    expect(problemsOf({ STORAGE_DRIVER: 's3', S3_BUCKET: '  ' })).toEqual([
      'S3_BUCKET: is required when STORAGE_DRIVER is s3',
    ]);
    expect(problemsOf({ S3_BUCKET: 'vastra', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: is required when S3_ACCESS_KEY_ID is set',
    ]);
  });

  it('lists storage problems with the other bad keys', () => {
    const problems = problemsOf({
      STORAGE_DRIVER: 's3',
      PORT: 'eighty',
      S3_ENDPOINT: 'not a url',
    }).join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('S3_ENDPOINT');
    expect(problemsOf({ STORAGE_DRIVER: 's3', PORT: 'eighty' }).join('\n')).toContain('S3_BUCKET');
    expect(problemsOf({ STORAGE_DRIVER: 'gcs' }).join('\n')).toContain('STORAGE_DRIVER');
    expect(problemsOf({ S3_FORCE_PATH_STYLE: 'maybe' }).join('\n')).toContain(
      'S3_FORCE_PATH_STYLE',
    );
  });
});
