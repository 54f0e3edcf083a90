/**
 * Storage, proven (decision 226): a small object written, read back whole and deleted, through
 * the provider the app uses (local disk or the S3-compatible bucket).
 */
import { randomUUID } from 'node:crypto';
import type { Env } from '../config/env.js';
import { storageDriverOf } from '../config/storage-env.js';
import { createStorage } from '../providers/storage/create-storage.js';
import { timed, type CheckResult } from './check-result.js';

export function checkStorage(env: Env): Promise<CheckResult> {
  return timed('storage', async () => {
    const storage = createStorage(env);
    const key = `doctor/check-${randomUUID()}.txt`;
    const written = Buffer.from(`npm run doctor, ${new Date().toISOString()}\n`);
    await storage.put(key, written);
    try {
      const read = await storage.get(key);
      if (!read || !read.equals(written))
        throw new Error(`${key} did not read back as it was written`);
    } finally {
      await storage.delete(key);
    }
    if (await storage.exists(key)) throw new Error(`${key} is still there after its delete`);
    const where =
      storageDriverOf(env) === 's3'
        ? `the bucket ${env.S3_BUCKET}`
        : `local disk, ${env.paths.storage}`;
    return {
      detail: `wrote, read back and deleted a small object (${where})`,
      outputBytes: written.length,
    };
  });
}
