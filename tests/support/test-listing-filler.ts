/**
 * The listing engines as the tests use them (issue #39): a small column list per marketplace and
 * a filler that answers at once, counting its calls, so the listings module is tested without
 * a vendor. The real lists live in src/core/listings; these only need to be a list to check
 * against.
 */
import type { GarmentTypeId } from '../../src/core/garments.js';
import type {
  ListingColumn,
  ListingDraft,
  ListingMarketplace,
} from '../../src/core/listings/listing-draft.js';
import type { VendorBill } from '../../src/server/engines/vendor-bill.js';
import type {
  ListingFillInput,
  ListingFiller,
} from '../../src/server/modules/listings/listing-filler-port.js';

const COLOURS = ['Black', 'Blue', 'Green', 'Maroon', 'Red', 'White', 'Multi'];
const PATTERNS = ['Solid', 'Printed', 'Embroidered', 'Woven Design'];
const FABRICS = ['Cotton', 'Rayon', 'Silk', 'Georgette'];
const OCCASIONS = ['Casual', 'Festive', 'Party', 'Work'];

const TEST_COLUMNS: Record<ListingMarketplace, ListingColumn[]> = {
  myntra: [
    { key: 'prominent_colour', label: 'Prominent Colour', values: COLOURS, required: true },
    { key: 'fabric', label: 'Fabric', values: FABRICS, required: true },
    { key: 'pattern', label: 'Pattern', values: PATTERNS, required: true },
    { key: 'occasion', label: 'Occasion', values: OCCASIONS, required: false },
  ],
  meesho: [
    { key: 'color', label: 'Color', values: COLOURS, required: true },
    { key: 'fabric', label: 'Fabric', values: FABRICS, required: true },
    { key: 'pattern', label: 'Pattern', values: PATTERNS, required: true },
  ],
};

export function testListingColumns(
  marketplace: ListingMarketplace,
  _garmentType: GarmentTypeId,
): ListingColumn[] {
  return TEST_COLUMNS[marketplace];
}

/** What the test filler fills: the fabric it cannot tell from a photo stays '' (missing). */
export function testDraft(garmentType: GarmentTypeId, language: 'en' | 'hi' = 'en'): ListingDraft {
  return {
    garmentType,
    english: {
      title: 'Blue Solid Cotton Kurta for Women',
      bullets: ['Solid blue colour', 'Straight fit', 'Three-quarter sleeves'],
      description: 'A blue kurta for every day.',
    },
    hindi:
      language === 'hi'
        ? {
            title: 'महिलाओं के लिए नीला सूती कुर्ता',
            bullets: ['नीला रंग', 'सीधा फिट', 'तीन-चौथाई आस्तीन'],
            description: 'हर दिन के लिए नीला कुर्ता।',
          }
        : null,
    attributes: {
      myntra: { prominent_colour: 'Blue', fabric: '', pattern: 'Solid', occasion: 'Casual' },
      meesho: { color: 'Blue', fabric: '', pattern: 'Solid' },
    },
    filledBy: 'offline',
    costUsd: null,
  };
}

/** A filler that answers testDraft and keeps what it was asked; `bill` is told as a vendor's. */
export function createTestListingFiller(
  bill?: VendorBill,
): ListingFiller & { calls: ListingFillInput[] } {
  const calls: ListingFillInput[] = [];
  return {
    calls,
    async fill(input, options) {
      calls.push(input);
      if (bill) options?.onBilled?.(bill);
      return testDraft(input.garmentType, input.language);
    },
  };
}

export function testListings() {
  return { filler: createTestListingFiller(), columnsOf: testListingColumns };
}
