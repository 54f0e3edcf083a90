/**
 * What each vendor publishes about the models we may be configured with: the parameters the
 * engines send must be ones the vendor takes (decision 188). Checked once at start
 * (`assertEngineContract`, create-image-engine.ts): a model the table does not know is refused
 * with a message naming the ones it does. The fakes check every request against the vendored
 * specifications under tests/fakes/contracts/, and a test keeps the two in step.
 */
export interface GeminiModelContract {
  /** Input images one generateContent request may carry. */
  maxInputImages: number;
  /** imageConfig.imageSize values the model takes; null where the vendor lists none. */
  imageSizes: readonly string[] | null;
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

export const GEMINI_MODELS: Record<string, GeminiModelContract> = {
  'gemini-2.5-flash-image': { maxInputImages: 3, imageSizes: null },
  'gemini-3-pro-image': { maxInputImages: 14, imageSizes: ['1K', '2K', '4K'] },
  'gemini-3-pro-image-preview': { maxInputImages: 14, imageSizes: ['1K', '2K', '4K'] },
  'gemini-3.1-flash-image': { maxInputImages: 14, imageSizes: ['1K', '2K', '4K'] },
  'gemini-3.1-flash-image-preview': { maxInputImages: 14, imageSizes: ['1K', '2K', '4K'] },
};

export interface OpenAIModelContract {
  /** Whether images.edit takes input_fidelity for this model. */
  inputFidelity: boolean;
  /** 'fixed': the listed sizes; 'flexible': multiples of 16, 1:3 to 3:1, at most 3840x2160. */
  sizes: 'fixed' | 'flexible';
}

export const OPENAI_FIXED_SIZES = ['1024x1024', '1536x1024', '1024x1536', 'auto'] as const;
export const OPENAI_MAX_INPUT_IMAGES = 16;

export const OPENAI_MODELS: Record<string, OpenAIModelContract> = {
  'gpt-image-1': { inputFidelity: true, sizes: 'fixed' },
  'gpt-image-1-mini': { inputFidelity: false, sizes: 'fixed' },
  'gpt-image-1.5': { inputFidelity: true, sizes: 'fixed' },
  'gpt-image-2': { inputFidelity: true, sizes: 'flexible' },
  'gpt-image-2-2026-04-21': { inputFidelity: true, sizes: 'flexible' },
};

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

export const FASHN_MODELS = ['product-to-model'] as const;

/** The configuration the engines are started with, as far as the contracts see it. */
export interface ContractedConfig {
  IMAGE_ENGINE: string;
  GEMINI_IMAGE_MODEL: string;
  GEMINI_IMAGE_MODEL_HIGH: string;
  GEMINI_ASPECT_RATIO: string;
  GEMINI_IMAGE_SIZE: string;
  OPENAI_IMAGE_MODEL: string;
  OPENAI_IMAGE_SIZE: string;
  FASHN_MODEL_NAME: string;
}

/**
 * The reason the configured engine's settings break its vendor's contract, or null. Only the
 * chosen engine is checked: a Gemini model name is nobody's business when FASHN runs.
 */
export function contractViolation(config: ContractedConfig): string | null {
  const unknown = (key: string, value: string, known: readonly string[]) =>
    `${key}=${value} is not a model this version knows the contract of; use one of: ${known.join(', ')}.`;
  switch (config.IMAGE_ENGINE) {
    case 'gemini': {
      for (const key of ['GEMINI_IMAGE_MODEL', 'GEMINI_IMAGE_MODEL_HIGH'] as const) {
        const model = config[key];
        const contract = GEMINI_MODELS[model];
        if (!contract) return unknown(key, model, Object.keys(GEMINI_MODELS));
        if (contract.imageSizes && !contract.imageSizes.includes(config.GEMINI_IMAGE_SIZE))
          return `GEMINI_IMAGE_SIZE=${config.GEMINI_IMAGE_SIZE} is not a size ${model} makes; use one of: ${contract.imageSizes.join(', ')}.`;
      }
      if (!(GEMINI_ASPECT_RATIOS as readonly string[]).includes(config.GEMINI_ASPECT_RATIO))
        return `GEMINI_ASPECT_RATIO=${config.GEMINI_ASPECT_RATIO} is not one Gemini takes.`;
      return null;
    }
    case 'openai': {
      const model = config.OPENAI_IMAGE_MODEL;
      const allowed = openAISizeAllowed(model, config.OPENAI_IMAGE_SIZE);
      if (allowed === undefined)
        return unknown('OPENAI_IMAGE_MODEL', model, Object.keys(OPENAI_MODELS));
      if (!allowed)
        return `OPENAI_IMAGE_SIZE=${config.OPENAI_IMAGE_SIZE} is not a size ${model} takes.`;
      return null;
    }
    case 'fashn':
      return (FASHN_MODELS as readonly string[]).includes(config.FASHN_MODEL_NAME)
        ? null
        : unknown('FASHN_MODEL_NAME', config.FASHN_MODEL_NAME, FASHN_MODELS);
    default:
      return null;
  }
}
