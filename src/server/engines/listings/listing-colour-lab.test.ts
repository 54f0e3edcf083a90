import { describe, expect, it } from 'vitest';
import { LISTING_COLOURS } from '../../../core/listings/listing-columns.js';
import { LISTING_MARKETPLACES } from '../../../core/listings/listing-draft.js';
import { deltaE2000, srgbToLab } from '../colour/cielab.js';

describe("listing colours' reference Lab values", () => {
  it.each(LISTING_MARKETPLACES)('%s: each is its sRGB value in CIELAB (D65)', (marketplace) => {
    for (const colour of LISTING_COLOURS[marketplace].colours) {
      if (!colour.hex || !colour.lab) continue;
      const v = parseInt(colour.hex.slice(1), 16);
      const lab = srgbToLab((v >> 16) & 255, (v >> 8) & 255, v & 255);
      expect(deltaE2000(lab, colour.lab)).toBeLessThan(0.05);
    }
  });

  it.each(LISTING_MARKETPLACES)('%s: no two names share one reference', (marketplace) => {
    const named = LISTING_COLOURS[marketplace].colours.filter((c) => c.lab);
    for (const [i, x] of named.entries())
      for (const y of named.slice(i + 1)) expect(deltaE2000(x.lab!, y.lab!)).toBeGreaterThan(2);
  });
});
