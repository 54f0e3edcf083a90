/**
 * What each vendor takes from the models we may be configured with, as the vendor answers live
 * (decisions 188 and 214). Every row names what it was checked against and when: the vendor's
 * reference or SDK, and live reports of its answers (public code and issues that call the API
 * and record what it said). Where the two disagree, the live answer wins and the row says so.
 *
 * The fakes under tests/fakes/ do not read this file: they answer from their own tables of the
 * vendor's behaviour, so a wrong row here makes the engine send what the fake refuses, and a
 * test fails (tests/fakes/vendor-contracts.test.ts).
 */

/** What a row was checked against, and the day it was. */
export interface CheckedAgainst {
  sources: readonly string[];
  date: string;
}

export interface GeminiModelContract {
  /** Input images one generateContent request may carry. */
  maxInputImages: number;
  /** imageConfig.imageSize values the model takes. */
  imageSizes: readonly string[];
  checked: CheckedAgainst;
}

export const GEMINI_ASPECT_RATIOS = [
  '1:1',
  '2:3',
  '3:2',
  '3:4',
  '4:3',
  '4:5',
  '5:4',
  '9:16',
  '16:9',
  '21:9',
] as const;

const GEMINI_GUIDE =
  'ai.google.dev/gemini-api/docs/image-generation (reference images per model, imageSize)';
const GEMINI_SDK = 'googleapis/js-genai src/types.ts ImageConfig at 6e9b35c (2026-08-21)';
const GEMINI_DEPRECATIONS = 'ai.google.dev/gemini-api/docs/deprecations (read 2026-12-02)';
/** Live answers at each size; reference images are not reported live beyond the guide's 14. */
const GEMINI_LIVE_SIZES =
  'live: gemini-3-pro-image answered at 1K, 2K and 4K (googleapis/python-genai#1993, 2026-01); 4K asked of the 3.1 flash preview came back 1408x768 (owndev/Open-WebUI-Functions#150, 2026-03)';

export const GEMINI_MODELS: Record<string, GeminiModelContract> = {
  'gemini-3.1-flash-image': {
    maxInputImages: 14,
    imageSizes: ['1K', '2K', '4K'],
    checked: {
      sources: [GEMINI_GUIDE, GEMINI_SDK, GEMINI_DEPRECATIONS, GEMINI_LIVE_SIZES],
      date: '2026-12-02',
    },
  },
  'gemini-3-pro-image': {
    maxInputImages: 14,
    imageSizes: ['1K', '2K', '4K'],
    checked: {
      sources: [GEMINI_GUIDE, GEMINI_SDK, GEMINI_DEPRECATIONS, GEMINI_LIVE_SIZES],
      date: '2026-12-02',
    },
  },
};

/** Models Google has shut down: the endpoint answers 404 NOT_FOUND for them. */
export interface RetiredModel {
  shutDown: string;
  replacement: string;
  checked: CheckedAgainst;
}

export const GEMINI_RETIRED_MODELS: Record<string, RetiredModel> = {
  'gemini-3-pro-image-preview': {
    shutDown: '2026-06-25',
    replacement: 'gemini-3-pro-image',
    checked: { sources: [GEMINI_DEPRECATIONS], date: '2026-12-02' },
  },
  'gemini-3.1-flash-image-preview': {
    shutDown: '2026-06-25',
    replacement: 'gemini-3.1-flash-image',
    checked: { sources: [GEMINI_DEPRECATIONS], date: '2026-12-02' },
  },
  'gemini-2.5-flash-image': {
    shutDown: '2026-10-02',
    replacement: 'gemini-3.1-flash-image',
    checked: { sources: [GEMINI_DEPRECATIONS], date: '2026-12-02' },
  },
};

export interface OpenAIModelContract {
  /** Whether images.edit takes input_fidelity for this model. */
  inputFidelity: boolean;
  /** 'fixed': the listed sizes; 'flexible': multiples of 16, 1:3 to 3:1, at most 3840x2160. */
  sizes: 'fixed' | 'flexible';
  checked: CheckedAgainst;
}

export const OPENAI_FIXED_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'] as const;
export const OPENAI_MAX_INPUT_IMAGES = 16;

const OPENAI_REFERENCE =
  'platform.openai.com/docs/api-reference/images (createEdit, create); openai-python types image_edit_params.py at e43b422 (2026-08-21)';
/**
 * The reference's generic wording ("gpt-image-1.5 and later") says input_fidelity reaches
 * gpt-image-2; the live API answers 400 invalid_input_fidelity_model for it, and for the
 * gpt-image-2.5 models, in every report found. The image-generation guide says gpt-image-2
 * takes every input at high fidelity and does not allow the parameter.
 */
const OPENAI_LIVE_FIDELITY =
  'live 400 invalid_input_fidelity_model for gpt-image-2 and gpt-image-2-2026-04-21, in public code and notes from 2026-04-23 to 2026-09-09 (search: invalid_input_fidelity_model)';
/** Reports differ on gpt-image-1-mini; it is not sent there, which is accepted either way. */
const OPENAI_LIVE_MINI =
  'reference: no input_fidelity for gpt-image-1-mini; two live notes say it takes it: not sent (both answers accept that)';

export const OPENAI_MODELS: Record<string, OpenAIModelContract> = {
  'gpt-image-1': {
    inputFidelity: true,
    sizes: 'fixed',
    checked: { sources: [OPENAI_REFERENCE, OPENAI_LIVE_FIDELITY], date: '2026-12-02' },
  },
  'gpt-image-1-mini': {
    inputFidelity: false,
    sizes: 'fixed',
    checked: { sources: [OPENAI_REFERENCE, OPENAI_LIVE_MINI], date: '2026-12-02' },
  },
  'gpt-image-1.5': {
    inputFidelity: true,
    sizes: 'fixed',
    checked: { sources: [OPENAI_REFERENCE, OPENAI_LIVE_FIDELITY], date: '2026-12-02' },
  },
  'gpt-image-2': {
    inputFidelity: false,
    sizes: 'flexible',
    checked: { sources: [OPENAI_REFERENCE, OPENAI_LIVE_FIDELITY], date: '2026-12-02' },
  },
  'gpt-image-2-2026-04-21': {
    inputFidelity: false,
    sizes: 'flexible',
    checked: { sources: [OPENAI_REFERENCE, OPENAI_LIVE_FIDELITY], date: '2026-12-02' },
  },
};

/** The newest OpenAI image model generation this release was checked against. */
export const OPENAI_NEWEST_CHECKED = 2;

/** Whether `size` is one `model` takes; `undefined` for a model the table does not know. */
export function openAISizeAllowed(model: string, size: string): boolean | undefined {
  const contract = OPENAI_MODELS[model];
  if (!contract) return undefined;
  if ((OPENAI_FIXED_SIZES as readonly string[]).includes(size)) return true;
  if (contract.sizes === 'fixed') return false;
  const match = /^(\d+)x(\d+)$/.exec(size);
  if (!match) return false;
  const [width, height] = [Number(match[1]), Number(match[2])];
  const [long, short] = width >= height ? [width, height] : [height, width];
  return (
    width % 16 === 0 &&
    height % 16 === 0 &&
    long <= 3 * short &&
    long <= 3840 &&
    width * height <= 3840 * 2160
  );
}

/**
 * FASHN's models the engine speaks: docs.fashn.ai/api-reference/product-to-model and the vendor's
 * TypeScript SDK (PredictionRunParams.ProductToModelRequest), both read 2026-12-02.
 */
export const FASHN_MODELS = ['product-to-model'] as const;
