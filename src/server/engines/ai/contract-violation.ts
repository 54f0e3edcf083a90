/**
 * Whether the configured engine's settings keep to its vendor's contract (vendor-contracts.ts),
 * checked once at start (createImageEngine): a model the vendor has shut down, one newer than
 * this release was checked against, or one it does not know is refused with a message that
 * says what to use instead, before a seller pays for a run that could only fail.
 */
import {
  FASHN_MODELS,
  GEMINI_ASPECT_RATIOS,
  GEMINI_MODELS,
  GEMINI_RETIRED_MODELS,
  OPENAI_MODELS,
  OPENAI_NEWEST_CHECKED,
  openAISizeAllowed,
} from './vendor-contracts.js';

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

const unknown = (key: string, value: string, known: readonly string[]) =>
  `${key}=${value} is not a model this version knows the contract of; use one of: ${known.join(', ')}.`;

/**
 * The reason the configured engine's settings break its vendor's contract, or null. Only the
 * chosen engine is checked: a Gemini model name is nobody's business when FASHN runs.
 */
export function contractViolation(config: ContractedConfig): string | null {
  switch (config.IMAGE_ENGINE) {
    case 'gemini':
      return geminiViolation(config);
    case 'openai':
      return openAIViolation(config);
    case 'fashn':
      return (FASHN_MODELS as readonly string[]).includes(config.FASHN_MODEL_NAME)
        ? null
        : unknown('FASHN_MODEL_NAME', config.FASHN_MODEL_NAME, FASHN_MODELS);
    default:
      return null;
  }
}

function geminiViolation(config: ContractedConfig): string | null {
  for (const key of ['GEMINI_IMAGE_MODEL', 'GEMINI_IMAGE_MODEL_HIGH'] as const) {
    const model = config[key];
    const retired = GEMINI_RETIRED_MODELS[model];
    if (retired)
      return `${key}=${model} was shut down by Google on ${retired.shutDown}; use ${retired.replacement}.`;
    const contract = GEMINI_MODELS[model];
    if (!contract) return unknown(key, model, Object.keys(GEMINI_MODELS));
    if (!contract.imageSizes.includes(config.GEMINI_IMAGE_SIZE))
      return `GEMINI_IMAGE_SIZE=${config.GEMINI_IMAGE_SIZE} is not a size ${model} makes; use one of: ${contract.imageSizes.join(', ')}.`;
  }
  if (!(GEMINI_ASPECT_RATIOS as readonly string[]).includes(config.GEMINI_ASPECT_RATIO))
    return `GEMINI_ASPECT_RATIO=${config.GEMINI_ASPECT_RATIO} is not one Gemini takes.`;
  return null;
}

function openAIViolation(config: ContractedConfig): string | null {
  const model = config.OPENAI_IMAGE_MODEL;
  const known = Object.keys(OPENAI_MODELS);
  const generation = /^gpt-image-(\d+(?:\.\d+)?)/.exec(model)?.[1];
  if (!OPENAI_MODELS[model] && generation && Number(generation) > OPENAI_NEWEST_CHECKED)
    return `OPENAI_IMAGE_MODEL=${model} is newer than the models this release was checked against (${known.join(', ')}): what it takes is not known here, so it is not used. Use one of those.`;
  const allowed = openAISizeAllowed(model, config.OPENAI_IMAGE_SIZE);
  if (allowed === undefined) return unknown('OPENAI_IMAGE_MODEL', model, known);
  if (!allowed)
    return `OPENAI_IMAGE_SIZE=${config.OPENAI_IMAGE_SIZE} is not a size ${model} takes.`;
  return null;
}
