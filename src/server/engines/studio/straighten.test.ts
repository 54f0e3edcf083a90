import { describe, expect, it } from 'vitest';
import {
  drawTexturedPhoto,
  TEXTURED_SCENES,
} from '../../../../tests/support/textured-backdrops.js';
import { mostTexturedRegion } from './fabric-detail-shot.js';
import { estimateTilt } from './garment-tilt.js';
import { prepareView } from './prepare-view.js';

/** The prepared view's alpha, thresholded at half. */
function alphaMask(view: Awaited<ReturnType<typeof prepareView>>): Uint8Array {
  const mask = new Uint8Array(view.width * view.height);
  for (let i = 0; i < mask.length; i++) mask[i] = view.rgba[i * 4 + 3]! >= 128 ? 255 : 0;
  return mask;
}

describe('a kurta photographed crooked on a wooden floor', () => {
  it('is cut out, turned upright, and its detail crop lies on the garment', async () => {
    const scene = TEXTURED_SCENES.find((s) => s.backdrop === 'wooden-floor')!;
    const photo = await drawTexturedPhoto(scene, { width: 720, height: 900 });
    const view = await prepareView(photo.photo);
    expect(view.cutout.method).toBe('cutout');
    expect(Math.abs(view.cutout.straightened! - scene.tilt)).toBeLessThanOrEqual(1.25);

    const mask = alphaMask(view);
    expect(Math.abs(estimateTilt(mask, view.width, view.height).degrees)).toBeLessThanOrEqual(1);

    // The fabric detail's crop: every pixel of it garment, none across the edge or the neck.
    const crop = await mostTexturedRegion(view, 480, 600);
    let outside = 0;
    for (let y = crop.top; y < crop.top + crop.height; y++)
      for (let x = crop.left; x < crop.left + crop.width; x++)
        if (!mask[y * view.width + x]) outside++;
    expect(outside / (crop.width * crop.height)).toBeLessThanOrEqual(0.002);
  });
});
