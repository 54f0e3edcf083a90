import type { GarmentTypeId } from '../garments.js';
import type { ListingDraft } from './listing-draft.js';

/** Who the garment is for, when the seller says; saree and lehenga say it themselves. */
export const LISTING_GENDERS = ['women', 'men', 'girls', 'boys', 'unisex'] as const;
export type ListingGender = (typeof LISTING_GENDERS)[number];

/** What the texts are made from: the filled attributes and what the seller told us. */
export interface ListingTextInput {
  garmentType: GarmentTypeId;
  attributes: ListingDraft['attributes'];
  brand?: string | null;
  gender?: ListingGender | null;
  stylingNote?: string | null;
  /** Pieces in a set, as the seller chose (also in the attributes when the sheet has a column). */
  pieces?: number | null;
}

/** Types only one gender wears in the catalogues sellers make, so the title can say it. */
export const GARMENT_GENDER: Partial<Record<GarmentTypeId, ListingGender>> = {
  saree: 'women',
  lehenga: 'women',
  dupatta: 'women',
  anarkali: 'women',
  'kurta-set': 'women',
  top: 'women',
  dress: 'women',
  skirt: 'women',
  palazzo: 'women',
  sherwani: 'men',
};

export function genderOf(input: ListingTextInput): ListingGender | null {
  return input.gender ?? GARMENT_GENDER[input.garmentType] ?? null;
}

export function piecesOf(input: ListingTextInput, factPieces: string | undefined): number | null {
  const pieces = input.pieces ?? (factPieces ? Number(factPieces) : null);
  return pieces && pieces > 1 ? pieces : null;
}
