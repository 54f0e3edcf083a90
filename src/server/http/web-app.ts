import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { getSessionCookie } from 'better-auth/cookies';
import { DEFAULT_LANGUAGE } from '../../core/language.js';
import { cookieLanguage } from '../i18n/request-language.js';
import { isAppPath } from '../../core/paths.js';
import {
  PRERENDERED_DASHBOARD,
  PRERENDERED_NOT_FOUND,
  PRERENDERED_PAGES,
} from '../../core/prerendered-pages.js';
import { sidebarCollapsedIn } from '../../core/sidebar-cookie.js';
import { AUTH_COOKIE_PREFIX } from '../modules/auth/auth.js';
import {
  isCompressible,
  negotiateEncoding,
  varyOnAcceptEncoding,
  type ContentEncoding,
} from './compression.js';
import type { AppEnv } from './context.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** One built file, with the precompressed copies the build wrote beside it (.br, .gz). */
interface StaticFile {
  file: string;
  size: number;
  type: string;
  /** The first 10 hex digits of its SHA-256: its ETag, and the `?v=` that makes it immutable. */
  version: string;
  variants: Partial<Record<ContentEncoding, { file: string; size: number }>>;
}

const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/** The same digest vite.config.ts puts in `?v=` for the files of src/web/public. */
export const contentVersion = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 10);

/** Every file under distDir by its URL path, read once at start (the build does not change). */
function indexFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || /\.(br|gz)$/.test(entry.name)) continue;
      const urlPath = `/${path.relative(distDir, full).split(path.sep).join('/')}`;
      const type = getMimeType(entry.name) ?? 'application/octet-stream';
      const variants: StaticFile['variants'] = {};
      if (isCompressible(type)) {
        for (const encoding of ['br', 'gzip'] as const) {
          const file = full + SUFFIX[encoding];
          if (existsSync(file)) variants[encoding] = { file, size: statSync(file).size };
        }
      }
      files.set(urlPath, {
        file: full,
        size: statSync(full).size,
        type,
        version: contentVersion(readFileSync(full)),
        variants,
      });
    }
  };
  walk(distDir);
  return files;
}

/**
 * How long a browser may keep a file: hashed assets (`/assets/*`) and public files asked for
 * with their content version (`?v=`) for a year; HTML and unversioned files are revalidated
 * each time (their ETag makes that a 304).
 */
export function cacheControlFor(urlPath: string, file: StaticFile, v: string | undefined) {
  if (file.type.startsWith('text/html')) return REVALIDATE;
  if (urlPath.startsWith('/assets/')) return IMMUTABLE;
  return v === file.version ? IMMUTABLE : REVALIDATE;
}

const stream = (file: string, range?: { start: number; end: number }) =>
  Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>;

/**
 * Answers one built file: the Brotli or gzip copy when the browser takes it (`Vary:
 * Accept-Encoding` on every text file), an ETag per encoding and a 304 when it still matches,
 * and byte ranges of the plain file (a range asks for identity bytes).
 */
function sendFile(
  c: Context<AppEnv>,
  file: StaticFile,
  cacheControl: string,
  status = 200,
  vary?: string,
) {
  const headers = new Headers({ 'Content-Type': file.type, 'Cache-Control': cacheControl });
  if (vary) headers.set('Vary', vary);
  if (isCompressible(file.type)) varyOnAcceptEncoding(headers);
  const range = c.req.header('Range');
  const encoding = !range
    ? negotiateEncoding(
        c.req.header('Accept-Encoding'),
        Object.keys(file.variants) as ContentEncoding[],
      )
    : undefined;
  const body = encoding ? file.variants[encoding]! : file;
  const etag = `"${file.version}${encoding ? `-${encoding}` : ''}"`;
  headers.set('ETag', etag);
  if (encoding) headers.set('Content-Encoding', encoding);
  else headers.set('Accept-Ranges', 'bytes');

  const ifNoneMatch = c.req.header('If-None-Match');
  if (status === 200 && ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const head = c.req.method === 'HEAD';
  const match = range && !encoding ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (match && (match[1] || match[2])) {
    const size = file.size;
    let start = match[1] ? Number(match[1]) : size - Number(match[2]);
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    start = Math.max(0, start);
    if (start >= size || start > end) {
      headers.set('Content-Range', `bytes */${size}`);
      return new Response(null, { status: 416, headers });
    }
    headers.set('Content-Range', `bytes ${start}-${end}/${size}`);
    headers.set('Content-Length', String(end - start + 1));
    return new Response(head ? null : stream(file.file, { start, end }), { status: 206, headers });
  }
  headers.set('Content-Length', String(body.size));
  return new Response(head ? null : stream(body.file), { status, headers });
}

/**
 * Serves the built web app: hashed assets and versioned public files cached for a year, text
 * files from the Brotli or gzip copies written at build (vite.config.ts), everything else
 * through the app's HTML so client-side routing works. The public pages built to HTML
 * (PRERENDERED_PAGES, decision 195) are sent for their exact paths, and the not-found page's
 * HTML with a 404 for a path the app has no page for. They are built for a signed-out English
 * reader: a visitor who chose Hindi, or who carries a session, gets the app's shell, which
 * draws the page in Hindi, or with the seller's own header and buttons, from its first paint
 * (a built page shows the signed-out buttons until the visitor first moves, decision 211).
 * A seller with a session opening `/dashboard` gets the create page built for a signed-in
 * browser (decision 213). Every page's HTML varies with the cookie.
 */
export function mountWebApp(
  app: Hono<AppEnv>,
  distDir: string,
  options: {
    /** A page the app has that this reader must not know of: answered as a path it has not. */
    isHidden?: (urlPath: string, headers: Headers) => Promise<boolean>;
  } = {},
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const files = indexFiles(distDir);
  const index = files.get('/index.html')!;
  // The landing page's copy, with its largest image preloaded (vite.config.ts).
  const landing = files.get('/landing.html') ?? index;
  // The built pages are sent for their paths only, not at their file's own URL.
  const takeBuilt = (file: string) => {
    const built = files.get(`/${file}`);
    files.delete(`/${file}`);
    return built;
  };
  const prerendered = new Map<string, StaticFile>();
  for (const [pagePath, file] of Object.entries(PRERENDERED_PAGES)) {
    const built = takeBuilt(file);
    if (built) prerendered.set(pagePath, built);
  }
  const notFound = takeBuilt(PRERENDERED_NOT_FOUND.file);
  const dashboard = takeBuilt(PRERENDERED_DASHBOARD.file);
  /** The built page that draws what this reader's browser would draw first, if there is one. */
  const builtFor = (urlPath: string, known: boolean, headers: Headers) => {
    // The pages are built in English (decision 194).
    const cookie = headers.get('Cookie') ?? undefined;
    if ((cookieLanguage(cookie) ?? DEFAULT_LANGUAGE) !== 'en') return undefined;
    // Signed out (decisions 195, 211).
    if (!getSessionCookie(headers, { cookiePrefix: AUTH_COOKIE_PREFIX }))
      return known ? prerendered.get(urlPath) : notFound;
    // A seller's create page, drawn with the sidebar open (decision 213).
    if (urlPath === PRERENDERED_DASHBOARD.path && !sidebarCollapsedIn(cookie)) return dashboard;
    return undefined;
  };

  // HEAD is answered by GET routes (Hono drops the body).
  app.get('*', (c, next) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    const file = files.get(urlPath);
    if (!file) return next();
    return sendFile(c, file, cacheControlFor(urlPath, file, c.req.query('v')));
  });
  app.get('*', async (c) => {
    const urlPath = c.req.path;
    const known = isAppPath(urlPath) && !(await options.isHidden?.(urlPath, c.req.raw.headers));
    const built = builtFor(urlPath, known, c.req.raw.headers);
    const shell = urlPath === '/' ? landing : index;
    return sendFile(c, built ?? shell, REVALIDATE, known ? 200 : 404, 'Cookie');
  });
  return true;
}
