/**
 * Which filler makes a catalogue's listing draft: Gemini's vision request when the image engine
 * is Gemini and its key is set (decision 234), OpenAI's when it is OpenAI and its key is set
 * (decision 235), else the offline filler. FASHN stays offline: it makes images only and has no
 * text model to ask.
 */
import type { ListingFilledBy } from '../../../core/listings/listing-draft.js';
import { createGeminiListingFiller } from './gemini-listing-filler.js';
import type { ListingFiller } from './listing-filler.js';
import { LISTING_VISION_MODEL, OPENAI_LISTING_MODEL } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';
import { createOpenAIListingFiller } from './openai-listing-filler.js';

export interface ListingFillerConfig {
  IMAGE_ENGINE: string;
  GEMINI_API_KEY?: string;
  GEMINI_BASE_URL?: string;
  OPENAI_API_KEY?: string;
  OPENAI_BASE_URL?: string;
  /**
   * The vision model of the configured engine's vendor: decision 234's (gemini-3.8-flash) or
   * 235's (gpt-5.4-mini) by default.
   */
  LISTING_MODEL?: string;
}

export function createListingFiller(config: ListingFillerConfig): ListingFiller & {
  filledBy: ListingFilledBy;
} {
  if (config.IMAGE_ENGINE === 'gemini' && config.GEMINI_API_KEY) {
    const filler = createGeminiListingFiller({
      apiKey: config.GEMINI_API_KEY,
      baseUrl: config.GEMINI_BASE_URL,
      model: config.LISTING_MODEL ?? LISTING_VISION_MODEL,
    });
    return { ...filler, filledBy: 'gemini' };
  }
  if (config.IMAGE_ENGINE === 'openai' && config.OPENAI_API_KEY) {
    const filler = createOpenAIListingFiller({
      apiKey: config.OPENAI_API_KEY,
      baseUrl: config.OPENAI_BASE_URL,
      model: config.LISTING_MODEL ?? OPENAI_LISTING_MODEL,
    });
    return { ...filler, filledBy: 'openai' };
  }
  return { fill: (input) => fillListingOffline(input), filledBy: 'offline' };
}
