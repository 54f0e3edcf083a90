/**
 * HEIC/HEIF photos (iPhone's default) (decision 179). sharp's prebuilt libvips reads the HEIF
 * header (size, EXIF) but decodes only AV1 (AVIF), not HEVC, so the pixels come from libheif
 * compiled to wasm (the npm package heic-decode). The decode runs in a worker thread, which is
 * ended after each photo: a 12-megapixel HEIC blocks its thread for 1-2 s and leaves 150-200 MB
 * of wasm memory that wasm never gives back while its thread lives.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Metadata } from 'sharp';

/** HEIF whose pixels are HEVC (HEIC): AVIF (AV1) stays with libvips. */
export function isHevcHeif(metadata: Metadata): boolean {
  return metadata.format === 'heif' && metadata.compression === 'hevc';
}

export interface RawPhoto {
  /** RGBA, 8 bits per channel, orientation (irot/imir) applied by libheif. */
  data: Buffer;
  width: number;
  height: number;
}

export class HeicDecodeError extends Error {
  constructor(
    message: string,
    readonly tooManyPixels = false,
  ) {
    super(message);
    this.name = 'HeicDecodeError';
  }
}

/** A photo that libheif has not finished in this long is refused (a 12 MP photo takes 1-2 s). */
export const HEIC_DECODE_TIMEOUT_MS = 60_000;

/**
 * Runs in the worker (CommonJS, evaluated from this string so the same code works from the
 * TypeScript sources and the built JavaScript). libheif reads the container first; the pixel
 * limit is checked on its own idea of the size before a pixel is decoded.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// libheif-js reports why a decode failed on the console: kept for the error, not printed.
const notes = [];
console.log = console.warn = console.error = (...args) =>
  notes.push(args.map((arg) => (typeof arg === 'string' ? arg : (arg && arg.message) || '')).join(' ').trim());
const decode = require(workerData.modulePath);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const image = images[0];
    if (image.width * image.height > workerData.maxPixels) {
      parentPort.postMessage({ tooManyPixels: true });
      return;
    }
    const { width, height, data } = await image.decode();
    parentPort.postMessage({ width, height, data }, [data.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) =>
  parentPort.postMessage({ error: [String((error && error.message) || error), ...notes].join(': ') }),
);
`;

let modulePath: string | undefined;

interface WorkerAnswer {
  width?: number;
  height?: number;
  data?: Uint8ClampedArray;
  tooManyPixels?: boolean;
  error?: string;
}

/** Decodes the primary image of a HEIC to RGBA; throws HeicDecodeError for anything unreadable. */
export function decodeHeic(
  bytes: Uint8Array,
  maxPixels: number,
  timeoutMs = HEIC_DECODE_TIMEOUT_MS,
): Promise<RawPhoto> {
  modulePath ??= createRequire(import.meta.url).resolve('heic-decode');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { modulePath, bytes, maxPixels },
  });
  return new Promise<RawPhoto>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new HeicDecodeError(`HEIC decode took over ${timeoutMs} ms`)),
      timeoutMs,
    );
    let done = false;
    function finish(result: RawPhoto | HeicDecodeError) {
      if (done) return;
      done = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof HeicDecodeError) reject(result);
      else resolve(result);
    }
    worker.once('message', (answer: WorkerAnswer) => {
      if (answer.tooManyPixels) finish(new HeicDecodeError('too many pixels', true));
      else if (answer.data && answer.width && answer.height)
        finish({
          data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
          width: answer.width,
          height: answer.height,
        });
      else finish(new HeicDecodeError(answer.error ?? 'HEIC decode failed'));
    });
    worker.once('error', (error) => finish(new HeicDecodeError(error.message)));
    worker.once('exit', (code) => finish(new HeicDecodeError(`HEIC decoder exited (${code})`)));
  });
}

/**
 * The decoded pixels as an uncompressed TIFF carrying the photo's ICC profile, so that sharp
 * converts them to sRGB as it does any photo with a profile: an iPhone's HEIC is Display P3,
 * whose numbers read as sRGB would dull every saturated colour of the garment.
 */
export function rawWithProfile(raw: RawPhoto, icc: Uint8Array): Buffer {
  const entries: [tag: number, type: number, count: number, value: number][] = [];
  const header = 8;
  const ifdSize = 2 + 12 * 12 + 4;
  const bitsAt = header + ifdSize;
  const iccAt = bitsAt + 8;
  const pixelsAt = iccAt + icc.length + (icc.length % 2);
  const SHORT = 3;
  const LONG = 4;
  entries.push(
    [256, LONG, 1, raw.width], // ImageWidth
    [257, LONG, 1, raw.height], // ImageLength
    [258, SHORT, 4, bitsAt], // BitsPerSample: 8, 8, 8, 8
    [259, SHORT, 1, 1], // Compression: none
    [262, SHORT, 1, 2], // PhotometricInterpretation: RGB
    [273, LONG, 1, pixelsAt], // StripOffsets
    [277, SHORT, 1, 4], // SamplesPerPixel
    [278, LONG, 1, raw.height], // RowsPerStrip
    [279, LONG, 1, raw.data.length], // StripByteCounts
    [284, SHORT, 1, 1], // PlanarConfiguration: chunky
    [338, SHORT, 1, 2], // ExtraSamples: unassociated alpha
    [34675, 7, icc.length, iccAt], // ICC profile
  );
  const head = Buffer.alloc(pixelsAt);
  head.write('II', 0, 'latin1');
  head.writeUInt16LE(42, 2);
  head.writeUInt32LE(header, 4);
  head.writeUInt16LE(entries.length, header);
  entries.forEach(([tag, type, count, value], i) => {
    const at = header + 2 + i * 12;
    head.writeUInt16LE(tag, at);
    head.writeUInt16LE(type, at + 2);
    head.writeUInt32LE(count, at + 4);
    if (type === SHORT && count === 1) head.writeUInt16LE(value, at + 8);
    else head.writeUInt32LE(value, at + 8);
  });
  head.writeUInt32LE(0, header + 2 + entries.length * 12); // no next IFD
  for (let i = 0; i < 4; i += 1) head.writeUInt16LE(8, bitsAt + i * 2);
  Buffer.from(icc.buffer, icc.byteOffset, icc.byteLength).copy(head, iccAt);
  return Buffer.concat([head, raw.data]);
}

/** A box of ISO-BMFF: its type, and where its content starts and ends. */
interface Box {
  type: string;
  start: number;
  end: number;
}

function boxesIn(bytes: Uint8Array, start: number, end: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) break;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    boxes.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

/**
 * Whether the primary image carries a rotation (irot) or mirror (imir) property, which libheif
 * applies while decoding. Unreadable structure answers true, so nothing is turned twice.
 */
export function heifHasTransform(bytes: Uint8Array): boolean {
  try {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const meta = boxesIn(bytes, 0, bytes.length).find((box) => box.type === 'meta');
    if (!meta) return true;
    const inMeta = boxesIn(bytes, meta.start + 4, meta.end); // meta is a full box
    const pitm = inMeta.find((box) => box.type === 'pitm');
    const iprp = inMeta.find((box) => box.type === 'iprp');
    if (!pitm || !iprp) return true;
    const primary =
      bytes[pitm.start] === 0 ? view.getUint16(pitm.start + 4) : view.getUint32(pitm.start + 4);
    const inIprp = boxesIn(bytes, iprp.start, iprp.end);
    const ipco = inIprp.find((box) => box.type === 'ipco');
    if (!ipco) return true;
    const properties = boxesIn(bytes, ipco.start, ipco.end);
    for (const ipma of inIprp.filter((box) => box.type === 'ipma')) {
      const version = bytes[ipma.start]!;
      const wideIndex = (bytes[ipma.start + 3]! & 1) === 1;
      let at = ipma.start + 4;
      const entries = view.getUint32(at);
      at += 4;
      for (let entry = 0; entry < entries; entry += 1) {
        const item = version < 1 ? view.getUint16(at) : view.getUint32(at);
        at += version < 1 ? 2 : 4;
        const count = bytes[at]!;
        at += 1;
        for (let i = 0; i < count; i += 1) {
          const index = wideIndex ? view.getUint16(at) & 0x7fff : bytes[at]! & 0x7f;
          at += wideIndex ? 2 : 1;
          const type = properties[index - 1]?.type;
          if (item === primary && (type === 'irot' || type === 'imir')) return true;
        }
      }
    }
    return false;
  } catch {
    return true;
  }
}

/** The Orientation tag (0x0112) of an EXIF block (TIFF, optionally after 'Exif\0\0'), or 1. */
export function exifOrientation(exif: Uint8Array | undefined): number {
  if (!exif) return 1;
  try {
    let tiff = exif;
    const exifHeader = [0x45, 0x78, 0x69, 0x66, 0, 0];
    if (exifHeader.every((value, i) => tiff[i] === value)) tiff = tiff.subarray(6);
    const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
    const little = tiff[0] === 0x49 && tiff[1] === 0x49;
    if (!little && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let i = 0; i < count; i += 1) {
      const entry = ifd + 2 + i * 12;
      if (view.getUint16(entry, little) === 0x0112) {
        const value = view.getUint16(entry + 8, little);
        return value >= 1 && value <= 8 ? value : 1;
      }
    }
  } catch {
    // A cut-off EXIF block says nothing about orientation.
  }
  return 1;
}
