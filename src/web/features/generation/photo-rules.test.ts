import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, UPLOAD_MESSAGES } from '@core/uploads';
import { photoProblem } from './photo-rules';

const photo = (over: Partial<{ name: string; size: number; type: string }> = {}) => ({
  name: 'kurta.jpg',
  size: 2_000_000,
  type: 'image/jpeg',
  ...over,
});

describe('photoProblem', () => {
  it('accepts an ordinary photo, and one of exactly 10 MB', () => {
    expect(photoProblem(photo())).toBeNull();
    expect(photoProblem(photo({ size: MAX_PHOTO_BYTES }))).toBeNull();
  });

  it('refuses a photo over 10 MB with the shared message', () => {
    expect(photoProblem(photo({ size: MAX_PHOTO_BYTES + 1 }))).toBe(UPLOAD_MESSAGES.tooLarge);
  });

  it('refuses SVG drawings with their own advice', () => {
    expect(photoProblem(photo({ name: 'logo.svg', type: 'image/svg+xml' }))).toBe(
      UPLOAD_MESSAGES.svgRefused,
    );
  });

  it('sends HEIC photos on: the server decodes them (decision 179)', () => {
    expect(photoProblem(photo({ name: 'IMG_0001.HEIC', type: '' }))).toBeNull();
    expect(photoProblem(photo({ name: 'IMG_0001.HEIC', type: 'image/heic' }))).toBeNull();
    expect(photoProblem(photo({ name: 'x.heif', type: 'image/heif' }))).toBeNull();
  });

  it('refuses files that are not images, but leaves untyped files to the server', () => {
    expect(photoProblem(photo({ name: 'notes.pdf', type: 'application/pdf' }))).toBe(
      UPLOAD_MESSAGES.notAnImage,
    );
    expect(photoProblem(photo({ name: 'photo', type: '' }))).toBeNull();
  });
});
