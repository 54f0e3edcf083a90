/**
 * Which filler makes a catalogue's listing draft (decision 234): Gemini's vision request when the
 * image engine is Gemini and its key is set, else the offline filler. OpenAI and FASHN are
 * offline for now (decision 234's consequences): their structured-output request is not built.
 */
import { createGeminiListingFiller } from './gemini-listing-filler.js';
import type { ListingFiller } from './listing-filler.js';
import { LISTING_VISION_MODEL } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';

export interface ListingFillerConfig {
  IMAGE_ENGINE: string;
  GEMINI_API_KEY?: string;
  GEMINI_BASE_URL?: string;
  /** The vision model; decision 234's by default. */
  LISTING_MODEL?: string;
}

export function createListingFiller(config: ListingFillerConfig): ListingFiller & {
  filledBy: 'gemini' | 'offline';
} {
  if (config.IMAGE_ENGINE === 'gemini' && config.GEMINI_API_KEY) {
    const filler = createGeminiListingFiller({
      apiKey: config.GEMINI_API_KEY,
      baseUrl: config.GEMINI_BASE_URL,
      model: config.LISTING_MODEL ?? LISTING_VISION_MODEL,
    });
    return { ...filler, filledBy: 'gemini' };
  }
  return { fill: (input) => fillListingOffline(input), filledBy: 'offline' };
}
