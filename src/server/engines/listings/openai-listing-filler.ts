/**
 * The listing draft from one OpenAI request (decision 235): the Responses API with the prompt and
 * the front photo (an input_image data URL), answered as JSON of the listing's schema in strict
 * structured output. Its cost, from the answer's tokens, is told to the caller for the vendor
 * request ledger. A refused request, a model's refusal, or an answer that is not of the asked
 * shape gives the offline draft: the seller loses nothing.
 */
import OpenAI from 'openai';
import sharp from 'sharp';
import { requestEnd } from '../ai/billed-request.js';
import { asVendorJpeg, VENDOR_PHOTO_LONG_SIDE } from '../ai/vendor-jpeg.js';
import type { VendorBill } from '../vendor-bill.js';
import { setPieces } from './count-pieces.js';
import { withPieces } from './gemini-listing-filler.js';
import { listingAnswerSchema, openAIStrictSchema } from './listing-answer-schema.js';
import { readListingAnswer } from './listing-answer.js';
import { composeListingTexts } from '../../../core/listings/listing-texts.js';
import type { ListingFiller } from './listing-filler.js';
import { listingPrompt } from './listing-prompt.js';
import { OPENAI_LISTING_MODELS, openAIListingCostUsd } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';

export interface OpenAIListingOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** How long the request may take before the offline draft is given instead. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

export function createOpenAIListingFiller(options: OpenAIListingOptions): ListingFiller {
  const contract = OPENAI_LISTING_MODELS[options.model];
  if (!contract)
    throw new Error(
      `The OpenAI listing request does not know the model ${options.model}; it knows ${Object.keys(OPENAI_LISTING_MODELS).join(', ')}.`,
    );
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // No SDK retries: one try, then the offline draft (a listing is not worth a seller's wait).
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  return {
    async fill(input, fillOptions = {}) {
      const signal = AbortSignal.any([
        AbortSignal.timeout(timeoutMs),
        ...(fillOptions.signal ? [fillOptions.signal] : []),
      ]);
      const bill = (ended: VendorBill['ended'], costUsd: number) =>
        fillOptions.onBilled?.({
          kind: 'listing',
          engine: 'openai',
          model: options.model,
          ended,
          costMicroUsd: Math.round(costUsd * 1e6),
        });
      const photo = await asVendorJpeg(
        sharp(input.frontPhoto).rotate(),
        VENDOR_PHOTO_LONG_SIDE,
      ).toBuffer();
      let response: OpenAI.Responses.Response;
      try {
        response = await client.responses.create(
          {
            model: options.model,
            input: [
              {
                role: 'user',
                content: [
                  { type: 'input_text', text: listingPrompt(input) },
                  {
                    type: 'input_image',
                    image_url: `data:image/jpeg;base64,${photo.toString('base64')}`,
                    detail: 'auto',
                  },
                ],
              },
            ],
            text: {
              format: {
                type: 'json_schema',
                name: 'listing_draft',
                strict: true,
                schema: openAIStrictSchema(
                  listingAnswerSchema(input.garmentType, input.language),
                ) as unknown as Record<string, unknown>,
              },
            },
            // Reading a photo into listed values needs little thought; less is cheaper.
            reasoning: { effort: 'low' },
            store: false,
          },
          { signal },
        );
      } catch (error) {
        // Refused or never reached: nothing billed. One cut short by the timeout is billed by
        // OpenAI, but no usage came back to price it: recorded at 0, an under-estimate.
        bill(requestEnd(error, signal), 0);
        return fillListingOffline(input);
      }
      const costUsd = openAIListingCostUsd(contract, response.usage);
      bill('answered', costUsd);
      // A model's refusal (a refusal part instead of output_text) or an answer cut short
      // (status incomplete) is not JSON of the asked shape: the offline draft.
      const text = answerText(response);
      if (response.status !== 'completed' || text === undefined) return fillListingOffline(input);
      const answer = readListingAnswer(text, input.garmentType);
      if (!answer) return fillListingOffline(input);
      const pieces = await setPieces(input);
      const attributes = withPieces(answer.attributes, input, pieces);
      const composed = composeListingTexts({ ...input, attributes, pieces }, input.language);
      return {
        garmentType: input.garmentType,
        english: answer.english ?? composed.english,
        hindi: input.language === 'hi' ? (answer.hindi ?? composed.hindi) : null,
        attributes,
        filledBy: 'openai',
        costUsd,
      };
    },
  };
}

/** The answer's output_text, or undefined when the model refused or wrote none. */
function answerText(response: OpenAI.Responses.Response): string | undefined {
  const parts = response.output.flatMap((item) => (item.type === 'message' ? item.content : []));
  if (parts.some((part) => part.type === 'refusal')) return undefined;
  const texts = parts.flatMap((part) => (part.type === 'output_text' ? [part.text] : []));
  return texts.length > 0 ? texts.join('') : undefined;
}
