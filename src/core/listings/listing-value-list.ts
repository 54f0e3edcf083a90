import type { ListingSourceId } from './listing-sources.js';

/**
 * Decision 234: the vision request sends every list as a JSON-schema enum, and Gemini refuses
 * enums of about 100 values ("too many states"), so no list may hold more than this.
 */
export const MAX_LIST_VALUES = 60;

/** A marketplace dropdown's values, and where they were read. */
export interface ValueList {
  values: readonly string[];
  source: ListingSourceId;
}

export function valueList(source: ListingSourceId, values: readonly string[]): ValueList {
  return { values, source };
}
