/**
 * The export's entries followed by the marketplace's bulk listing sheet (decision 241): the
 * sheet comes last so its image columns name the very files the zip holds.
 */
import type { ListingMarketplace } from '../../../core/listings/listing-draft.js';
import type { ListingSheetRow } from '../../engines/exports/listing-sheet.js';
import { listingSheetName } from '../../engines/exports/listing-sheet-layouts.js';
import type { ListingForSheet } from '../listings/listing-service.js';

export type WriteListingSheet = (
  marketplace: ListingMarketplace,
  rows: readonly ListingSheetRow[],
) => Promise<Buffer>;

const IMAGE_FILE = /\.(jpe?g|png)$/i;

export async function* withListingSheet<E extends { name: string; content: Buffer }>(
  entries: AsyncIterable<E>,
  sheet: {
    marketplace: ListingMarketplace;
    sku: string;
    listing: ListingForSheet;
    write: WriteListingSheet;
  },
): AsyncGenerator<E | { name: string; content: Buffer }> {
  const images: string[] = [];
  for await (const entry of entries) {
    if (IMAGE_FILE.test(entry.name)) images.push(entry.name);
    yield entry;
  }
  const { marketplace, sku, listing } = sheet;
  const content = await sheet.write(marketplace, [
    { sku, draft: listing.draft, columns: listing.columns[marketplace], images },
  ]);
  yield { name: listingSheetName(sku, marketplace), content };
}
