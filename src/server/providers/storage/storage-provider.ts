/**
 * Where files live: avatars, run inputs and generated images. Addressed by keys such as
 * `avatars/<userId>.webp` or a run's files (core/run-locations.ts). Local disk by default, or
 * an S3-compatible bucket (create-storage.ts); storage-contract.ts holds both to one behaviour.
 */
import type { Readable } from 'node:stream';

export interface StoredObjectStream {
  stream: Readable;
  size: number;
}

export interface StorageProvider {
  readonly kind: string;
  /** Writes the whole object, replacing any previous one (readers never see half a file). */
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** A stream of the object, or null when there is none. */
  stream(key: string): Promise<StoredObjectStream | null>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/` (e.g. all of a user's runs). */
  deletePrefix(prefix: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/**
 * Keys are relative paths of safe segments: letters, digits, '.', '_' and '-', each segment
 * starting with a letter or digit (so no '.', '..', hidden files or absolute paths).
 */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (
    key.length === 0 ||
    key.length > 1024 ||
    !segments.every((segment) => SEGMENT.test(segment))
  ) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
