/**
 * What more than one /api/v1 route does with HTTP: read photos sent as multipart files or as JSON
 * with URLs, derive a stable id from a hash, and answer with a streamed file.
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { GARMENT_VIEWS, MAX_PHOTO_BYTES, type GarmentView } from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import { fileBytes } from './api-runs-service.js';
import type { KeyedMessage } from '../../../core/server-messages.js';

export type PhotoFiles = Partial<Record<GarmentView, Buffer>>;

export type PhotoBody<J, F> =
  { kind: 'json'; body: J } | { kind: 'form'; form: F; files: PhotoFiles };

/**
 * The body of a photo route by its content type: JSON as parsed, or the multipart form with its
 * photos read as bytes (each within 10 MB). Anything else answers 415 with `unsupported`.
 */
export async function readPhotoBody<J, F extends Partial<Record<GarmentView, File | undefined>>>(
  contentType: string | undefined,
  read: { json: () => J; form: () => F },
  unsupported: KeyedMessage,
): Promise<PhotoBody<J, F>> {
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/json')) return { kind: 'json', body: read.json() };
  if (!type.startsWith('multipart/form-data'))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', unsupported);
  const form = read.form();
  const files: PhotoFiles = {};
  for (const view of GARMENT_VIEWS) {
    const file = form[view];
    if (file) files[view] = await fileBytes(file, MAX_PHOTO_BYTES, view);
  }
  return { kind: 'form', form, files };
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A uuid's shape (version 4, variant 8) from the hash of `seed`: the same seed, the same id. */
export function hashToUuid(seed: string): string {
  const hex = sha256Hex(seed);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A file answer streamed from Node, never sniffed by the browser as another type. */
export function streamed(stream: Readable, headers: Record<string, string>) {
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: { 'X-Content-Type-Options': 'nosniff', ...headers },
  });
}
