/**
 * The halo along the cut, before and after colour decontamination (issue #30), on the drawn
 * garments: the figures are in docs/studio-shots.md. Specks (stray components) are the
 * cut-out's to remove; they are counted here so the sheet shows them too.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { drawGarmentPhoto } from '../../../../tests/support/garments.js';
import { EDGE_FIXTURES } from '../../../../tests/support/edge-fixtures.js';
import { measureEdges } from '../../../../tests/support/edge-measure.js';
import { prepareView } from './prepare-view.js';

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
