import { describe, expect, it } from 'vitest';
import { maskIoU } from './cut-out.js';
import { graphCutMask } from './graph-cut-mask.js';
import { dilate, erode } from './mask-cleanup.js';

const SIZE = 160;
const CENTRE = 80;
const RADIUS = 40;

/**
 * An ivory disc shaded to grey towards its right edge, on indigo with thin ivory stripes: the
 * stripes share the disc's colour, and their blurred edges its shaded grey.
 */
function scene() {
  const n = SIZE * SIZE;
  const features = new Float32Array(n * 3);
  const truth = new Uint8Array(n);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      const inside = Math.hypot(x - CENTRE, y - CENTRE) <= RADIUS;
      let rgb: [number, number, number];
      if (inside) {
        truth[i] = 255;
        const shade = 1 - 0.4 * Math.max(0, (x - CENTRE) / RADIUS);
        rgb = [240 * shade, 235 * shade, 225 * shade];
      } else if (y % 10 < 2) rgb = [236, 230, 210];
      else if (y % 10 === 2) rgb = [138, 140, 155];
      else rgb = [40, 50, 100];
      features.set(rgb, i * 3);
    }
  return { features, truth };
}

/** The pixels within `radius` of the disc's centre, short of the `shaded` right-most columns. */
function disc(radius: number, shaded = 0): Uint8Array {
  const m = new Uint8Array(SIZE * SIZE);
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++)
      if (Math.hypot(x - CENTRE, y - CENTRE) <= radius && x <= CENTRE + RADIUS - shaded)
        m[y * SIZE + x] = 255;
  return m;
}

describe('graphCutMask', () => {
  it('moves an outline that stopped short of the shaded edge out onto the edge', () => {
    const { features, truth } = scene();
    // The per-pixel pass's miss: the darkest 10 columns of the shaded side.
    const guess = disc(RADIUS, 10);
    const sure = disc(RADIUS - 14).map((v) => (v ? 1 : 0));
    const out = graphCutMask({
      features,
      width: SIZE,
      height: SIZE,
      mask: guess,
      sureInside: sure,
      band: 12,
    });
    expect(maskIoU(guess, truth)).toBeLessThan(0.94);
    expect(maskIoU(out, truth)).toBeGreaterThan(0.975);
  });

  it('changes nothing beyond the band either side of the outline', () => {
    const { features } = scene();
    const guess = disc(RADIUS, 14);
    const band = 4;
    const out = graphCutMask({
      features,
      width: SIZE,
      height: SIZE,
      mask: guess,
      sureInside: new Uint8Array(SIZE * SIZE),
      band,
    });
    const reach = dilate(guess, SIZE, SIZE, band);
    const core = erode(guess, SIZE, SIZE, band);
    let changed = 0;
    for (let i = 0; i < out.length; i++) if (out[i] !== guess[i]) changed++;
    let beyond = 0;
    for (let i = 0; i < out.length; i++)
      if ((out[i] && !reach[i]) || (!out[i] && core[i])) beyond++;
    // It moves the outline (towards the shaded edge) but only within the band.
    expect(changed).toBeGreaterThan(0);
    expect(beyond).toBe(0);
  });

  it('keeps the sure inside whatever the colours say', () => {
    const { features } = scene();
    const sure = new Uint8Array(SIZE * SIZE);
    // A sure patch out on the indigo, away from the disc.
    for (let y = 2; y < 6; y++) for (let x = 2; x < 6; x++) sure[y * SIZE + x] = 1;
    const out = graphCutMask({
      features,
      width: SIZE,
      height: SIZE,
      mask: disc(RADIUS),
      sureInside: sure,
      band: 6,
    });
    expect(out[3 * SIZE + 3]).toBe(255);
  });
});
