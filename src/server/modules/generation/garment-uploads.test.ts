import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from '../../../core/uploads.js';
import type { AppError } from '../../lib/errors.js';
import { normaliseGarmentPhoto } from './garment-photo.js';
import { readGarmentUploads } from './read-garment-uploads.js';

function formRequest(
  parts: Record<string, Blob | string>,
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, 'photo.bin');
  }
  return new Request('http://localhost/upload', { method: 'POST', body: form, headers });
}

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as AppError,
  );

const jpeg = (width = 400, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();

describe('readGarmentUploads', () => {
  it('reads the photo slots and the fields', async () => {
    const front = await jpeg();
    const result = await readGarmentUploads(
      formRequest({ front: new Blob([front]), backgroundId: 'clean-white-studio' }),
    );
    expect(result.files.front?.equals(front)).toBe(true);
    expect(result.files.back).toBeUndefined();
    expect(result.fields).toEqual({ backgroundId: 'clean-white-studio' });
  });

  it('stops a file one byte over 10 MB with 413', async () => {
    const big = new Blob([new Uint8Array(MAX_PHOTO_BYTES + 1)]);
    const error = await errorOf(readGarmentUploads(formRequest({ front: big })));
    expect(error).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      userMessage: UPLOAD_MESSAGES.tooLarge,
    });
  });

  it('refuses a declared body too large for four photos before reading it', async () => {
    const request = formRequest(
      { front: new Blob([new Uint8Array(10)]) },
      { 'content-length': String(50 * 1024 * 1024) },
    );
    expect(await errorOf(readGarmentUploads(request))).toMatchObject({ status: 413 });
  });

  // Found by the fuzz suite: busboy ends an open file part with an error on the file's own
  // stream; unheard, it was an uncaught exception, which ends a server process.
  it('answers a form cut off inside a photo with 400, and nothing is left uncaught', async () => {
    const uncaught: unknown[] = [];
    const listener = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', listener);
    try {
      const cut = new Request('http://localhost/upload', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        body: '--b\r\nContent-Disposition: form-data; name="front"; filename="a.jpg"\r\n\r\n\u00ff\u00d8',
      });
      const error = await errorOf(readGarmentUploads(cut));
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', listener);
    }
  });

  it('refuses fields that are not a photo slot, and non-multipart bodies', async () => {
    expect(
      await errorOf(readGarmentUploads(formRequest({ model: new Blob([await jpeg()]) }))),
    ).toMatchObject({ status: 400 });
    const json = new Request('http://localhost/upload', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(await errorOf(readGarmentUploads(json))).toMatchObject({ status: 415 });
  });
});

describe('normaliseGarmentPhoto', () => {
  it('applies EXIF orientation and strips every metadata block, GPS included', async () => {
    // A 400x500 photo stored sideways with orientation 6 (rotate 90°) and GPS and camera tags.
    const input = await sharp({
      create: { width: 500, height: 400, channels: 3, background: '#2e86de' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
      })
      .toBuffer();
    const inputMeta = await sharp(input).metadata();
    expect(inputMeta.exif).toBeDefined();

    const photo = await normaliseGarmentPhoto(input);
    const meta = await sharp(photo.data).metadata();
    expect([meta.width, meta.height]).toEqual([400, 500]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.data.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect(photo.contentType).toBe('image/jpeg');
  });

  it('keeps transparency as PNG', async () => {
    const png = await sharp({
      create: { width: 64, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    expect((await normaliseGarmentPhoto(png)).contentType).toBe('image/png');
  });

  it('refuses files that are not images, with 415', async () => {
    const error = await errorOf(normaliseGarmentPhoto(Buffer.from('just some text, not a photo')));
    expect(error).toMatchObject({ status: 415, userMessage: UPLOAD_MESSAGES.notAnImage });
  });

  it('refuses SVG, even though the image library could render it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect(await errorOf(normaliseGarmentPhoto(svg))).toMatchObject({
      status: 415,
      userMessage: UPLOAD_MESSAGES.svgRefused,
    });
  });

  it('refuses a 20000x20000 PNG from its header, before decoding it', async () => {
    const bomb = pngHeaderOnly(20_000, 20_000);
    expect(await errorOf(normaliseGarmentPhoto(bomb))).toMatchObject({
      status: 413,
      userMessage: UPLOAD_MESSAGES.tooManyPixels,
    });
  });

  it('refuses a HEIC brand with no image behind it as not a photo we can read', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.alloc(32),
    ]);
    expect(await errorOf(normaliseGarmentPhoto(heic))).toMatchObject({
      status: 415,
      userMessage: UPLOAD_MESSAGES.notAnImage,
    });
  });
});

/** A PNG whose IHDR claims the given size, with a tiny (incomplete) image stream. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
