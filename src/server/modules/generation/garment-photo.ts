/**
 * Turns an uploaded file into a stored garment photo: it must decode as a raster image under
 * the pixel limit, with no corrupt or missing data (decision 175); EXIF orientation is applied
 * and every metadata block (GPS, camera, ICC profile beyond sRGB) is dropped, since sharp writes
 * none unless asked. The bytes decide what the file is, never its name or declared type.
 */
import sharp, { type Metadata } from 'sharp';
import {
  MAX_PHOTO_PIXELS,
  STORED_PHOTO_LONG_EDGE,
  UPLOAD_MESSAGES,
} from '../../../core/uploads.js';
import { AppError } from '../../lib/errors.js';
import { declaredPixels, decodeStrictly, readImageHeader } from '../../lib/image-input.js';

export interface GarmentPhoto {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const DECODABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

/** ISO-BMFF brands of HEIC/HEIF stills (HEVC), which this libvips build cannot decode. */
function looksLikeHeic(bytes: Buffer): boolean {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  return ['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1'].includes(bytes.toString('latin1', 8, 12));
}

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

export async function normaliseGarmentPhoto(bytes: Buffer): Promise<GarmentPhoto> {
  if (looksLikeSvg(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.svgRefused);
  let metadata: Metadata;
  try {
    metadata = await readImageHeader(bytes);
  } catch (cause) {
    if (looksLikeHeic(bytes))
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.heicUnsupported, { cause });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notAnImage, { cause });
  }
  if (!metadata.format || !DECODABLE.has(metadata.format)) {
    const message =
      metadata.format === 'svg' ? UPLOAD_MESSAGES.svgRefused : UPLOAD_MESSAGES.notAnImage;
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', message);
  }
  // The header is read before any pixel is decoded, so a decompression bomb stops here.
  if (declaredPixels(metadata) > MAX_PHOTO_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels);
  }
  const keepAlpha = metadata.hasAlpha === true;
  try {
    const { data, info } = await decodeStrictly((failOn) => {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn })
        .rotate() // applies the EXIF orientation, then the tag is gone with the rest of the metadata
        .resize({
          width: STORED_PHOTO_LONG_EDGE,
          height: STORED_PHOTO_LONG_EDGE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .toColourspace('srgb');
      return keepAlpha
        ? pipeline.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
        : pipeline
            .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
            .toBuffer({ resolveWithObject: true });
    });
    return {
      data,
      contentType: keepAlpha ? 'image/png' : 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (cause) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notAnImage, { cause });
  }
}
