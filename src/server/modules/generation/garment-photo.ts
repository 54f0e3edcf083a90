/**
 * Turns an uploaded file into a stored garment photo: it must decode as a raster image under
 * the pixel limit, with no corrupt or missing data (decision 175); EXIF orientation is applied
 * and every metadata block (GPS, camera, ICC profile beyond sRGB) is dropped, since sharp writes
 * none unless asked. The bytes decide what the file is, never its name or declared type.
 * HEIC (HEVC) photos are decoded by libheif in a worker, then go on as any photo (decision 179).
 * Asked for, the same pixels also give the copy AI vendors receive (decision 212).
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { MAX_PHOTO_PIXELS, STORED_PHOTO_LONG_EDGE } from '../../../core/uploads.js';
import { asVendorJpeg, VENDOR_PHOTO_LONG_SIDE } from '../../engines/ai/vendor-jpeg.js';
import { AppError } from '../../lib/errors.js';
import {
  decodeHeic,
  exifOrientation,
  HeicDecodeError,
  heifHasTransform,
  isHevcHeif,
  rawWithProfile,
} from '../../lib/heic-input.js';
import {
  declaredPixels,
  decodeStrictly,
  oneAtATime,
  readImageHeader,
} from '../../lib/image-input.js';
import { keyed } from '../../../core/server-messages.js';

export interface GarmentPhoto {
  data: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** The photo as AI vendors receive it (`asVendorJpeg`), when asked for. */
  vendorJpeg?: Buffer;
}

export interface NormaliseOptions {
  /**
   * Also make the vendors' copy, from the same decoded pixels (decision 212): the run's AI engine
   * then sends it without decoding the stored photo again.
   */
  vendorJpeg?: boolean;
}

const DECODABLE = new Set(['jpeg', 'png', 'webp', 'heif']);

function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

export async function normaliseGarmentPhoto(
  bytes: Buffer,
  options: NormaliseOptions = {},
): Promise<GarmentPhoto> {
  if (looksLikeSvg(bytes)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('svgRefused'));
  let metadata: Metadata;
  try {
    metadata = await readImageHeader(bytes);
  } catch (cause) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notAnImage'), { cause });
  }
  if (!metadata.format || !DECODABLE.has(metadata.format)) {
    const reason = metadata.format === 'svg' ? keyed('svgRefused') : keyed('notAnImage');
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', reason);
  }
  // The header is read before any pixel is decoded, so a decompression bomb stops here.
  if (declaredPixels(metadata) > MAX_PHOTO_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', keyed('photoTooManyPixels'));
  }
  const keepAlpha = metadata.hasAlpha === true;
  const vendor = options.vendorJpeg === true;
  if (isHevcHeif(metadata)) return normaliseHeic(bytes, metadata, keepAlpha, vendor);
  try {
    return await decodeStrictly((failOn) =>
      // rotate() applies the EXIF orientation, then the tag is gone with the rest of the metadata
      storedPhoto(
        () => sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS, failOn }).rotate(),
        keepAlpha,
        vendor,
      ),
    );
  } catch (cause) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notAnImage'), { cause });
  }
}

function contentType(keepAlpha: boolean): GarmentPhoto['contentType'] {
  return keepAlpha ? 'image/png' : 'image/jpeg';
}

/**
 * Scaled to the stored size, sRGB, re-encoded with no metadata (decision 006); with `vendor`,
 * the vendors' copy from the same decoded pixels at once. `decoded` makes the pipeline of the
 * photo's pixels, once for each: a pipeline resizes once, and the two run on two cores.
 */
async function storedPhoto(
  decoded: () => Sharp,
  keepAlpha: boolean,
  vendor: boolean,
): Promise<GarmentPhoto> {
  const vendorJpeg = vendor
    ? asVendorJpeg(decoded().toColourspace('srgb'), VENDOR_PHOTO_LONG_SIDE).toBuffer()
    : undefined;
  // Awaited below; a failed stored photo must not leave it unhandled.
  vendorJpeg?.catch(() => {});
  const resized = decoded()
    .resize({
      width: STORED_PHOTO_LONG_EDGE,
      height: STORED_PHOTO_LONG_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .toColourspace('srgb');
  const { data, info } = await (keepAlpha
    ? resized.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true })
    : resized
        .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
        .toBuffer({ resolveWithObject: true }));
  const photo = {
    data,
    contentType: contentType(keepAlpha),
    width: info.width,
    height: info.height,
  };
  return vendorJpeg ? { ...photo, vendorJpeg: await vendorJpeg } : photo;
}

/**
 * Turns a pipeline by an EXIF orientation (1-8), as sharp's rotate() does for a JPEG. sharp
 * mirrors before it rotates.
 */
export function orientByExif(pipeline: Sharp, orientation: number): Sharp {
  switch (orientation) {
    case 2:
      return pipeline.flop();
    case 3:
      return pipeline.rotate(180);
    case 4:
      return pipeline.flip();
    case 5:
      return pipeline.flip().rotate(90);
    case 6:
      return pipeline.rotate(90);
    case 7:
      return pipeline.flop().rotate(90);
    case 8:
      return pipeline.rotate(270);
    default:
      return pipeline;
  }
}

/**
 * A HEIC photo: libheif decodes it (one upload at a time, like any photo) and applies its
 * rotation and mirror properties (irot, imir). The EXIF orientation is applied only when the
 * file has neither: an iPhone writes both with the same turn, and HEIF says the properties win;
 * a converter that kept a camera JPEG's EXIF orientation without writing irot means the EXIF.
 */
async function normaliseHeic(
  bytes: Buffer,
  metadata: Metadata,
  keepAlpha: boolean,
  vendor: boolean,
): Promise<GarmentPhoto> {
  try {
    return await oneAtATime(async () => {
      const raw = await decodeHeic(bytes, MAX_PHOTO_PIXELS);
      const orientation = heifHasTransform(bytes) ? 1 : exifOrientation(metadata.exif);
      // With its colour profile (an iPhone's Display P3), sharp converts the pixels to sRGB.
      const input = metadata.icc ? rawWithProfile(raw, metadata.icc) : raw.data;
      const decoded = () => {
        let pipeline = metadata.icc
          ? sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS })
          : sharp(input, {
              raw: { width: raw.width, height: raw.height, channels: 4 },
              limitInputPixels: MAX_PHOTO_PIXELS,
            });
        if (!keepAlpha) pipeline = pipeline.removeAlpha();
        return orientByExif(pipeline, orientation);
      };
      return storedPhoto(decoded, keepAlpha, vendor);
    });
  } catch (cause) {
    if (cause instanceof HeicDecodeError && cause.tooManyPixels)
      throw new AppError('PAYLOAD_TOO_LARGE', keyed('photoTooManyPixels'), { cause });
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', keyed('notAnImage'), { cause });
  }
}
