import type { GarmentTypeId } from '../../../core/garments.js';
import type { Language } from '../../../core/language.js';
import type { ListingGender } from '../../../core/listings/listing-text-input.js';

/** What a listing is filled from: the front photo and what the seller chose (issue #39). */
export interface ListingFillInput {
  garmentType: GarmentTypeId;
  /** The seller's front photo, as uploaded (any format sharp reads). */
  frontPhoto: Buffer;
  /** Pieces in a set, when the seller said; otherwise counted from the photo for a set. */
  pieces?: number | null;
  stylingNote?: string | null;
  brand?: string | null;
  gender?: ListingGender | null;
  /** The seller's language: 'hi' adds the Hindi texts. */
  language: Language;
}
