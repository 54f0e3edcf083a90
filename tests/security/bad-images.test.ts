/**
 * The bad-file set against the two decoders themselves (garment photo, avatar), and a check
 * that the set is what it says: the phone-camera JPEG really makes libjpeg warn, so it is the
 * harmless-warning path (decision 175) that takes it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_PIXELS, UPLOAD_MESSAGES } from '../../src/core/uploads.js';
import { encodeAvatar } from '../../src/server/modules/account/avatar-image.js';
import { normaliseGarmentPhoto } from '../../src/server/modules/generation/garment-photo.js';
import { awkwardButSoundImages, badImages } from '../support/bad-images.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as { userMessage?: string; message: string },
  );

describe('the bad-file set', () => {
  it('each bad file is refused by the garment photo decoder with its reason', async () => {
    for (const image of await badImages()) {
      const error = await failure(normaliseGarmentPhoto(image.bytes));
      expect(error?.userMessage, image.label).toBe(UPLOAD_MESSAGES[image.refusal]);
    }
  }, 60_000);

  it('each bad file is refused as an avatar', async () => {
    for (const image of await badImages()) {
      expect(await failure(encodeAvatar(image.bytes)), image.label).not.toBeNull();
    }
  }, 60_000);

  it('the pixel bombs declare more pixels than the limit while being small files', async () => {
    const bombs = (await badImages()).filter((image) => image.refusal === 'tooManyPixels');
    expect(bombs).toHaveLength(4);
    for (const bomb of bombs) {
      const { width = 0, height = 0 } = await sharp(bomb.bytes, {
        limitInputPixels: false,
      }).metadata();
      expect(width * height, bomb.label).toBeGreaterThan(MAX_PHOTO_PIXELS);
      expect(bomb.bytes.length, bomb.label).toBeLessThan(1024 * 1024);
    }
  }, 60_000);

  it('the phone-camera JPEG warns under strict decoding, and is taken', async () => {
    const [, phone] = await awkwardButSoundImages();
    const strict = await failure(sharp(phone!.bytes, { failOn: 'warning' }).toBuffer());
    expect(strict?.message).toMatch(/Invalid SOS parameters for sequential JPEG/);
    const photo = await normaliseGarmentPhoto(phone!.bytes);
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 480, height: 600 });
  });
});
