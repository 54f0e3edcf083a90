/**
 * The listing draft from one Gemini request (decision 234): generateContent with the prompt and
 * the front photo, answered as JSON of the listing's schema (structured output). Its cost, from
 * the answer's tokens, is told to the caller for the vendor request ledger. A refused request or
 * an answer that is not of the asked shape gives the offline draft: the seller loses nothing.
 */
import { GoogleGenAI } from '@google/genai';
import sharp from 'sharp';
import { columnWithRole } from '../../../core/listings/listing-columns.js';
import { LISTING_MARKETPLACES, type ListingDraft } from '../../../core/listings/listing-draft.js';
import { composeListingTexts } from '../../../core/listings/listing-texts.js';
import { requestEnd } from '../ai/billed-request.js';
import { asVendorJpeg, VENDOR_PHOTO_LONG_SIDE } from '../ai/vendor-jpeg.js';
import type { VendorBill } from '../vendor-bill.js';
import { setPieces } from './count-pieces.js';
import { listingAnswerSchema } from './listing-answer-schema.js';
import { readListingAnswer } from './listing-answer.js';
import type { ListingFillInput } from './listing-fill-input.js';
import type { ListingFiller } from './listing-filler.js';
import { listingPrompt } from './listing-prompt.js';
import { LISTING_VISION_MODELS, listingRequestCostUsd } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';

export interface GeminiListingOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** How long the request may take before the offline draft is given instead. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

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
      const signal = AbortSignal.any([
        AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        ...(fillOptions.signal ? [fillOptions.signal] : []),
      ]);
      const bill = (ended: VendorBill['ended'], costUsd: number) =>
        fillOptions.onBilled?.({
          kind: 'listing',
          engine: 'gemini',
          model: options.model,
          ended,
          costMicroUsd: Math.round(costUsd * 1e6),
        });
      const photo = await asVendorJpeg(
        sharp(input.frontPhoto).rotate(),
        VENDOR_PHOTO_LONG_SIDE,
      ).toBuffer();
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
      const pieces = await setPieces(input);
      const attributes = withPieces(answer.attributes, input, pieces);
      const composed = composeListingTexts({ ...input, attributes, pieces }, input.language);
      return {
        garmentType: input.garmentType,
        english: answer.english ?? composed.english,
        hindi: input.language === 'hi' ? (answer.hindi ?? composed.hindi) : null,
        attributes,
        filledBy: 'gemini',
        costUsd,
      };
    },
  };
}

/** The seller's count of pieces (or the photo's) in the column the vendor was not asked. */
export function withPieces(
  attributes: ListingDraft['attributes'],
  input: ListingFillInput,
  pieces: number | null,
): ListingDraft['attributes'] {
  for (const marketplace of LISTING_MARKETPLACES) {
    const column = columnWithRole(marketplace, input.garmentType, 'pieces');
    if (!column) continue;
    const value = pieces ? String(pieces) : '';
    attributes[marketplace][column.key] = column.list.values.includes(value) ? value : '';
  }
  return attributes;
}
