/**
 * HEIC photos (decision 179), with real files made by heif-enc at test time: decoded by libheif
 * in a worker, turned as the file says, stored as JPEG; cut-off files and pixel bombs refused.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  encodeHeic,
  HAS_HEIF_ENC,
  markedPicture,
  NO_HEIF_ENC_REASON,
  withDeclaredSize,
  withIrot,
} from '../../../../tests/support/heic-images.js';
import { UPLOAD_MESSAGES } from '../../../core/uploads.js';
import type { AppError } from '../../lib/errors.js';
import {
  decodeHeic,
  exifOrientation,
  HeicDecodeError,
  heifHasTransform,
} from '../../lib/heic-input.js';
import { normaliseGarmentPhoto, orientByExif } from './garment-photo.js';

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as AppError,
  );

/** Which corner of a stored photo the blue marker is in. */
async function markerCorner(photo: Buffer): Promise<string> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const blueAt = (x: number, y: number) => {
    const i = (y * info.width + x) * info.channels;
    return data[i + 2]! > 200 && data[i]! < 60;
  };
  const corners = {
    'top left': [5, 5],
    'top right': [info.width - 6, 5],
    'bottom left': [5, info.height - 6],
    'bottom right': [info.width - 6, info.height - 6],
  } as const;
  return Object.entries(corners)
    .filter(([, [x, y]]) => blueAt(x, y))
    .map(([name]) => name)
    .join(', ');
}

describe('orientByExif', () => {
  it('turns raw pixels as sharp turns a JPEG by its EXIF orientation, for all eight', async () => {
    const { data, info } = await sharp(await markedPicture(64, 48))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    for (let orientation = 1; orientation <= 8; orientation += 1) {
      const tagged = await sharp(data, { raw }).png().withMetadata({ orientation }).toBuffer();
      const expected = await sharp(tagged).rotate().raw().toBuffer();
      const turned = await orientByExif(sharp(data, { raw }), orientation).raw().toBuffer();
      expect(turned.equals(expected), `orientation ${orientation}`).toBe(true);
    }
  });
});

describe('exifOrientation', () => {
  it('reads the tag from a TIFF block, with or without the Exif header, else 1', async () => {
    const jpeg = await markedPicture(32, 24, 'jpeg', 6);
    const { exif } = await sharp(jpeg).metadata();
    expect(exifOrientation(exif)).toBe(6);
    const tiff = exif!.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? exif!.subarray(6) : exif!;
    expect(exifOrientation(tiff)).toBe(6);
    expect(exifOrientation(undefined)).toBe(1);
    expect(exifOrientation(tiff.subarray(0, 12))).toBe(1);
  });
});

describe.skipIf(!HAS_HEIF_ENC)(`HEIC photos (skipped when ${NO_HEIF_ENC_REASON})`, () => {
  let plain: Buffer;

  beforeAll(async () => {
    plain = await encodeHeic(await markedPicture());
  }, 60_000);

  it('decodes a HEIC and stores it as a JPEG of the same size, colours kept', async () => {
    expect(plain.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const photo = await normaliseGarmentPhoto(plain);
    expect(photo.contentType).toBe('image/jpeg');
    expect([photo.width, photo.height]).toEqual([640, 480]);
    const stored = await sharp(photo.data).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual([
      'jpeg',
      640,
      480,
      undefined,
    ]);
    expect(await markerCorner(photo.data)).toBe('top left');
    // The red is red: HEVC at quality 70 moves a channel by a few levels at most.
    const { data } = await sharp(photo.data)
      .extract({ left: 400, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [channel, value] of [200, 30, 30].entries())
      expect(Math.abs(data[channel]! - value)).toBeLessThan(12);
  });

  it('converts a Display P3 HEIC (as an iPhone writes) to sRGB by its profile', async () => {
    const p3Jpeg = await sharp(await markedPicture(640, 480, 'jpeg'))
      .withIccProfile('p3')
      .jpeg({ quality: 95 })
      .toBuffer();
    const heic = await encodeHeic(p3Jpeg);
    expect((await sharp(heic).metadata()).icc).toBeDefined();
    const photo = await normaliseGarmentPhoto(heic);
    const { data } = await sharp(photo.data)
      .extract({ left: 400, top: 300, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const [channel, value] of [200, 30, 30].entries())
      expect(Math.abs(data[channel]! - value), `channel ${channel}`).toBeLessThan(12);
    expect(await markerCorner(photo.data)).toBe('top left');
  });

  it('honours the EXIF orientation of a HEIC with no rotation box', async () => {
    // heif-enc keeps the camera JPEG's EXIF (orientation 6: turn a quarter clockwise).
    const heic = await encodeHeic(await markedPicture(640, 480, 'jpeg', 6));
    expect(heifHasTransform(heic)).toBe(false);
    const photo = await normaliseGarmentPhoto(heic);
    expect([photo.width, photo.height]).toEqual([480, 640]);
    expect(await markerCorner(photo.data)).toBe('top right');
  });

  it('turns an iPhone-style HEIC (irot and EXIF orientation 6) once, not twice', async () => {
    const heic = withIrot(await encodeHeic(await markedPicture(640, 480, 'jpeg', 6)), 3);
    expect(heifHasTransform(heic)).toBe(true);
    const photo = await normaliseGarmentPhoto(heic);
    expect([photo.width, photo.height]).toEqual([480, 640]);
    expect(await markerCorner(photo.data)).toBe('top right');
  });

  it('applies a rotation box alone (a quarter anticlockwise)', async () => {
    const photo = await normaliseGarmentPhoto(withIrot(plain, 1));
    expect([photo.width, photo.height]).toEqual([480, 640]);
    expect(await markerCorner(photo.data)).toBe('bottom left');
  });

  it('refuses a cut-off HEIC as not a photo we can read (415)', async () => {
    for (const length of [40, Math.floor(plain.length / 2), plain.length - 20]) {
      expect(await errorOf(normaliseGarmentPhoto(plain.subarray(0, length)))).toMatchObject({
        status: 415,
        userMessage: UPLOAD_MESSAGES.notAnImage,
      });
    }
  });

  it('refuses a HEIC declaring over 50 megapixels from its header (413)', async () => {
    expect(
      await errorOf(normaliseGarmentPhoto(withDeclaredSize(plain, 10_000, 8_000))),
    ).toMatchObject({ status: 413, userMessage: UPLOAD_MESSAGES.tooManyPixels });
  });

  it('checks the pixel limit again on libheif’s own reading, before decoding', async () => {
    const error = await decodeHeic(plain, 640 * 480 - 1).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(HeicDecodeError);
    expect((error as HeicDecodeError).tooManyPixels).toBe(true);
    const raw = await decodeHeic(plain, 640 * 480);
    expect([raw.width, raw.height, raw.data.length]).toEqual([640, 480, 640 * 480 * 4]);
  });

  it('gives up on a decode that takes too long', async () => {
    const error = await decodeHeic(plain, 640 * 480, 1).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(HeicDecodeError);
    expect((error as Error).message).toMatch(/took over 1 ms/);
  });
});
