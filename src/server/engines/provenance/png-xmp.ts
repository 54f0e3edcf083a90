/**
 * Puts an XMP packet into a PNG without decoding it (decision 253): one iTXt chunk with the
 * keyword XMP names ("XML:com.adobe.xmp", uncompressed, as the XMP specification part 3 asks),
 * before the image data; an XMP chunk already there is replaced. The chunks are read and written
 * by png-chunks-extract and png-chunks-encode, so re-encoding the pixels (0.6 to 0.9 s for a
 * 2048x2560 shot) is never needed to mark a PNG original.
 */
import extractChunks from 'png-chunks-extract';
import encodeChunks from 'png-chunks-encode';

const XMP_KEYWORD = 'XML:com.adobe.xmp';

function isXmpChunk(chunk: { name: string; data: Uint8Array }): boolean {
  if (chunk.name !== 'iTXt' && chunk.name !== 'tEXt' && chunk.name !== 'zTXt') return false;
  const keyword = Buffer.from(chunk.data.subarray(0, XMP_KEYWORD.length + 1)).toString('latin1');
  return keyword === `${XMP_KEYWORD}\0`;
}

/** The iTXt chunk's data: keyword, NUL, not compressed (0, 0), no language, no translation. */
function xmpChunkData(xmp: string): Uint8Array {
  return Buffer.concat([
    Buffer.from(`${XMP_KEYWORD}\0`, 'latin1'),
    Buffer.from([0, 0]),
    Buffer.from('\0\0', 'latin1'),
    Buffer.from(xmp, 'utf8'),
  ]);
}

export function withPngXmp(png: Uint8Array, xmp: string): Buffer {
  const chunks = extractChunks(png).filter((chunk) => !isXmpChunk(chunk));
  const firstData = chunks.findIndex((chunk) => chunk.name === 'IDAT');
  if (firstData < 0) throw new Error('A PNG without image data cannot carry XMP.');
  chunks.splice(firstData, 0, { name: 'iTXt', data: xmpChunkData(xmp) });
  return Buffer.from(encodeChunks(chunks));
}
