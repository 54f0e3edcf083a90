/**
 * What the listings module needs from the listing engines (issue #39), as ports: the filler
 * (server/engines/listings' `createListingFiller(config)`) and the marketplaces' column lists
 * (core/listings' `listingColumns`). The composition root hands the real ones in; tests hand
 * small ones, so the module is tested without a vendor.
 */
import type { GarmentTypeId } from '../../../core/garments.js';
import type { Language } from '../../../core/language.js';
import type { VendorBill } from '../../engines/vendor-bill.js';
import type {
  ListingColumn,
  ListingDraft,
  ListingMarketplace,
} from '../../../core/listings/listing-draft.js';

export interface ListingFillInput {
  garmentType: GarmentTypeId;
  /** The seller's front photo as uploaded (normalised), the one the filler looks at. */
  frontPhoto: Buffer;
  /** How many pieces the product is (a kurta set's three), when the seller said. */
  pieces?: number;
  stylingNote?: string | null;
  /** The seller's language: Hindi sellers also get the texts in Hindi. */
  language: Language;
}

export interface ListingFiller {
  /** `onBilled` hears a vendor request's estimated cost as it ends (decision 225's ledger). */
  fill(
    input: ListingFillInput,
    options?: { onBilled?: (bill: VendorBill) => void },
  ): Promise<ListingDraft>;
}

/** A marketplace's columns for a garment type, with the values each dropdown takes. */
export type ListingColumnsOf = (
  marketplace: ListingMarketplace,
  garmentType: GarmentTypeId,
) => ListingColumn[];
