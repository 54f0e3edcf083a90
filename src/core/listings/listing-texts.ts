/**
 * A draft's texts (issue #39): English always, Hindi too for a seller who works in Hindi.
 * Pure: the filler (offline or a vendor's) calls it with the attributes it filled.
 */
import type { Language } from '../language.js';
import type { ListingTexts } from './listing-draft.js';
import { composeEnglishTexts } from './listing-english.js';
import { composeHindiTexts } from './listing-hindi.js';
import type { ListingTextInput } from './listing-text-input.js';

export function composeListingTexts(
  input: ListingTextInput,
  language: Language,
): { english: ListingTexts; hindi: ListingTexts | null } {
  return {
    english: composeEnglishTexts(input),
    hindi: language === 'hi' ? composeHindiTexts(input) : null,
  };
}
