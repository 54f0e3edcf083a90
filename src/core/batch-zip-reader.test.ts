import { Zip, ZipDeflate, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readZipPhotos, sniffPhotoType, ZipRefusedError } from './batch-zip-reader.js';

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

/** The zip in chunks of 64 KB, as a browser's File.stream() hands them over. */
async function* chunksOf(zip: Uint8Array) {
  for (let at = 0; at < zip.length; at += 64 * 1024) yield zip.subarray(at, at + 64 * 1024);
}

const read = (files: Zippable, limits?: Parameters<typeof readZipPhotos>[2]) =>
  readZipPhotos(chunksOf(zipSync(files)), 'photos.zip', limits);

describe('readZipPhotos', () => {
  it('keeps photos by their bytes and names what it refuses', async () => {
    const { photos, refused } = await read({
      'shop/KURTA_front.jpg': JPEG,
      'KURTA_back.png': PNG,
      'notes.txt': new TextEncoder().encode('hello'),
      'fake.jpg': new TextEncoder().encode('<svg onload=alert(1)>'),
      '__MACOSX/._KURTA_front.jpg': JPEG,
      '.DS_Store': new Uint8Array([0, 1]),
    });
    expect(photos.map((photo) => [photo.name, photo.contentType])).toEqual([
      ['shop/KURTA_front.jpg', 'image/jpeg'],
      ['KURTA_back.png', 'image/png'],
    ]);
    expect(refused).toEqual([
      { name: 'notes.txt', reason: 'It is not a JPG, PNG, WebP, AVIF or HEIC photo.' },
      { name: 'fake.jpg', reason: 'It is not a JPG, PNG, WebP, AVIF or HEIC photo.' },
    ]);
  });

  it('keeps a .csv manifest as text beside the photos', async () => {
    const { photos, manifests, refused } = await read({
      'shoot/products.csv': new TextEncoder().encode('sku,garment_type\nKURTA,kurta\n'),
      'KURTA_front.jpg': JPEG,
    });
    expect(photos.map((photo) => photo.name)).toEqual(['KURTA_front.jpg']);
    expect(manifests).toEqual([
      { name: 'shoot/products.csv', text: 'sku,garment_type\nKURTA,kurta\n' },
    ]);
    expect(refused).toEqual([]);
  });

  it('refuses paths that climb out of the zip', async () => {
    const { photos, refused } = await read({
      '../evil_front.jpg': JPEG,
      'a/../../b_front.jpg': JPEG,
      'ok_front.jpg': JPEG,
    });
    expect(photos.map((photo) => photo.name)).toEqual(['ok_front.jpg']);
    expect(refused.map((refusal) => refusal.name)).toEqual([
      '../evil_front.jpg',
      'a/../../b_front.jpg',
    ]);
    expect(refused[0]!.reason).toBe('Its path leads outside the zip, so it was not read.');
  });

  it('refuses a photo over the per-photo limit and keeps the others', async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(JPEG);
    for (let i = 8; i < big.length; i++) big[i] = (i * 7919) % 251; // not compressible
    const { photos, refused } = await read(
      { 'big_front.jpg': [big, { level: 0 }], 'small_front.jpg': JPEG },
      { maxPhotoBytes: 2 * 1024 * 1024, maxTotalBytes: 1e9, maxEntryRatio: 200 },
    );
    expect(photos.map((photo) => photo.name)).toEqual(['small_front.jpg']);
    expect(refused).toEqual([{ name: 'big_front.jpg', reason: 'It is over 2 MB.' }]);
  });

  it('refuses a zip bomb as a whole, having unpacked only a little of it', async () => {
    // 60 MB of zeros packs to about 60 KB: a ratio near 1000 (200 MB took 30 s on a busy machine).
    const zeros = new Uint8Array(60 * 1024 * 1024);
    zeros.set(JPEG);
    const bomb = zipSync({ 'bomb_front.jpg': [zeros, { level: 9 }], 'ok_front.jpg': JPEG });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const reading = readZipPhotos(chunksOf(bomb), 'photos.zip');
    await expect(reading).rejects.toBeInstanceOf(ZipRefusedError);
    await expect(reading).rejects.toThrow(
      'photos.zip was refused: bomb_front.jpg unpacks to far more than its size (a zip bomb). Nothing from this zip was added.',
    );
  });

  it('stops a streamed bomb (no sizes stated) at the per-photo limit, unpacking little of it', async () => {
    const zeros = new Uint8Array(60 * 1024 * 1024);
    zeros.set(JPEG);
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, data) => {
      if (error) throw error;
      parts.push(data);
    });
    const entry = new ZipDeflate('streamed_front.jpg', { level: 9 });
    zip.add(entry);
    entry.push(zeros, true);
    zip.end();
    const { photos, refused, inflatedBytes } = await readZipPhotos(
      (async function* () {
        yield* parts;
      })(),
      'streamed.zip',
    );
    expect(photos).toEqual([]);
    expect(refused).toEqual([{ name: 'streamed_front.jpg', reason: 'It is over 10 MB.' }]);
    // Stopped within a slice (at most ~16 MB) of the 10 MB limit, not after 60 MB.
    expect(inflatedBytes).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses a zip whose photos together unpack past the total limit', async () => {
    const photo = new Uint8Array(600 * 1024);
    photo.set(JPEG);
    for (let i = 8; i < photo.length; i++) photo[i] = (i * 31) % 253;
    await expect(
      read(
        { 'a_front.jpg': [photo, { level: 0 }], 'b_front.jpg': [photo, { level: 0 }] },
        { maxPhotoBytes: 1e9, maxTotalBytes: 1024 * 1024, maxEntryRatio: 200 },
      ),
    ).rejects.toThrow(/photos\.zip was refused: it unpacks to more than/);
  });
});

describe('sniffPhotoType', () => {
  it('reads the first bytes, not the name', () => {
    expect(sniffPhotoType(JPEG)).toBe('image/jpeg');
    expect(sniffPhotoType(PNG)).toBe('image/png');
    expect(sniffPhotoType(new TextEncoder().encode('RIFF0000WEBPVP8 '))).toBe('image/webp');
    expect(sniffPhotoType(new TextEncoder().encode('\0\0\0\x1cftypavif'))).toBe('image/avif');
    expect(sniffPhotoType(new TextEncoder().encode('\0\0\0\x18ftypheic'))).toBe('image/heic');
    expect(sniffPhotoType(new TextEncoder().encode('\0\0\0\x18ftypmif1'))).toBe('image/heif');
    expect(sniffPhotoType(new TextEncoder().encode('\0\0\0\x18ftypisom'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
});
