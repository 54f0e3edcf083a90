import { describe, expect, it } from 'vitest';
import { planInputs } from './input-images.js';
import { describeGarmentPhotos } from './prompt-builder.js';

const ALL = { hasBack: true, hasSide: true, hasDetail: true };

describe('planInputs', () => {
  it('leaves out the detail, then the side, to fit Gemini 2.5 Flash Image (3) with a portrait', () => {
    const base = { needsBack: false, identity: true, maxImages: 3, order: 'fixed' } as const;
    expect(planInputs({ ...base, uploaded: { hasBack: true, hasSide: true } })).toEqual({
      photos: ['front', 'back'],
      leftOut: ['side'],
    });
    expect(planInputs({ ...base, uploaded: ALL })).toEqual({
      photos: ['front', 'back'],
      leftOut: ['detail', 'side'],
    });
    // Without the identity reference, three photos fit.
    expect(planInputs({ ...base, identity: false, uploaded: ALL })).toEqual({
      photos: ['front', 'back', 'side'],
      leftOut: ['detail'],
    });
  });

  it("never leaves out the pose's own photo: Back View keeps the back over the front", () => {
    expect(
      planInputs({ uploaded: ALL, needsBack: true, identity: true, maxImages: 2, order: 'fixed' }),
    ).toEqual({ photos: ['back'], leftOut: ['detail', 'side', 'front'] });
  });

  it("puts the pose's own photo first for OpenAI, and sends it alone for FASHN", () => {
    const base = { uploaded: ALL, needsBack: true, identity: true, maxImages: 16 } as const;
    expect(planInputs({ ...base, order: 'pose-first' }).photos).toEqual([
      'back',
      'front',
      'side',
      'detail',
    ]);
    expect(planInputs({ ...base, order: 'pose-only' })).toEqual({ photos: ['back'], leftOut: [] });
    expect(planInputs({ ...base, needsBack: false, order: 'pose-only' }).photos).toEqual(['front']);
  });
});

describe('describeGarmentPhotos', () => {
  it('numbers the photos as attached', () => {
    expect(describeGarmentPhotos(['back', 'front', 'detail'])).toBe(
      'The attached product photos show the back (image 1), the front (image 2) of one garment. Image 3 is a close-up of the fabric: reproduce its print, embroidery and border exactly.',
    );
    expect(describeGarmentPhotos(['back'])).toBe(
      'The attached product photos show the back (image 1) of one garment.',
    );
  });
});
