import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { streamZip, type ZipFile } from '../modules/catalogues/catalogue-zip.js';
import type { AppEnv } from './context.js';

/** One stored image as the routes hand it over: its bytes and how to name them. */
export interface StoredFile {
  contentType: string;
  size: number;
  fileName: string;
  stream: Readable;
}

/**
 * How long a browser may keep an answer: a signed-in owner's images an hour, privately; a
 * share link's nothing, so a revoked link stops at once.
 */
export type FileCaching = 'private' | 'no-store';

const CACHE_CONTROL: Record<FileCaching, string> = {
  private: 'private, max-age=3600',
  'no-store': 'no-store',
};

/** Headers every file answer carries: its type, its name, never sniffed. */
function fileHeaders(c: Context<AppEnv>, type: string, disposition: string, fileName: string) {
  c.header('Content-Type', type);
  c.header('Content-Disposition', `${disposition}; filename="${fileName}"`);
  c.header('X-Content-Type-Options', 'nosniff');
}

/** A stored image, to download (`attachment`) or to show (`inline`). */
export function sendStoredImage(
  c: Context<AppEnv>,
  image: StoredFile,
  disposition: 'attachment' | 'inline',
  caching: FileCaching,
) {
  fileHeaders(c, image.contentType, disposition, image.fileName);
  c.header('Content-Length', String(image.size));
  c.header('Cache-Control', CACHE_CONTROL[caching]);
  return c.body(Readable.toWeb(image.stream) as ReadableStream);
}

/** A zip made while it is sent, one file at a time; never cached. `what` names it in the log. */
export function sendZip(
  c: Context<AppEnv>,
  fileName: string,
  files: AsyncIterable<ZipFile>,
  what: string,
) {
  const zip = streamZip(files);
  zip.on('error', (error) => c.var.log.error({ err: error }, `${what} zip failed`));
  fileHeaders(c, 'application/zip', 'attachment', fileName);
  c.header('Cache-Control', 'no-store');
  return c.body(Readable.toWeb(zip) as ReadableStream);
}
