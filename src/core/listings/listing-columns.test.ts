import { describe, expect, it } from 'vitest';
import { GARMENT_TYPE_IDS } from '../garments.js';
import { LISTING_MARKETPLACES } from './listing-draft.js';
import {
  LISTING_COLOURS,
  columnWithRole,
  listingColumnDefs,
  listingColumns,
} from './listing-columns.js';
import { LISTING_SOURCES } from './listing-sources.js';
import { MAX_LIST_VALUES } from './listing-value-list.js';
import { LISTING_TITLE_LIMITS } from './listing-limits.js';

const everyPair = LISTING_MARKETPLACES.flatMap((marketplace) =>
  GARMENT_TYPE_IDS.map((type) => [marketplace, type] as const),
);

describe('listingColumns', () => {
  it.each(everyPair)(
    '%s %s: dropdown columns, unique keys, lists within the enum limit',
    (m, t) => {
      const columns = listingColumns(m, t);
      expect(columns.length).toBeGreaterThanOrEqual(5);
      expect(new Set(columns.map((c) => c.key)).size).toBe(columns.length);
      for (const column of columns) {
        expect(column.key).toMatch(/^[a-z_]+$/);
        expect(column.values.length).toBeGreaterThan(1);
        expect(column.values.length).toBeLessThanOrEqual(MAX_LIST_VALUES);
        expect(new Set(column.values).size).toBe(column.values.length);
        expect(column.values).not.toContain('');
      }
      for (const role of ['colour', 'fabric', 'pattern'] as const)
        expect(columnWithRole(m, t, role)?.required).toBe(true);
      for (const role of ['printType', 'occasion'] as const)
        expect(columnWithRole(m, t, role)).not.toBeNull();
    },
  );

  it('names a known, dated source for every list', () => {
    for (const [m, t] of everyPair)
      for (const def of listingColumnDefs(m, t)) {
        expect(Object.keys(LISTING_SOURCES)).toContain(def.list.source);
        expect(LISTING_SOURCES[def.list.source].read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
  });

  it.each(LISTING_MARKETPLACES)('%s: a saree has its border, pallu, blouse and the rest', (m) => {
    const keys = listingColumns(m, 'saree').map((c) => c.key);
    for (const key of [
      'border',
      'border_width',
      'pallu_details',
      'blouse',
      'pattern',
      'occasion',
      'transparency',
      'ornamentation',
      'saree_fabric',
    ])
      expect(keys).toContain(key);
    expect(columnWithRole(m, 'saree', 'borderWidth')?.list.values).toContain('No Border');
  });

  it.each(LISTING_MARKETPLACES)(
    '%s: sets count their pieces; kurtas have sleeve, neck, length',
    (m) => {
      for (const type of ['kurta-set', 'lehenga', 'sherwani', 'co-ord-set', 'anarkali'] as const) {
        expect(columnWithRole(m, type, 'pieces')?.list.values).toEqual(['1', '2', '3', '4', '5']);
        expect(columnWithRole(m, type, 'setContent')).not.toBeNull();
      }
      const kurta = listingColumns(m, 'kurta-set').map((c) => c.key);
      for (const key of ['sleeve_length', 'length', 'bottom_type', 'dupatta'])
        expect(kurta).toContain(key);
      expect(columnWithRole(m, 'kurta', 'neck')).not.toBeNull();
      const lehenga = listingColumns(m, 'lehenga').map((c) => c.key);
      expect(lehenga).toEqual(expect.arrayContaining(['choli_sleeve_length', 'dupatta']));
    },
  );

  it('keeps the garment-specific columns off unrelated garments', () => {
    expect(columnWithRole('myntra', 't-shirt', 'border')).toBeNull();
    expect(columnWithRole('meesho', 'trousers', 'pieces')).toBeNull();
    expect(listingColumns('myntra', 'other').map((c) => c.key)).toEqual([
      'prominent_colour',
      'fabric',
      'pattern',
      'print_or_pattern_type',
      'occasion',
    ]);
  });
});

describe('listing colours', () => {
  it.each(LISTING_MARKETPLACES)(
    '%s: the colour column is the colour list, each with a reference',
    (m) => {
      const { colours, multi } = LISTING_COLOURS[m];
      const names = colours.map((c) => c.name);
      expect(columnWithRole(m, 'kurta', 'colour')?.list.values).toEqual(names);
      expect(names).toContain(multi);
      expect(names.length).toBeLessThanOrEqual(MAX_LIST_VALUES);
      for (const colour of colours) {
        expect(colour.hex === null).toBe(colour.lab === null);
        if (colour.hex) expect(colour.hex).toMatch(/^#[0-9a-f]{6}$/);
      }
      expect(colours.filter((c) => c.hex).length).toBeGreaterThan(names.length - 5);
    },
  );

  it("holds Myntra's 46 base colours and Meesho's Indian names", () => {
    expect(LISTING_COLOURS.myntra.colours).toHaveLength(46);
    expect(LISTING_COLOURS.meesho.colours.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Rani', 'Rama', 'Mehendi', 'Gajari']),
    );
  });

  it('gives each marketplace a title limit', () => {
    for (const m of LISTING_MARKETPLACES) expect(LISTING_TITLE_LIMITS[m]).toBeGreaterThan(40);
  });
});
