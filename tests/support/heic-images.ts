/**
 * Real HEIC files, made at test time by libheif's encoder (heif-enc, Debian's libheif-examples,
 * x265 inside) from a picture drawn by sharp (decision 179). heif-enc 1.15 writes no rotation
 * box of its own, but it keeps a source JPEG's EXIF block, orientation included; a rotation box
 * (irot), as an iPhone writes, is put in by replacing the pixel-depth property (pixi) with an
 * irot of the same length, so nothing else in the file moves.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { BadImage } from './bad-images.js';

export const HEIF_ENC = '/usr/bin/heif-enc';
/** Tests that need real HEIC files are skipped, saying so, where libheif-examples is missing. */
export const HAS_HEIF_ENC = existsSync(HEIF_ENC);
export const NO_HEIF_ENC_REASON = `${HEIF_ENC} is missing (apt-get install libheif-examples)`;

/**
 * A red landscape picture with a blue block at its top left (a fifth of its width, an eighth of
 * its height), as PNG or JPEG, with no alpha channel.
 */
export async function markedPicture(
  width = 640,
  height = 480,
  format: 'png' | 'jpeg' = 'png',
  orientation?: number,
): Promise<Buffer> {
  const marker = {
    width: Math.round(width / 5),
    height: Math.round(height / 8),
    channels: 3 as const,
  };
  const drawn = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } },
  })
    .composite([
      { input: { create: { ...marker, background: { r: 0, g: 0, b: 255 } } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
  const picture = sharp(drawn).removeAlpha();
  const encoded = format === 'png' ? picture.png() : picture.jpeg({ quality: 95 });
  return (orientation ? encoded.withMetadata({ orientation }) : encoded).toBuffer();
}

/** Encodes a PNG or JPEG as HEIC (HEVC) with heif-enc. */
export async function encodeHeic(source: Buffer, quality = 70): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), 'heic-'));
  try {
    const isPng = source[0] === 0x89;
    const input = path.join(folder, isPng ? 'in.png' : 'in.jpg');
    const output = path.join(folder, 'out.heic');
    await writeFile(input, source);
    await promisify(execFile)(HEIF_ENC, ['-q', String(quality), '-o', output, input]);
    return await readFile(output);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Offset of the first box of a type (its size field), searching the whole file. */
function boxAt(heic: Buffer, type: string): number {
  const at = heic.indexOf(Buffer.from(type, 'latin1'));
  if (at < 4) throw new Error(`no ${type} box`);
  return at - 4;
}

/**
 * The same HEIC with an irot property turning it by `quarterTurnsAnticlockwise` x 90 degrees,
 * written over its pixi property (16 bytes: the irot's angle byte and 7 bytes of padding).
 */
export function withIrot(heic: Buffer, quarterTurnsAnticlockwise: number): Buffer {
  const copy = Buffer.from(heic);
  const at = boxAt(copy, 'pixi');
  if (copy.readUInt32BE(at) !== 16) throw new Error('unexpected pixi box');
  copy.write('irot', at + 4, 'latin1');
  copy.fill(0, at + 8, at + 16);
  copy[at + 8] = quarterTurnsAnticlockwise & 3;
  return copy;
}

/** The same HEIC declaring another size in its ispe property: a pixel bomb by its header. */
export function withDeclaredSize(heic: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(heic);
  const at = boxAt(copy, 'ispe');
  copy.writeUInt32BE(width, at + 12);
  copy.writeUInt32BE(height, at + 16);
  return copy;
}

/** HEIC files every photo route refuses: cut off, and a pixel bomb by its header. */
export async function badHeicImages(): Promise<BadImage[]> {
  const heic = await encodeHeic(await markedPicture());
  return [
    {
      label: 'a HEIC cut off at two thirds',
      filename: 'IMG_0001.HEIC',
      type: 'image/heic',
      bytes: heic.subarray(0, Math.floor((heic.length * 2) / 3)),
      refusal: 'notAnImage',
    },
    {
      label: 'a HEIC declaring 10000x8000 pixels',
      filename: 'IMG_0002.HEIC',
      type: 'image/heic',
      bytes: withDeclaredSize(heic, 10_000, 8_000),
      refusal: 'tooManyPixels',
    },
  ];
}
