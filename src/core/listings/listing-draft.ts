/**
 * A catalogue's listing draft (issue #39): the texts and the marketplace attributes a seller
 * fills on each marketplace after the images. This file is the shape shared by the filler
 * (server/engines/listings), the listings module (its table, routes and sheets) and the web's
 * review form; the value lists themselves are data in this folder, each with its source.
 */
import type { GarmentTypeId } from '../garments.js';

/** The marketplaces whose bulk listing sheet the product writes. */
export const LISTING_MARKETPLACES = ['myntra', 'meesho'] as const;
export type ListingMarketplace = (typeof LISTING_MARKETPLACES)[number];

/** A title, 3 to 5 bullet points and a short description, in one language. */
export interface ListingTexts {
  title: string;
  bullets: string[];
  description: string;
}

/**
 * One column of a marketplace's sheet for a garment category: the values its dropdown takes
 * (never free text), and whether the marketplace refuses a row without it.
 */
export interface ListingColumn {
  key: string;
  label: string;
  values: readonly string[];
  required: boolean;
}

/** Who filled the draft: the pixels and the seller's choices, or a vendor's vision request. */
export type ListingFilledBy = 'offline' | 'gemini' | 'openai';

export interface ListingDraft {
  garmentType: GarmentTypeId;
  english: ListingTexts;
  /** Only for a seller who works in Hindi; the marketplaces' own columns stay as they need. */
  hindi: ListingTexts | null;
  /** Per marketplace, column key to value; '' is a value nobody could tell, marked for the seller. */
  attributes: Record<ListingMarketplace, Record<string, string>>;
  filledBy: ListingFilledBy;
  /** The vendor's estimated cost of the vision request, in US dollars; null offline. */
  costUsd: number | null;
}
