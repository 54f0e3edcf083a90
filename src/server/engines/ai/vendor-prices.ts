/**
 * What the AI vendors charge, as they publish it (decision 225): one row per model, each with
 * where it was read and when. Prices are list prices in US dollars; `request-price.ts` turns a
 * row into the estimated cost of one request. Where two kinds of source disagreed the decision
 * says which one is kept and why. A model the contracts know (vendor-contracts.ts) and this
 * table does not is caught by vendor-prices.test.ts.
 */

/** Where a row's figures were read, and the date they were checked on. */
export interface PriceSource {
  sources: readonly string[];
  checked: string;
}

export type GeminiImageSize = '0.5K' | '1K' | '2K' | '4K';

export interface GeminiPrice extends PriceSource {
  /** US dollars per million input tokens (text and images). */
  inputPerMillion: number;
  /** Tokens one attached image counts as. */
  tokensPerInputImage: number;
  /** US dollars per million image output tokens. */
  imageOutputPerMillion: number;
  /** Output tokens of one image at each size the model makes (one figure: any size). */
  outputTokens: Partial<Record<GeminiImageSize, number>> & { '1K': number };
  /** The Batch API's price as a share of this one. */
  batchShare: number;
}

const GEMINI_PAGE = 'ai.google.dev/gemini-api/docs/pricing';

export const GEMINI_PRICES: Record<string, GeminiPrice> = {
  'gemini-3.1-flash-image': {
    inputPerMillion: 0.5,
    tokensPerInputImage: 1120,
    imageOutputPerMillion: 60,
    outputTokens: { '0.5K': 747, '1K': 1120, '2K': 1680, '4K': 2520 },
    batchShare: 0.5,
    sources: [
      `${GEMINI_PAGE} as read on 2026-04-04 (blog.laozhang.ai): $0.067 1K, $0.101 2K, $0.151 4K; batch $0.034, $0.050, $0.076`,
      'docs.ai.it.ufl.edu model page: $0.50/M input, an input image 1,120 tokens ($0.0006), $0.067 a 1K image',
      'public code (a CostCalculator IMAGE_COST table): 512px $0.045, 1K $0.067, 2K $0.101, 4K $0.151',
    ],
    checked: '2026-12-01',
  },
  'gemini-3-pro-image': {
    inputPerMillion: 2,
    tokensPerInputImage: 560,
    imageOutputPerMillion: 120,
    outputTokens: { '1K': 1120, '2K': 1120, '4K': 2000 },
    batchShare: 0.5,
    sources: [
      `${GEMINI_PAGE} as transcribed 2026-09-20 and 2026-10-07 (api-evangelist): $120/M image output, "$0.134 per 1K/2K image and $0.24 per 4K image"`,
      'aifreeapi.com, checked against the page 2026-03-24: batch $0.067 and $0.12; an input image about $0.0011',
      'public code (the same CostCalculator): 1K $0.134, 2K $0.134, 4K $0.24',
    ],
    checked: '2026-12-01',
  },
  'gemini-2.5-flash-image': {
    inputPerMillion: 0.3,
    // 258 tokens a 768 px tile: a 1536 px photo is four.
    tokensPerInputImage: 1032,
    imageOutputPerMillion: 30,
    outputTokens: { '1K': 1290 },
    batchShare: 0.5,
    sources: [
      `${GEMINI_PAGE}: "$30 per 1,000,000 tokens. Output images up to 1024x1024px consume 1290 tokens and are equivalent to $0.039 per image"`,
      'soukicz/php-llm Gemini25FlashImagePreview: input $0.30/M, output $30/M',
    ],
    checked: '2026-12-01',
  },
};

export type OpenAIQuality = 'low' | 'medium' | 'high';

export interface OpenAIPrice extends PriceSource {
  /** US dollars per million text input tokens. */
  textInputPerMillion: number;
  /** US dollars per million image input tokens. */
  imageInputPerMillion: number;
  /** Tokens one attached photo counts as (input_fidelity high where the model takes it). */
  tokensPerInputImage: number;
  /** The published price of one output image, US dollars, by size and quality. */
  perImage: Record<'1024x1024' | '1024x1536' | '1536x1024', Record<OpenAIQuality, number>>;
}

const OPENAI_PAGE = 'developers.openai.com/api/docs/pricing';

export const OPENAI_PRICES: Record<string, OpenAIPrice> = {
  'gpt-image-2': {
    textInputPerMillion: 5,
    imageInputPerMillion: 8,
    // 32 px patches, at most 1,536 of them: a 1536 px photo reaches the cap.
    tokensPerInputImage: 1536,
    perImage: {
      '1024x1024': { low: 0.006, medium: 0.053, high: 0.211 },
      '1024x1536': { low: 0.005, medium: 0.041, high: 0.165 },
      '1536x1024': { low: 0.005, medium: 0.041, high: 0.165 },
    },
    sources: [
      `${OPENAI_PAGE} and the image-generation guide's examples, as read on 2026-05-06 (yingtu.ai): 1024x1536 $0.005 / $0.041 / $0.165`,
      'theopenco/llmgateway PR 2176 (2026-05-06), checked against the pricing table: text $5, image input $8, image output $30 per 1M',
      'community.openai.com, measured 2026-06-12: edit inputs billed as 32 px patches within a 1,536-patch budget',
    ],
    checked: '2026-12-01',
  },
  'gpt-image-1.5': {
    textInputPerMillion: 5,
    imageInputPerMillion: 8,
    // Two 512 px tiles, and about 6,200 more tokens with input_fidelity high.
    tokensPerInputImage: 6500,
    perImage: {
      '1024x1024': { low: 0.009, medium: 0.034, high: 0.133 },
      '1024x1536': { low: 0.013, medium: 0.05, high: 0.2 },
      '1536x1024': { low: 0.013, medium: 0.05, high: 0.2 },
    },
    sources: [
      'simonw/llm-prices issue 41 (2025-12-17, openai.com/api/pricing): $8 input, $32 output per 1M',
      'docs.apiyi.com historical versions: per image 1024x1536 $0.013 / $0.050 / $0.200',
      'community.openai.com (gpt-image-1 collected pricing): input_fidelity high adds about $0.062 an input image',
    ],
    checked: '2026-12-01',
  },
  'gpt-image-1': {
    textInputPerMillion: 5,
    imageInputPerMillion: 10,
    tokensPerInputImage: 6500,
    perImage: {
      '1024x1024': { low: 0.011, medium: 0.042, high: 0.167 },
      '1024x1536': { low: 0.016, medium: 0.063, high: 0.25 },
      '1536x1024': { low: 0.016, medium: 0.063, high: 0.25 },
    },
    sources: [
      'OpenAI model page as copied by burncloud.com and findllms.com: $10 image input, $40 output per 1M; 1024x1536 $0.016 / $0.063 / $0.25',
      'community.openai.com (collected pricing): 6,240 output tokens for a high 1024x1536 image, $0.2496',
    ],
    checked: '2026-12-01',
  },
  'gpt-image-1-mini': {
    textInputPerMillion: 2,
    imageInputPerMillion: 2.5,
    // No input_fidelity: two 512 px tiles.
    tokensPerInputImage: 323,
    perImage: {
      '1024x1024': { low: 0.005, medium: 0.011, high: 0.036 },
      '1024x1536': { low: 0.006, medium: 0.015, high: 0.052 },
      '1536x1024': { low: 0.006, medium: 0.015, high: 0.052 },
    },
    sources: [
      'developers.openai.com/api/docs/models/gpt-image-1-mini: text $2, image input $2.50, output $8 per 1M; 1024x1536 $0.006 / $0.015 / $0.052',
      'ENTERPILOT/GoModel PR 745 (2026-08-23), a live call: 272 output tokens billed $0.002176 at $8/M',
    ],
    checked: '2026-12-01',
  },
};

export interface FashnPrice extends PriceSource {
  /** Credits one output image costs, and with a face_reference. */
  credits: number;
  creditsWithFaceReference: number;
}

export const FASHN_PRICES: Record<string, FashnPrice> = {
  'product-to-model': {
    credits: 1,
    creditsWithFaceReference: 4,
    sources: [
      'docs.fashn.ai/api-reference/product-to-model: "Credits: 1 per image (4 per image with face_reference)"',
      'docs.fashn.ai/api-reference/model-create (a later page of the same API): "+3 per output image with face_reference"',
    ],
    checked: '2026-12-01',
  },
};

/**
 * FASHN sells credits by plan; its API tiers' prices were in none of the sources read, so this is
 * the on-demand top-up price it publishes, the most a credit costs (FASHN_USD_PER_CREDIT sets
 * another). Its app plans come to $0.065-0.095 a credit.
 */
export const FASHN_CREDIT_PRICE: { usd: number } & PriceSource = {
  usd: 0.1,
  sources: [
    'help.fashn.ai/plans-and-pricing/app-pricing: top-ups "$0.10 per credit"; plans $19/200, $49/750, $99/1,500, $199/3,000 credits',
    'help.fashn.ai/account-management/billing: API credits are sold apart from the app, by commitment tier or on demand',
  ],
  checked: '2026-12-01',
};

/**
 * Rupees per US dollar unless USD_INR_RATE says otherwise: the rupee closed at 89.98 on
 * 2025-12-29 (particle.news) and 89.88 in January 2026 (newsbytesapp.com); market reports put 2026
 * at 88-92.
 */
export const DEFAULT_USD_INR = { rate: 90, checked: '2026-01-05' };

/** The same model under its preview name is priced as the model. */
export function priceKey(model: string): string {
  return model.replace(/-preview$/, '').replace(/-\d{4}-\d{2}-\d{2}$/, '');
}
