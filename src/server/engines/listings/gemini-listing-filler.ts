/**
 * The listing draft from one Gemini request (decision 234): generateContent with the prompt and
 * the front photo, answered as JSON of the listing's schema (structured output). Its cost, from
 * the answer's tokens, is told to the caller for the vendor request ledger. A refused request or
 * an answer that is not of the asked shape gives the offline draft: the seller loses nothing.
 */
import { GoogleGenAI } from '@google/genai';
import { requestEnd } from '../ai/billed-request.js';
import { listingAnswerSchema } from './listing-answer-schema.js';
import { readListingAnswer } from './listing-answer.js';
import type { ListingFiller } from './listing-filler.js';
import { listingPrompt } from './listing-prompt.js';
import { LISTING_VISION_MODELS, listingRequestCostUsd } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';
import {
  draftFromAnswer,
  listingBiller,
  listingPhoto,
  listingRequestSignal,
  LISTING_REQUEST_TIMEOUT_MS,
} from './vendor-listing-request.js';

export interface GeminiListingOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** How long the request may take before the offline draft is given instead. */
  timeoutMs?: number;
}

export function createGeminiListingFiller(options: GeminiListingOptions): ListingFiller {
  const contract = LISTING_VISION_MODELS[options.model];
  if (!contract)
    throw new Error(
      `The listing request does not know the model ${options.model}; it knows ${Object.keys(LISTING_VISION_MODELS).join(', ')}.`,
    );
  // No SDK retries: one try, then the offline draft (a listing is not worth a seller's wait).
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    ...(options.baseUrl ? { httpOptions: { baseUrl: options.baseUrl } } : {}),
  });
  return {
    async fill(input, fillOptions = {}) {
      const signal = listingRequestSignal(
        options.timeoutMs ?? LISTING_REQUEST_TIMEOUT_MS,
        fillOptions,
      );
      const bill = listingBiller(fillOptions, 'gemini', options.model);
      const photo = await listingPhoto(input);
      let response;
      try {
        response = await client.models.generateContent({
          model: options.model,
          contents: [
            {
              role: 'user',
              parts: [
                { text: listingPrompt(input) },
                { inlineData: { mimeType: 'image/jpeg', data: photo.toString('base64') } },
              ],
            },
          ],
          config: {
            responseMimeType: 'application/json',
            responseJsonSchema: listingAnswerSchema(input.garmentType, input.language),
            candidateCount: 1,
            abortSignal: signal,
          },
        });
      } catch (error) {
        // Refused or never reached: nothing billed. One cut short by the timeout is billed by
        // Google, but no usage came back to price it: recorded at 0, an under-estimate.
        bill(requestEnd(error, signal), 0);
        return fillListingOffline(input);
      }
      const costUsd = listingRequestCostUsd(contract, response.usageMetadata ?? {});
      bill('answered', costUsd);
      const answer = readListingAnswer(response.text, input.garmentType);
      if (!answer) return fillListingOffline(input);
      return draftFromAnswer(input, answer, 'gemini', costUsd);
    },
  };
}
