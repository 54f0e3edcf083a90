/**
 * The columns a catalogue's listing fills on a marketplace, by garment type (issue #39), and
 * the colours each marketplace names with their reference values.
 */
import type { GarmentTypeId } from '../garments.js';
import { toListingColumn, type ColumnDef, type ColumnRole } from './listing-column-def.js';
import type { ListingColour } from './listing-colour.js';
import type { ListingColumn, ListingMarketplace } from './listing-draft.js';
import { MEESHO_COLOURS, MEESHO_MULTI_COLOUR } from './meesho-colours.js';
import { MEESHO_COLUMNS } from './meesho-columns.js';
import { MYNTRA_COLOURS, MYNTRA_MULTI_COLOUR } from './myntra-colours.js';
import { MYNTRA_COLUMNS } from './myntra-columns.js';

const COLUMNS: Record<ListingMarketplace, Record<GarmentTypeId, readonly ColumnDef[]>> = {
  myntra: MYNTRA_COLUMNS,
  meesho: MEESHO_COLUMNS,
};

export function listingColumns(
  marketplace: ListingMarketplace,
  garmentType: GarmentTypeId,
): ListingColumn[] {
  return listingColumnDefs(marketplace, garmentType).map(toListingColumn);
}

/** The columns with their sources and roles (for the fillers and the docs' tests). */
export function listingColumnDefs(
  marketplace: ListingMarketplace,
  garmentType: GarmentTypeId,
): readonly ColumnDef[] {
  return COLUMNS[marketplace][garmentType] ?? COLUMNS[marketplace].other;
}

/** The column playing `role` for this garment on this marketplace, if the sheet has one. */
export function columnWithRole(
  marketplace: ListingMarketplace,
  garmentType: GarmentTypeId,
  role: ColumnRole,
): ColumnDef | null {
  return listingColumnDefs(marketplace, garmentType).find((def) => def.role === role) ?? null;
}

export const LISTING_COLOURS: Record<
  ListingMarketplace,
  { colours: readonly ListingColour[]; multi: string }
> = {
  myntra: { colours: MYNTRA_COLOURS, multi: MYNTRA_MULTI_COLOUR },
  meesho: { colours: MEESHO_COLOURS, multi: MEESHO_MULTI_COLOUR },
};
