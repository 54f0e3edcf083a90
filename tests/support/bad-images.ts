/**
 * Files that are not the photos they claim to be, made by code: cut off, corrupted, mislabelled,
 * SVG with a script, and pixel bombs (a header declaring 50000x50000 pixels, a PNG of 400
 * megapixels that deflates to a few hundred kB, an animated WebP with huge frames). Every upload
 * route is tested with the same set (tests/security/bad-uploads.db.test.ts), and the server's
 * memory is measured while they arrive (tests/processes/upload-bombs.db.test.ts).
 */
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';

export interface BadImage {
  label: string;
  /** What the client claims: the part's file name and type. */
  filename: string;
  type: string;
  bytes: Buffer;
  /** What the server says: the part of the message that explains the refusal. */
  refusal: 'notAnImage' | 'svgRefused' | 'tooManyPixels';
}

const noisy = (format: 'jpeg' | 'png' | 'webp', width = 640, height = 800) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG header of 8-bit greyscale at the given size, then `idat` as its compressed rows. */
function pngWith(width: number, height: number, idat: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Deflates `height` rows of zeros (filter byte and pixels) without holding them in memory. */
async function deflatedZeroRows(width: number, height: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(width + 1);
  for (let y = 0; y < height; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
}

/** A real, complete PNG of width x height black pixels: tiny on disk, huge once decoded. */
export async function decompressionBombPng(width: number, height: number): Promise<Buffer> {
  return pngWith(width, height, await deflatedZeroRows(width, height));
}

/** A PNG whose header declares 50000x50000 pixels over a few rows of data. */
export async function declaredPixelBombPng(): Promise<Buffer> {
  return pngWith(50_000, 50_000, await deflatedZeroRows(50_000, 4));
}

/** A baseline JPEG whose frame header is rewritten to declare 60000x60000 pixels. */
async function declaredPixelBombJpeg(): Promise<Buffer> {
  const jpeg = Buffer.from(await noisy('jpeg', 64, 64));
  for (let i = 2; i < jpeg.length - 9; i++) {
    if (jpeg[i] === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2)) {
      jpeg.writeUInt16BE(60_000, i + 5);
      jpeg.writeUInt16BE(60_000, i + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header in the JPEG');
}

/** An animated WebP of two 7200x7200 frames (52 megapixels each), flat, so it stays small. */
function hugeFrameAnimatedWebp(): Promise<Buffer> {
  const side = 7200;
  return sharp({
    create: { width: side, height: side * 2, channels: 3, background: '#202020', pageHeight: side },
    limitInputPixels: false,
  })
    .webp({ quality: 10, effort: 0, loop: 0 })
    .toBuffer();
}

export const SCRIPTED_SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">' +
    '<script>fetch("/api/account",{credentials:"include"}).then(r=>r.text()).then(alert)</script>' +
    '<rect width="400" height="500" fill="#c0392b"/></svg>',
);

let made: Promise<BadImage[]> | undefined;

/** The bad files every image route must refuse, each with the refusal it must give (made once). */
export function badImages(): Promise<BadImage[]> {
  made ??= makeBadImages();
  return made;
}

async function makeBadImages(): Promise<BadImage[]> {
  const [jpeg, png, webp] = await Promise.all([noisy('jpeg'), noisy('png'), noisy('webp')]);
  const corruptJpeg = Buffer.from(jpeg);
  // Scan data zeroed in the middle: the header still reads, the pixels do not.
  corruptJpeg.fill(0, jpeg.length >> 2, (jpeg.length >> 2) + 4096);
  return [
    {
      label: 'a JPEG cut off half-way',
      bytes: jpeg.subarray(0, jpeg.length >> 1),
      refusal: 'notAnImage',
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'a PNG cut off half-way',
      bytes: png.subarray(0, png.length >> 1),
      refusal: 'notAnImage',
      filename: 'front.png',
      type: 'image/png',
    },
    {
      label: 'a WebP cut off half-way',
      bytes: webp.subarray(0, webp.length >> 1),
      refusal: 'notAnImage',
      filename: 'front.webp',
      type: 'image/webp',
    },
    {
      label: 'a JPEG with corrupt scan data',
      bytes: corruptJpeg,
      refusal: 'notAnImage',
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'random bytes as a JPEG',
      bytes: randomish(64 * 1024),
      refusal: 'notAnImage',
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'a text file as a PNG',
      bytes: Buffer.from('name,sku\nKurta,KU-1\n'.repeat(200)),
      refusal: 'notAnImage',
      filename: 'front.png',
      type: 'image/png',
    },
    {
      label: 'an SVG with a script',
      bytes: SCRIPTED_SVG,
      refusal: 'svgRefused',
      filename: 'front.svg',
      type: 'image/svg+xml',
    },
    {
      label: 'an SVG with a script named .png',
      bytes: SCRIPTED_SVG,
      refusal: 'svgRefused',
      filename: 'front.png',
      type: 'image/png',
    },
    {
      label: 'a PNG declaring 50000x50000 pixels',
      bytes: await declaredPixelBombPng(),
      refusal: 'tooManyPixels',
      filename: 'front.png',
      type: 'image/png',
    },
    {
      label: 'a JPEG declaring 60000x60000 pixels',
      bytes: await declaredPixelBombJpeg(),
      refusal: 'tooManyPixels',
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'a 400-megapixel PNG of a few hundred kB',
      bytes: await decompressionBombPng(20_000, 20_000),
      refusal: 'tooManyPixels',
      filename: 'front.png',
      type: 'image/png',
    },
    {
      label: 'an animated WebP of 64-megapixel frames',
      bytes: await hugeFrameAnimatedWebp(),
      refusal: 'tooManyPixels',
      filename: 'front.webp',
      type: 'image/webp',
    },
  ];
}

/**
 * Sound photos the same routes must still take: a PNG sent as 'front.jpg' with type image/jpeg
 * (the bytes decide, never the name), and a JPEG whose scan header has the odd parameters some
 * phone cameras write (libjpeg warns, the pixels are fine).
 */
export async function awkwardButSoundImages(): Promise<Omit<BadImage, 'refusal'>[]> {
  const png = await noisy('png', 480, 600);
  const jpeg = Buffer.from(await noisy('jpeg', 480, 600));
  const sos = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const components = jpeg[sos + 4]!;
  // After the length, the component count and two bytes per component: Ss, Se, then Ah/Al.
  jpeg[sos + 5 + components * 2 + 2] = 0x01;
  return [
    {
      label: 'a PNG named .jpg and sent as image/jpeg',
      bytes: png,
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
    {
      label: 'a JPEG with the scan parameters of some phone cameras',
      bytes: jpeg,
      filename: 'front.jpg',
      type: 'image/jpeg',
    },
  ];
}

/** Bytes that look like nothing (a fixed pattern, so a failure is reproducible). */
function randomish(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  let state = 0x2545f491;
  for (let i = 0; i < size; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[i] = state & 0xff;
  }
  return bytes;
}
