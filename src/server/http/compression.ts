import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** The encodings we answer with, best first (Brotli is smaller at equal speed). */
export type ContentEncoding = 'br' | 'gzip';
const PREFERENCE: ContentEncoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with for an Accept-Encoding header, or undefined for identity:
 * the highest q among br and gzip (a tie goes to br), `*` standing for any not named, q=0
 * refusing one. A missing header means identity (RFC 9110 allows any, but curl and proxies
 * that send none usually expect plain bytes).
 */
export function negotiateEncoding(
  header: string | undefined,
  offered: readonly ContentEncoding[] = PREFERENCE,
): ContentEncoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key?.trim().toLowerCase() === 'q') weight = Number(value) || 0;
    }
    q.set(name.trim().toLowerCase(), weight);
  }
  let best: ContentEncoding | undefined;
  let bestQ = 0;
  for (const encoding of PREFERENCE) {
    if (!offered.includes(encoding)) continue;
    const weight = q.get(encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) {
      best = encoding;
      bestQ = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a response's Vary header once. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary))
    headers.set('Vary', `${vary}, Accept-Encoding`);
}

/** Texts worth compressing. Images, zips, PDFs and fonts (woff2 is compressed) are not. */
const COMPRESSIBLE =
  /^\s*(?:text\/(?!event-stream)[^;\s]+|application\/(?:json|javascript|xml|manifest\+json|problem\+json|[^;\s]+\+json|[^;\s]+\+xml)|image\/svg\+xml)\s*(?:;|$)/i;

export const isCompressible = (contentType: string | null | undefined): boolean =>
  !!contentType && COMPRESSIBLE.test(contentType);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses on the fly: a quick Brotli level, since these bodies are made per request. */
export function compressBytes(body: Uint8Array, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipAsync(body, { level: 6 });
}

export interface CompressionOptions {
  /** Bodies smaller than this many bytes go as they are (the headers would cost more). */
  threshold?: number;
  /** Bodies larger than this are left alone (compressing holds the whole body in memory). */
  maxBytes?: number;
}

/**
 * Brotli or gzip for text responses made per request (HTML, JSON, ...), chosen from
 * Accept-Encoding; `Vary: Accept-Encoding` on every compressible response, compressed or not.
 * Left alone: HEAD, non-2xx-with-body statuses like 101/204/206/304, bodies already encoded
 * (the built files are precompressed: web-app.ts), `Cache-Control: no-transform`, types that
 * are not text (images, zips, PDFs), event streams, and bodies without a known length under
 * the threshold or beyond maxBytes. A strong ETag becomes weak, since the bytes differ.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  const maxBytes = options.maxBytes ?? 8 * 1024 * 1024;
  return async function compress(c, next) {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body) return;
    if (res.status < 200 || res.status === 204 || res.status === 206 || res.status === 304) return;
    if (!isCompressible(res.headers.get('Content-Type'))) return;
    if (res.headers.has('Content-Encoding')) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) > maxBytes) return;

    varyOnAcceptEncoding(res.headers);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    if (length !== null && Number(length) < threshold) return;

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Hono merges a new response's headers with the old one's unless it is cleared first.
    c.res = undefined;
    if (body.byteLength < threshold || body.byteLength > maxBytes) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const compressed = await compressBytes(body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    headers.delete('Accept-Ranges');
    c.res = new Response(
      // zlib's buffers are never shared; the DOM's BodyInit types want a plain ArrayBuffer.
      new Uint8Array(
        compressed.buffer as ArrayBuffer,
        compressed.byteOffset,
        compressed.byteLength,
      ),
      { status: res.status, statusText: res.statusText, headers },
    );
  };
}
