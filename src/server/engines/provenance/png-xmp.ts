/**
 * Puts an XMP packet into a PNG without decoding it (decision 253): one iTXt chunk with the
 * keyword XMP names ("XML:com.adobe.xmp", uncompressed, as the XMP specification part 3 asks),
 * inserted before the first image data chunk; an XMP chunk already there is left out. The rest
 * of the file is copied as it is, so the pixels are never encoded again (sharp's withXmp would,
 * 0.6 to 0.9 s for a 2048x2560 shot). png-chunks-extract/-encode were measured first: they check
 * and recompute every chunk's CRC in JavaScript, 0.6 to 1.8 s for a 5 MB shot, as slow as
 * re-encoding; here only the new chunk's CRC is computed (node:zlib's crc32).
 */
import { crc32 } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const XMP_KEYWORD = Buffer.from('XML:com.adobe.xmp\0', 'latin1');
const TEXT_CHUNKS = new Set(['iTXt', 'tEXt', 'zTXt']);

interface ChunkAt {
  type: string;
  start: number;
  end: number;
}

/** The file's chunks, by type and place (lengths read, nothing copied). */
function chunksOf(png: Buffer): ChunkAt[] {
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) throw new Error('Not a PNG file.');
  const chunks: ChunkAt[] = [];
  for (let at = 8; at < png.length;) {
    if (at + 12 > png.length) throw new Error('A PNG chunk runs past the end of the file.');
    const length = png.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > png.length) throw new Error('A PNG chunk runs past the end of the file.');
    chunks.push({ type: png.toString('latin1', at + 4, at + 8), start: at, end });
    at = end;
  }
  return chunks;
}

function isXmpChunk(png: Buffer, chunk: ChunkAt): boolean {
  if (!TEXT_CHUNKS.has(chunk.type)) return false;
  const data = chunk.start + 8;
  return png.subarray(data, data + XMP_KEYWORD.length).equals(XMP_KEYWORD);
}

/** The iTXt chunk: keyword, NUL, not compressed (0, 0), no language, no translation, the XMP. */
function xmpChunk(xmp: string): Buffer {
  const body = Buffer.concat([
    Buffer.from('iTXt', 'latin1'),
    XMP_KEYWORD,
    Buffer.from([0, 0, 0, 0]),
    Buffer.from(xmp, 'utf8'),
  ]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function withPngXmp(png: Uint8Array, xmp: string): Buffer {
  const file = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  const chunks = chunksOf(file);
  const firstData = chunks.find((chunk) => chunk.type === 'IDAT');
  if (!firstData) throw new Error('A PNG without image data cannot carry XMP.');
  const parts: Buffer[] = [file.subarray(0, 8)];
  for (const chunk of chunks) {
    if (chunk === firstData) parts.push(xmpChunk(xmp));
    if (!isXmpChunk(file, chunk)) parts.push(file.subarray(chunk.start, chunk.end));
  }
  return Buffer.concat(parts);
}
