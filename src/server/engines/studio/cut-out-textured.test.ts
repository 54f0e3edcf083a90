import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  drawTexturedPhoto,
  TEXTURED_SCENES,
  type TexturedBackdrop,
  type TexturedScene,
} from '../../../../tests/support/textured-backdrops.js';
import { CUTOUT_CONFIDENCE_THRESHOLD, cutOut, maskIoU } from './cut-out.js';
import { boundaryError } from './mask-metrics.js';

// The working copy's size in prepare-view.ts (720 on the long side).
const WIDTH = 576;
const HEIGHT = 720;

async function run(scene: TexturedScene) {
  const photo = await drawTexturedPhoto(scene, { width: WIDTH, height: HEIGHT });
  const { data, info } = await sharp(photo.photo).raw().toBuffer({ resolveWithObject: true });
  const result = cutOut({ data, width: info.width, height: info.height });
  return {
    result,
    iou: maskIoU(result.mask, photo.truth),
    boundary: boundaryError(result.mask, photo.truth, WIDTH, HEIGHT),
  };
}

/**
 * Per backdrop: the least IoU and the most mean boundary error (px at 576 x 720) accepted,
 * a little short of what the cut-out reaches (docs/studio-shots.md has the figures, before
 * and after decisions 182 and 200). Every backdrop now reaches the 0.97 goal; the patterned
 * cloth, whose print shares the garment's ivory, is the closest (0.977 since the graph cut).
 */
const FLOORS: Record<TexturedBackdrop, { iou: number; boundary: number }> = {
  'wooden-floor': { iou: 0.98, boundary: 1.5 },
  'bed-sheet': { iou: 0.98, boundary: 1.2 },
  tiles: { iou: 0.99, boundary: 0.6 },
  'patterned-cloth': { iou: 0.97, boundary: 3.6 },
  wall: { iou: 0.985, boundary: 1 },
};

describe('cutOut on textured backdrops', () => {
  it.each(TEXTURED_SCENES.map((s) => [s.backdrop, s] as const))(
    '%s: mask close to the truth, never confident and wrong, tilt found',
    async (backdrop, scene) => {
      const { result, iou, boundary } = await run(scene);
      expect(result.backdrop).toBe('textured');
      expect(iou).toBeGreaterThanOrEqual(FLOORS[backdrop].iou);
      expect(boundary).toBeLessThanOrEqual(FLOORS[backdrop].boundary);
      const confident = result.confidence >= CUTOUT_CONFIDENCE_THRESHOLD;
      expect(!confident || iou >= 0.97).toBe(true);
      if (confident) expect(Math.abs(result.tilt - scene.tilt)).toBeLessThanOrEqual(1.25);
    },
  );

  it('does not straighten a drape laid diagonally on purpose, and says why', async () => {
    const { result } = await run({
      backdrop: 'tiles',
      garment: { kind: 'dupatta', color: '#f2c14e', accent: '#b0122b', border: true },
      tilt: 30,
    });
    expect(result.confidence).toBeGreaterThanOrEqual(CUTOUT_CONFIDENCE_THRESHOLD);
    expect(result.tilt).toBe(0);
    expect(result.tiltNote).toMatch(/deliberate/);
  });

  it('leaves a straight garment on a textured floor straight', async () => {
    const { result } = await run({ ...TEXTURED_SCENES[0]!, tilt: 0 });
    expect(result.tilt).toBe(0);
  });
});
