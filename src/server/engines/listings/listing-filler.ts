import type { ListingDraft } from '../../../core/listings/listing-draft.js';
import type { VendorBill } from '../vendor-bill.js';
import type { ListingFillInput } from './listing-fill-input.js';

/** What a fill may be told by its caller: where the request's cost goes (the ledger), a stop. */
export interface ListingFillOptions {
  onBilled?: (bill: VendorBill) => void;
  signal?: AbortSignal;
}

/** A catalogue's listing draft from its front photo and the seller's choices (issue #39). */
export interface ListingFiller {
  fill(input: ListingFillInput, options?: ListingFillOptions): Promise<ListingDraft>;
}
