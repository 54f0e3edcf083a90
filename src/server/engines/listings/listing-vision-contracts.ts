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

/**
 * OpenAI's model for the listing request (decision 235): the Responses API with a strict
 * `json_schema` text format and the photo as an `input_image` data URL.
 */
export interface OpenAIListingModel {
  /** US dollars per million tokens; reasoning tokens are counted in output_tokens and billed so. */
  price: { inputPerMillion: number; outputPerMillion: number };
  checked: CheckedAgainst;
}

export const OPENAI_LISTING_MODEL = 'gpt-5.4-mini';

export const OPENAI_LISTING_MODELS: Record<string, OpenAIListingModel> = {
  'gpt-5.4-mini': {
    price: { inputPerMillion: 0.75, outputPerMillion: 4.5 },
    checked: {
      sources: [
        'openrouter.ai/openai/gpt-5.4-mini (released 2026-03-17; $0.75 / $4.50 per million tokens; text and image in)',
        'apidog.com blog "GPT-5.4 mini pricing" (2026-03-20: model id gpt-5.4-mini, $0.75 / $4.50, 400K context)',
        'docs.venice.ai/models/gpt-5-4-mini (the same price; reasoning effort none to xhigh; Responses API)',
        'github/docs copilot models-and-pricing.yml (GPT-5.4 listed GA beside GPT-5 mini)',
      ],
      date: '2026-12-02',
    },
  },
};

/**
 * OpenAI's rules for a strict `json_schema` (decision 235), each with its sources. The fake
 * (tests/fakes/openai-structured-output.ts) keeps its own table of them and never reads this one.
 */
export const OPENAI_STRICT_SCHEMA_RULES = {
  /** Every object lists every property in `required` and has `additionalProperties: false`. */
  everyPropertyRequired: true,
  closedObjects: true,
  /** At most 1,000 enum values across the schema (the listing's largest has 455: a saree's). */
  maxEnumValues: 1000,
  /** A string enum of more than 250 values may hold at most 15,000 characters in all. */
  largeEnumValues: 250,
  largeEnumChars: 15_000,
  /** Object properties across the schema, and nesting levels (the listing uses 3). */
  maxProperties: 5000,
  maxNesting: 10,
  /** Names, enum values and const values together, in characters. */
  maxNameChars: 120_000,
  checked: {
    sources: [
      'openai-node 6.49.0 ResponseFormatTextJSONSchemaConfig (name, schema, type json_schema, strict) under text.format; ResponseInputImage (image_url: a URL or base64 data URL); ResponseUsage (input_tokens, output_tokens, output_tokens_details.reasoning_tokens); ResponseOutputRefusal (type refusal, refusal)',
      'developers.openai.com/api/docs/guides/structured-outputs#supported-schemas, as quoted by artifactize-core 0.14.2 limits.rs (10 levels, 5,000 properties, 1,000 enum values, 120,000 characters, 15,000 for an enum over 250 values)',
      "live: 400 invalid_json_schema \"In context=(), 'required' is required to be supplied and to be an array including every key in properties. Missing 'message'.\" param text.format.schema (bingoYB/ham_home#16, 2026-09-07)",
      'live: 400 "In context=(), \'additionalProperties\' is required to be supplied and to be false." (mavam/pi-web-providers#14, 2026-04-15; agentscope-java#2548, 2026-08-04; Part-DB-server#1540, 2026-09-10)',
      'live: "\'default\' is not permitted" (zenn.dev/nicopin); "6 levels of nesting exceeds limit of 5" (tidyverse/ellmer#671, an older limit: the guide now says 10)',
    ],
    date: '2026-12-02',
  },
} as const;

/** The estimated cost of one OpenAI answer from its token usage, in US dollars. */
export function openAIListingCostUsd(
  model: OpenAIListingModel,
  usage: { input_tokens?: number; output_tokens?: number } | null | undefined,
): number {
  // output_tokens already holds the reasoning tokens (output_tokens_details.reasoning_tokens);
  // cached input is billed lower, priced here at the full rate (an over-estimate).
  const input = usage?.input_tokens ?? 0;
  const output = usage?.output_tokens ?? 0;
  return (input * model.price.inputPerMillion + output * model.price.outputPerMillion) / 1e6;
}
