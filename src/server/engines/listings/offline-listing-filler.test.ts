import { describe, expect, it } from 'vitest';
import { listingColumns } from '../../../core/listings/listing-columns.js';
import { LISTING_MARKETPLACES } from '../../../core/listings/listing-draft.js';
import { drawGarmentPhoto } from '../../../../tests/support/garments.js';
import { LISTING_FIXTURES } from '../../../../tests/support/listing-fixtures.js';
import { fillListingOffline } from './offline-listing-filler.js';

const fixture = (id: string) => LISTING_FIXTURES.find((f) => f.id === id)!;

describe('fillListingOffline', () => {
  it('names a solid kurta’s colour per marketplace and leaves the rest to the seller', async () => {
    const draft = await fillListingOffline({
      garmentType: 'kurta',
      frontPhoto: await fixture('kurta-solid-Maroon').draw(),
      stylingNote: 'with juttis',
      language: 'en',
    });
    expect(draft).toMatchObject({
      garmentType: 'kurta',
      filledBy: 'offline',
      costUsd: null,
      hindi: null,
    });
    expect(draft.attributes.myntra).toMatchObject({ prominent_colour: 'Maroon', pattern: 'Solid' });
    expect(draft.attributes.meesho).toMatchObject({ color: 'Maroon', pattern: 'Solid' });
    expect(draft.attributes.myntra.fabric).toBe('');
    expect(draft.attributes.myntra.occasion).toBe('');
    expect(draft.english.title).toBe('Kurta Maroon');
    expect(draft.english.bullets).toContain('Styling: with juttis');
  });

  it('keeps every column of the sheet, each value from its list or empty', async () => {
    const draft = await fillListingOffline({
      garmentType: 'saree',
      frontPhoto: await fixture('saree-buti').draw(),
      language: 'hi',
    });
    for (const marketplace of LISTING_MARKETPLACES) {
      const columns = listingColumns(marketplace, 'saree');
      expect(Object.keys(draft.attributes[marketplace]).sort()).toEqual(
        columns.map((c) => c.key).sort(),
      );
      for (const column of columns) {
        const value = draft.attributes[marketplace][column.key]!;
        if (value) expect(column.values).toContain(value);
      }
    }
    expect(draft.attributes.myntra.pattern).toBe('Printed');
    expect(draft.attributes.myntra.print_or_pattern_type).toBe('');
    expect(draft.hindi?.title).toMatch(/साड़ी/);
  });

  it("takes a set's pieces from the seller, and counts them from the photo otherwise", async () => {
    const photo = await fixture('kurta-set-3-maroon').draw();
    const told = await fillListingOffline({
      garmentType: 'kurta-set',
      frontPhoto: photo,
      pieces: 2,
      language: 'en',
    });
    expect(told.attributes.myntra.number_of_components).toBe('2');
    const counted = await fillListingOffline({
      garmentType: 'kurta-set',
      frontPhoto: photo,
      language: 'en',
    });
    expect(counted.attributes.myntra.number_of_components).toBe('3');
    expect(counted.attributes.meesho.number_of_pieces).toBe('3');
    expect(counted.english.title).toContain('Set of 3');
  });

  it('leaves a set’s pieces to the seller when its photo shows them laid over each other', async () => {
    // The drawn kurta set is a kurta over its salwar: one shape on the backdrop, not a set of one.
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta-set', color: '#2e8b3e' },
      { color: '#ececec', noise: 2 },
      { width: 480, height: 600 },
    );
    const draft = await fillListingOffline({
      garmentType: 'kurta-set',
      frontPhoto: photo,
      language: 'en',
    });
    expect(draft.attributes.myntra.number_of_components).toBe('');
    expect(draft.attributes.meesho.number_of_pieces).toBe('');
    expect(draft.english.title).not.toMatch(/Set of/);
  });

  it('measures the garment, not the backdrop: a navy kurta on a red backdrop is navy', async () => {
    const { photo } = await drawGarmentPhoto(
      { kind: 'kurta', color: '#1c2841' },
      { color: '#c8102e', noise: 2 },
      { width: 480, height: 600 },
    );
    const draft = await fillListingOffline({
      garmentType: 'kurta',
      frontPhoto: photo,
      language: 'en',
    });
    expect(draft.attributes.myntra.prominent_colour).toBe('Navy Blue');
  });
});
