/**
 * Config keys of file storage: local disk under DATA_DIR/storage, or an S3-compatible bucket.
 * Merged into env.ts, whose check (checkStorageEnv) lists what a chosen S3 store still needs
 * with the other bad keys.
 */
import { z } from 'zod';
import { booleanFlag } from './boolean-flag.js';

export const storageEnvShape = {
  /** local | s3. Default: s3 when S3_BUCKET is set, else local disk. */
  STORAGE_DRIVER: z.enum(['local', 's3']).optional(),
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible store (MinIO, R2…); unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Both or neither; neither uses the AWS SDK's default chain (environment, profile, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** bucket in the path rather than the host name; default true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
};

export const storageEnvSchema = z.object(storageEnvShape);
export type StorageEnv = z.infer<typeof storageEnvSchema>;
type StorageKey = keyof typeof storageEnvShape;

/** STORAGE_DRIVER wins; otherwise a bucket means S3, so setting S3_BUCKET alone is enough. */
export function storageDriverOf(env: StorageEnv): 'local' | 's3' {
  return env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'local');
}

/** What no single key can tell: an S3 store needs a bucket, and keys come in pairs. */
export function checkStorageEnv(env: StorageEnv, ctx: z.RefinementCtx): void {
  const problem = (key: StorageKey, message: string) =>
    ctx.addIssue({ code: 'custom', path: [key], message });
  if (storageDriverOf(env) !== 's3') return;
  if (!env.S3_BUCKET) problem('S3_BUCKET', 'is required when STORAGE_DRIVER is s3');
  if (env.S3_ACCESS_KEY_ID && !env.S3_SECRET_ACCESS_KEY)
    problem('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  if (env.S3_SECRET_ACCESS_KEY && !env.S3_ACCESS_KEY_ID)
    problem('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
}

/** Runs checkStorageEnv even when other keys are bad, as long as the storage keys parsed. */
export const checkStorageEnvWhen: z.core.$ZodSuperRefineParams = {
  when: (payload) => payload.issues.every((issue) => !(String(issue.path?.[0]) in storageEnvShape)),
};
