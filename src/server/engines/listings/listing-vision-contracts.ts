/**
 * The model the listing's vision request asks (decision 234), with what was checked about it and
 * when. A model not in this table is refused when the filler is built. The fake
 * (tests/fakes/gemini-structured-output.ts) never reads this file: it answers from its own table
 * of Google's behaviour, so a wrong row here makes the filler send what the fake refuses.
 */
import type { CheckedAgainst } from '../ai/vendor-contracts.js';

export interface ListingVisionModel {
  /** US dollars per million tokens; thinking tokens are billed as output. */
  price: { inputPerMillion: number; outputPerMillion: number };
  /** The most values one enum may hold before Google refuses the schema ("too many states"). */
  maxEnumValues: number;
  checked: CheckedAgainst;
}

export const LISTING_VISION_MODEL = 'gemini-3.8-flash';

export const LISTING_VISION_MODELS: Record<string, ListingVisionModel> = {
  'gemini-3.8-flash': {
    price: { inputPerMillion: 0.75, outputPerMillion: 3.75 },
    // Refusals were reported at about 100 values (python-genai#950, #660); 60 leaves room.
    maxEnumValues: 60,
    checked: {
      sources: [
        'vercel.com/ai-gateway/models/gemini-3.8-flash ($0.75 / $3.75 per million tokens; text, image, video, audio in, text out)',
        'docs.apiyi.com/models/gemini-3-8-flash (released 2026-09-02; the same price as 3.7 Flash)',
        'googleapis/js-genai 2.32.0 GenerationConfig.responseJsonSchema with responseMimeType',
        'live: "too many states for serving" for large enums (googleapis/python-genai#660, #950)',
        'live: maxItems refused on gemini-3.8-flash, minItems and maxLength on the Interactions API (linxule/openinterviewer#21, #23, 2026-09-05)',
      ],
      date: '2026-12-02',
    },
  },
};

/**
 * The JSON Schema keywords the listing's schema uses: all in the SDK's and Google's list for
 * responseJsonSchema. Google ignores keywords it does not support without a word, so the schema
 * keeps to these, and no bounds at all (the bullets' count is checked on the answer).
 */
export const LISTING_SCHEMA_KEYWORDS = [
  'type',
  'properties',
  'required',
  'enum',
  'items',
  'description',
] as const;

/** The estimated cost of one answer from its token usage, in US dollars. */
export function listingRequestCostUsd(
  model: ListingVisionModel,
  usage: { promptTokenCount?: number; candidatesTokenCount?: number; thoughtsTokenCount?: number },
): number {
  const input = usage.promptTokenCount ?? 0;
  const output = (usage.candidatesTokenCount ?? 0) + (usage.thoughtsTokenCount ?? 0);
  return (input * model.price.inputPerMillion + output * model.price.outputPerMillion) / 1e6;
}
