/**
 * Reads the photos out of a zip as it streams in (decision 165), with the batch's limits: no
 * photo over 10 MB (stopped as soon as it passes), no more than 2 GB unpacked in all, no entry
 * that unpacks to more than 200 times its packed size (a zip bomb: the whole zip is refused
 * before it can fill memory), no path that climbs out of the zip, and only JPEG, PNG, WebP or
 * AVIF photos, or HEIC/HEIF (by their first bytes, not their names). Every refusal names the file. The zip is
 * fed in small slices, so one slice can never unpack to more than a few megabytes.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { BATCH_LIMITS } from './batch.js';
import { isManifestFileName } from './batch-manifest.js';

export interface ZipPhoto {
  /** The entry's path inside the zip (its file name decides its product). */
  name: string;
  bytes: Uint8Array;
  contentType:
    'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif' | 'image/heic' | 'image/heif';
}

/** A CSV inside the zip: the seller's manifest (src/core/batch-manifest.ts), as text. */
export interface ZipManifest {
  name: string;
  text: string;
}

/** A manifest is a list of products: a larger .csv is not one. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

export interface ZipRefusal {
  name: string;
  reason: string;
}

export class ZipRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipRefusedError';
  }
}

export interface ZipReadLimits {
  maxPhotoBytes: number;
  maxTotalBytes: number;
  maxEntryRatio: number;
}

const DEFAULT_LIMITS: ZipReadLimits = {
  maxPhotoBytes: BATCH_LIMITS.maxPhotoBytes,
  maxTotalBytes: BATCH_LIMITS.maxZipUncompressedBytes,
  maxEntryRatio: BATCH_LIMITS.maxZipEntryRatio,
};

/** A deflate slice this small unpacks to at most ~16 MB (deflate's ratio tops out near 1:1032). */
const SLICE_BYTES = 16 * 1024;

/** The type a photo's first bytes say, or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): ZipPhoto['contentType'] | null {
  const at = (offset: number, ...values: number[]) =>
    values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  if (
    at(4, 0x66, 0x74, 0x79, 0x70) &&
    (at(8, 0x61, 0x76, 0x69, 0x66) || at(8, 0x61, 0x76, 0x69, 0x73))
  )
    return 'image/avif';
  if (at(4, 0x66, 0x74, 0x79, 0x70)) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    // HEVC stills and sequences (iPhone), and the general HEIF brands (the server decides).
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx'].includes(brand)) return 'image/heic';
    if (brand === 'mif1' || brand === 'msf1') return 'image/heif';
  }
  return null;
}

/** Why a photo's bytes are refused (the types sniffPhotoType knows). */
export const NOT_A_PHOTO_REASON = 'It is not a JPG, PNG, WebP, AVIF or HEIC photo.';

/** Why a path is refused, or null: absolute paths, drive letters and `..` climb out of the zip. */
export function unsafeEntryReason(name: string): string | null {
  const parts = name.split(/[\\/]/);
  if (/^([a-z]:|[\\/])/i.test(name) || parts.includes('..'))
    return 'Its path leads outside the zip, so it was not read.';
  return null;
}

/** Folders, macOS's resource forks and hidden files are not photos anyone meant to add. */
function isIgnored(name: string): boolean {
  const base = name.split(/[\\/]/).pop() ?? '';
  return name.endsWith('/') || name.startsWith('__MACOSX/') || base.startsWith('.') || base === '';
}

const MB = 1024 * 1024;

/**
 * Reads a zip from its chunks. Photos and refusals come back together; a zip bomb or a zip too
 * large in all throws ZipRefusedError, and nothing of it is kept.
 */
export async function readZipPhotos(
  chunks: AsyncIterable<Uint8Array>,
  zipName: string,
  limits: ZipReadLimits = DEFAULT_LIMITS,
): Promise<{
  photos: ZipPhoto[];
  manifests: ZipManifest[];
  refused: ZipRefusal[];
  inflatedBytes: number;
}> {
  const photos: ZipPhoto[] = [];
  const manifests: ZipManifest[] = [];
  const refused: ZipRefusal[] = [];
  let inflatedBytes = 0;
  let fatal: ZipRefusedError | null = null;

  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file: UnzipFile) => {
    const { name } = file;
    if (isIgnored(name)) return;
    const unsafe = unsafeEntryReason(name);
    if (unsafe) {
      refused.push({ name, reason: unsafe });
      return;
    }
    const bombMessage = `${zipName} was refused: ${name} unpacks to far more than its size (a zip bomb). Nothing from this zip was added.`;
    // The sizes a zip states up front (a streamed zip states none: the per-photo limit stops it).
    if (
      file.size !== undefined &&
      file.originalSize !== undefined &&
      file.originalSize > MB &&
      file.originalSize > file.size * limits.maxEntryRatio
    ) {
      fatal = new ZipRefusedError(bombMessage);
      return;
    }
    if (file.originalSize !== undefined && file.originalSize > limits.maxPhotoBytes) {
      refused.push({ name, reason: `It is over ${limits.maxPhotoBytes / MB} MB.` });
      return;
    }
    const parts: Uint8Array[] = [];
    let size = 0;
    let stopped = false;
    file.ondata = (error, data, final) => {
      if (stopped || fatal) return;
      if (error) {
        stopped = true;
        refused.push({ name, reason: 'It is damaged and could not be unpacked.' });
        return;
      }
      size += data.length;
      inflatedBytes += data.length;
      if (file.size && size > file.size * limits.maxEntryRatio && size > MB) {
        fatal = new ZipRefusedError(bombMessage);
        file.terminate();
        return;
      }
      if (inflatedBytes > limits.maxTotalBytes) {
        fatal = new ZipRefusedError(
          `${zipName} was refused: it unpacks to more than ${limits.maxTotalBytes / (1024 * MB)} GB. Split it into smaller zips.`,
        );
        file.terminate();
        return;
      }
      if (size > limits.maxPhotoBytes) {
        stopped = true;
        parts.length = 0;
        refused.push({ name, reason: `It is over ${limits.maxPhotoBytes / MB} MB.` });
        file.terminate();
        return;
      }
      parts.push(data);
      if (!final) return;
      const bytes = concat(parts, size);
      const contentType = sniffPhotoType(bytes);
      if (contentType) photos.push({ name, bytes, contentType });
      else if (isManifestFileName(name) && size <= MAX_MANIFEST_BYTES)
        manifests.push({ name, text: new TextDecoder().decode(bytes) });
      else refused.push({ name, reason: NOT_A_PHOTO_REASON });
    };
    file.start();
  };

  for await (const chunk of chunks) {
    for (let at = 0; at < chunk.length; at += SLICE_BYTES) {
      unzip.push(chunk.subarray(at, at + SLICE_BYTES));
      if (fatal) throw fatal;
    }
  }
  unzip.push(new Uint8Array(0), true);
  if (fatal) throw fatal;
  return { photos, manifests, refused, inflatedBytes };
}

function concat(parts: Uint8Array[], size: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
