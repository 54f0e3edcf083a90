/**
 * The listing draft from one OpenAI request (decision 235): the Responses API with the prompt and
 * the front photo (an input_image data URL), answered as JSON of the listing's schema in strict
 * structured output. Its cost, from the answer's tokens, is told to the caller for the vendor
 * request ledger. A refused request, a model's refusal, or an answer that is not of the asked
 * shape gives the offline draft: the seller loses nothing.
 */
import OpenAI from 'openai';
import { requestEnd } from '../ai/billed-request.js';
import { listingAnswerSchema, openAIStrictSchema } from './listing-answer-schema.js';
import { readListingAnswer } from './listing-answer.js';
import type { ListingFiller } from './listing-filler.js';
import { listingPrompt } from './listing-prompt.js';
import { OPENAI_LISTING_MODELS, openAIListingCostUsd } from './listing-vision-contracts.js';
import { fillListingOffline } from './offline-listing-filler.js';
import {
  draftFromAnswer,
  listingBiller,
  listingPhoto,
  listingRequestSignal,
  LISTING_REQUEST_TIMEOUT_MS,
} from './vendor-listing-request.js';

export interface OpenAIListingOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  /** How long the request may take before the offline draft is given instead. */
  timeoutMs?: number;
}

export function createOpenAIListingFiller(options: OpenAIListingOptions): ListingFiller {
  const contract = OPENAI_LISTING_MODELS[options.model];
  if (!contract)
    throw new Error(
      `The OpenAI listing request does not know the model ${options.model}; it knows ${Object.keys(OPENAI_LISTING_MODELS).join(', ')}.`,
    );
  const timeoutMs = options.timeoutMs ?? LISTING_REQUEST_TIMEOUT_MS;
  // No SDK retries: one try, then the offline draft (a listing is not worth a seller's wait).
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    maxRetries: 0,
    timeout: timeoutMs,
  });
  return {
    async fill(input, fillOptions = {}) {
      const signal = listingRequestSignal(timeoutMs, fillOptions);
      const bill = listingBiller(fillOptions, 'openai', options.model);
      const photo = await listingPhoto(input);
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
      return draftFromAnswer(input, answer, 'openai', costUsd);
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
