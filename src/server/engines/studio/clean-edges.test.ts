/**
 * The halo along the cut, before and after colour decontamination (issue #30), on the drawn
 * garments: the figures are in docs/studio-shots.md. Specks (stray components) are the
 * cut-out's to remove; they are counted here so the sheet shows them too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  drawGarmentPhoto,
  type BackdropStyle,
  type GarmentStyle,
} from '../../../../tests/support/garments.js';
import { measureEdges } from '../../../../tests/support/edge-measure.js';
import { prepareView } from './prepare-view.js';

export const EDGE_FIXTURES: [string, GarmentStyle, BackdropStyle][] = [
  [
    'navy t-shirt on white paper',
    { kind: 't-shirt', color: '#1d2a4a', flat: true },
    { color: '#f4f3ef', noise: 2 },
  ],
  [
    'yellow printed t-shirt (the flat lay)',
    { kind: 't-shirt', color: '#f2c14e', accent: '#1d2440', pattern: 'print' },
    { color: '#e7e4dd', vignette: 0.28, gradient: 0.12, shadow: 0.3, noise: 3 },
  ],
  [
    'red kurta with buti on cream',
    { kind: 'kurta', color: '#b0122b', accent: '#d4a843', pattern: 'buti', border: true },
    { color: '#e7e4dd', vignette: 0.3, shadow: 0.3, noise: 3 },
  ],
  [
    'black shirt on light grey',
    { kind: 'shirt', color: '#161616' },
    { color: '#d8d8d5', vignette: 0.2, noise: 3 },
  ],
  [
    'white t-shirt on charcoal',
    { kind: 't-shirt', color: '#f4f4f2' },
    { color: '#3a3a3c', vignette: 0.2, noise: 3 },
  ],
  [
    'teal saree on beige',
    { kind: 'saree', color: '#0f6b5c', accent: '#e0b04a', pattern: 'buti', border: true },
    { color: '#e7e4dd', shadow: 0.3, noise: 3 },
  ],
];

const rows: string[] = [];
afterAll(() => console.log(rows.join('\n')));

describe('clean edges', () => {
  it.each(EDGE_FIXTURES)(
    'colour decontamination lowers the halo along the cut: %s',
    async (label, garment, backdrop) => {
      const { photo } = await drawGarmentPhoto(garment, backdrop, { width: 1000, height: 1250 });
      const measure = async (cleanEdges: boolean) => {
        const view = await prepareView(photo, { cleanEdges });
        return measureEdges(view.rgba, view.width, view.height);
      };
      const [before, after] = await Promise.all([measure(false), measure(true)]);
      rows.push(
        `${label}: halo ${before.halo.toFixed(2)} -> ${after.halo.toFixed(2)} ΔE00, specks ${after.specks}`,
      );
      expect(after.specks).toBe(before.specks); // the shape is the cut-out's, untouched
      expect(after.halo).toBeLessThan(before.halo * 0.5);
    },
    60_000,
  );
});
