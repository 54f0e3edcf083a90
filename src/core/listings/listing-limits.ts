/**
 * Length limits of the texts each marketplace's sheet takes (characters). No public copy of
 * either sheet gives them, so they are ours (docs/marketplaces.md, "Listing attributes"):
 * Myntra's display names run to about 100 characters, and marketplaces' published title rules
 * cluster at 100 to 200 (Amazon 150, ONDC's Mystore 150); the shorter is kept, as a long title
 * is cut on a phone.
 */
import type { ListingMarketplace } from './listing-draft.js';

export const LISTING_TITLE_LIMITS: Record<ListingMarketplace, number> = {
  myntra: 100,
  meesho: 100,
};

export const LISTING_DESCRIPTION_LIMITS: Record<ListingMarketplace, number> = {
  myntra: 1000,
  meesho: 1000,
};

/** One bullet point; both marketplaces show them as short lines. */
export const LISTING_BULLET_LIMIT = 150;

export const LISTING_BULLETS = { min: 3, max: 5 } as const;

/** One draft's texts serve every marketplace's sheet, so they keep to the shortest limits. */
export const SHARED_TITLE_LIMIT = Math.min(...Object.values(LISTING_TITLE_LIMITS));
export const SHARED_DESCRIPTION_LIMIT = Math.min(...Object.values(LISTING_DESCRIPTION_LIMITS));
