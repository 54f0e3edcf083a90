import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, negotiateEncoding } from './compression.js';
import type { AppEnv } from './context.js';
import { contentVersion, mountWebApp } from './web-app.js';

const bigJson = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) };
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
const html = `<!doctype html><html><head><title>t</title></head><body>${'<p>x</p>'.repeat(300)}</body></html>`;
const webp = Buffer.from('RIFF0000WEBPVP8 not really an image but bytes'.repeat(100));
const zip = Buffer.from('PK\u0003\u0004'.repeat(1000));

let dist: string;
let app: Hono<AppEnv>;

beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'vastra-compression-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'samples'));
  writeFileSync(path.join(dist, 'index.html'), html);
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'samples/a.webp'), webp);

  app = new Hono<AppEnv>();
  app.use('*', compression());
  app.get('/api/big', (c) => c.json(bigJson));
  app.get('/api/small', (c) => c.json({ ok: true }));
  app.get('/api/image', (c) => c.body(webp, 200, { 'Content-Type': 'image/webp' }));
  app.get('/api/zip', (c) => c.body(zip, 200, { 'Content-Type': 'application/zip' }));
  mountWebApp(app, dist);
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

describe('negotiateEncoding', () => {
  it('prefers br, falls back to gzip, honours q values and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('compression of responses made per request', () => {
  it('sends JSON as Brotli when accepted, gzip otherwise, plain when neither', async () => {
    const br = await get('/api/big', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('Content-Length'))).toBe(brBytes.length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(bigJson);

    const gz = await get('/api/big', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString())).toEqual(bigJson);

    const plain = await get('/api/big');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(await plain.json()).toEqual(bigJson);
  });

  it('leaves a small JSON body as it is', async () => {
    const res = await get('/api/small', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.json()).toEqual({ ok: true });
  });

  it('never compresses images or zips', async () => {
    for (const url of ['/api/image', '/api/zip', '/samples/a.webp']) {
      const res = await get(url, { 'Accept-Encoding': 'br, gzip' });
      expect(res.headers.get('Content-Encoding'), url).toBeNull();
      expect(res.headers.get('Vary') ?? '', url).not.toMatch(/Accept-Encoding/);
    }
  });
});

describe('built files', () => {
  it('sends the precompressed copy the browser accepts, with Vary and a per-encoding ETag', async () => {
    const br = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    expect(gz.headers.get('ETag')).not.toBe(br.headers.get('ETag'));

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(script);
  });

  it('answers 304 to a matching ETag and plain byte ranges to a Range', async () => {
    const first = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' });
    const again = await get('/assets/app-abc123.js', {
      'Accept-Encoding': 'br',
      'If-None-Match': first.headers.get('ETag')!,
    });
    expect(again.status).toBe(304);

    const range = await get('/assets/app-abc123.js', {
      'Accept-Encoding': 'br',
      Range: 'bytes=0-5',
    });
    expect(range.status).toBe(206);
    expect(range.headers.get('Content-Encoding')).toBeNull();
    expect(await range.text()).toBe(script.slice(0, 6));
  });

  it('caches versioned public files for a year and revalidates HTML', async () => {
    const versioned = await get(`/samples/a.webp?v=${contentVersion(webp)}`);
    expect(versioned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const unversioned = await get('/samples/a.webp');
    expect(unversioned.headers.get('Cache-Control')).toBe('no-cache');
    const page = await get('/pricing', { 'Accept-Encoding': 'br' });
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    // index.html has no precompressed copy here: it is compressed on the fly.
    expect(page.headers.get('Content-Encoding')).toBe('br');
  });
});
