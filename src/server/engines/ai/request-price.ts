/**
 * The estimated price of one request to an AI vendor, from its list prices (vendor-prices.ts),
 * in integer micro-US-dollars (1 = $0.000001) so that sums stay exact. Pure: the same request
 * and settings always cost the same, which is what lets the benchmark print a catalogue's cost
 * without asking anyone (decision 225).
 */
import {
  FASHN_PRICES,
  GEMINI_PRICES,
  OPENAI_PRICES,
  priceKey,
  type GeminiImageSize,
  type OpenAIQuality,
} from './vendor-prices.js';

/** What one request carries, as far as its price goes. */
export interface PricedRequest {
  /** Images attached: garment photos and the identity reference alike. */
  inputImages: number;
  /** Whether the identity reference is among them (FASHN's face_reference costs credits). */
  identity: boolean;
  /** Characters of the prompt, about four to a token. */
  promptChars: number;
  /** Sent through the vendor's batch mode (decision 203). */
  batch?: boolean;
}

/** A request's price when answered with an image, and when answered without one (its inputs). */
export interface RequestPrice {
  image: number;
  inputOnly: number;
}

const MICRO = 1_000_000;
const tokensOf = (chars: number) => Math.ceil(chars / 4);
/** US dollars per million tokens times tokens is micro-dollars. */
const perMillion = (tokens: number, usdPerMillion: number) => tokens * usdPerMillion;

export function geminiRequestPrice(
  model: string,
  imageSize: GeminiImageSize,
  request: PricedRequest,
): RequestPrice | null {
  const price = GEMINI_PRICES[priceKey(model)];
  if (!price) return null;
  const share = request.batch ? price.batchShare : 1;
  const inputTokens =
    request.inputImages * price.tokensPerInputImage + tokensOf(request.promptChars);
  const outputTokens = price.outputTokens[imageSize] ?? price.outputTokens['1K'];
  const input = perMillion(inputTokens, price.inputPerMillion) * share;
  const output = perMillion(outputTokens, price.imageOutputPerMillion) * share;
  return { image: Math.round(input + output), inputOnly: Math.round(input) };
}

export function openAIRequestPrice(
  model: string,
  size: string,
  quality: 'low' | 'medium' | 'high' | 'auto',
  request: PricedRequest,
): RequestPrice | null {
  const price = OPENAI_PRICES[priceKey(model)];
  if (!price) return null;
  const input =
    perMillion(request.inputImages * price.tokensPerInputImage, price.imageInputPerMillion) +
    perMillion(tokensOf(request.promptChars), price.textInputPerMillion);
  const output = openAIImagePrice(price.perImage, size, quality === 'auto' ? 'high' : quality);
  return { image: Math.round(input + output * MICRO), inputOnly: Math.round(input) };
}

/**
 * The published price of one output image. A size the table has no row for (gpt-image-2 takes
 * any) is priced as the square's cost per pixel, the dearest of the rows; 'auto' as the dearest.
 */
function openAIImagePrice(
  table: Record<string, Record<OpenAIQuality, number>>,
  size: string,
  quality: OpenAIQuality,
): number {
  const row = table[size];
  if (row) return row[quality];
  const square = table['1024x1024']![quality];
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) return Math.max(...Object.values(table).map((prices) => prices[quality]));
  return (square * Number(match[1]) * Number(match[2])) / (1024 * 1024);
}

/** FASHN bills credits for a finished prediction only; a failed one costs nothing. */
export function fashnRequestPrice(
  modelName: string,
  usdPerCredit: number,
  request: PricedRequest,
): RequestPrice | null {
  const price = FASHN_PRICES[modelName];
  if (!price) return null;
  const credits = request.identity ? price.creditsWithFaceReference : price.credits;
  return { image: Math.round(credits * usdPerCredit * MICRO), inputOnly: 0 };
}
