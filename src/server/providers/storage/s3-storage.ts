import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { assertValidKey, type StorageProvider } from './storage-provider.js';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible store (MinIO, R2, s3rver…); absent means AWS itself. */
  endpoint?: string;
  region?: string;
  /** Absent: the SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Default: true when an endpoint is given, as most compatible stores have no per-bucket host names. */
  forcePathStyle?: boolean;
  /** Keys listed and deleted per request by deletePrefix: S3's maximum, lower in tests. */
  pageSize?: number;
  /** How long a connected request may sit silent before it fails (and is retried); lower in tests. */
  idleTimeoutMs?: number;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

// A GET names what is missing, so a missing bucket (NoSuchBucket, also a 404) stays an error.
const isMissingKey = (error: unknown) => (error as Error).name === 'NoSuchKey';

function bodyOf(object: GetObjectCommandOutput): Readable {
  if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
  return object.Body;
}

/** Stores objects in one bucket of S3 or an S3-compatible store, under the same keys as local disk. */
export function createS3Storage(options: S3StorageOptions): StorageProvider {
  const Bucket = options.bucket;
  const pageSize = options.pageSize ?? 1000;
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // The SDK's default CRC32 checksums (with chunked trailers on uploads) are refused or
    // mangled by many compatible stores (s3rver, older MinIO, R2 in part); AWS does not need them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK waits forever by default: a store that stops answering would hang a run's shot
    // or an image request. Idle time, not total time, so long downloads still pass.
    requestHandler: {
      connectionTimeout: 5_000,
      socketTimeout: options.idleTimeoutMs ?? 60_000,
    },
  });

  async function getObject(key: string): Promise<GetObjectCommandOutput | null> {
    assertValidKey(key);
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: key }));
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  return {
    kind: 's3',
    async put(key, data) {
      assertValidKey(key);
      // One PUT replaces the object atomically: readers see the old or the new bytes.
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data }));
    },
    async get(key) {
      const object = await getObject(key);
      if (!object) return null;
      return buffer(bodyOf(object));
    },
    async stream(key) {
      const object = await getObject(key);
      if (!object) return null;
      return { stream: bodyOf(object), size: object.ContentLength ?? 0 };
    },
    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD answer has no body to name the cause: any 404 counts as missing.
        if (statusOf(error) === 404) return false;
        throw error;
      }
    },
    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a missing key too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      assertValidKey(prefix);
      // ListObjects (v1) pages by the last key seen. ListObjectsV2 would do the same with a
      // continuation token, but s3rver fails every truncated V2 listing on Node 17+ (it makes
      // the token with DES, which OpenSSL 3 dropped), so V2 paging could not be tested.
      let Marker: string | undefined;
      let more = true;
      while (more) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: `${prefix}/`, MaxKeys: pageSize, Marker }),
        );
        const Objects = (page.Contents ?? []).flatMap((object) =>
          object.Key ? [{ Key: object.Key }] : [],
        );
        if (Objects.length > 0) {
          const result = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
          );
          const failed = result.Errors ?? [];
          if (failed.length > 0) {
            throw new Error(
              `S3 could not delete ${failed.length} objects under ${prefix}/ (first: ${failed[0]?.Key}: ${failed[0]?.Code})`,
            );
          }
        }
        Marker = Objects.at(-1)?.Key;
        more = page.IsTruncated === true && Marker !== undefined;
      }
    },
  };
}
