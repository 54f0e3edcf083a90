/**
 * What OpenAI's Images API refuses, with its 400 body, from the fake's own table of the
 * vendor's live behaviour (contracts/openai-images.json): never from the engine's contract.
 */
import spec from './contracts/openai-images.json' with { type: 'json' };

/** Why OpenAI refuses these images parameters (its 400 body), or null. */
export function openAIRefusal(fields: {
  model: string;
  size?: string;
  quality?: string;
  inputFidelity?: string;
  images?: { type: string; size: number }[];
}): OpenAIRefusal | null {
  const contract = (spec.models as Record<string, { inputFidelity: boolean; sizes: string }>)[
    fields.model
  ];
  if (!contract) return invalidValue(fields.model, 'model');
  if (fields.quality && !spec.qualities.includes(fields.quality))
    return invalidValue(fields.quality, 'quality');
  if (fields.inputFidelity && !contract.inputFidelity)
    return {
      message: `The model '${fields.model}' does not support the 'input_fidelity' parameter.`,
      param: 'input_fidelity',
      type: 'image_generation_user_error',
      code: 'invalid_input_fidelity_model',
    };
  if (fields.size && !spec.fixedSizes.includes(fields.size)) {
    const m = /^(\d+)x(\d+)$/.exec(fields.size);
    const f = spec.flexibleSizes;
    const [w, h] = m ? [Number(m[1]), Number(m[2])] : [0, 0];
    const ok =
      contract.sizes === 'flexible' &&
      m &&
      w % f.multipleOf === 0 &&
      h % f.multipleOf === 0 &&
      Math.max(w, h) <= f.maxRatio * Math.min(w, h) &&
      Math.max(w, h) <= f.maxLongEdge &&
      w * h <= f.maxPixels;
    if (!ok) return invalidValue(fields.size, 'size');
  }
  const images = fields.images ?? [];
  if (images.length > spec.maxInputImages)
    return refusal(`At most ${spec.maxInputImages} images.`, 'image');
  for (const image of images) {
    if (!spec.inputFileTypes.includes(image.type))
      return refusal(`Invalid file type: ${image.type}.`, 'image');
    if (image.size > spec.inputFileMaxBytes) return refusal('Image file too large.', 'image');
  }
  return null;
}

/** OpenAI's 400 body for a parameter it refuses. */
export interface OpenAIRefusal {
  message: string;
  param: string;
  type: string;
  code: string;
}

const refusal = (message: string, param: string): OpenAIRefusal => ({
  message,
  param,
  type: 'invalid_request_error',
  code: 'invalid_value',
});

const invalidValue = (value: string, param: string) => refusal(`Invalid value: '${value}'.`, param);
