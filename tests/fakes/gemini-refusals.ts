/**
 * What the Gemini API refuses of a generateContent request, with Google's error body, from the
 * fake's own table of the vendor's live behaviour (contracts/gemini-generate-content.json):
 * never from the engine's contract.
 */
import spec from './contracts/gemini-generate-content.json' with { type: 'json' };

export interface GoogleRefusal {
  status: number;
  body: { error: { code: number; message: string; status: string; details?: unknown[] } };
}

export const googleError = (
  code: number,
  status: string,
  message: string,
  details?: unknown[],
) => ({
  error: { code, message, status, ...(details ? { details } : {}) },
});

const invalid = (message: string): GoogleRefusal => ({
  status: 400,
  body: googleError(400, 'INVALID_ARGUMENT', message),
});

/** Google's answer to a model it has shut down, or never had. */
export function modelNotFound(model: string, method = 'generateContent'): GoogleRefusal {
  return {
    status: 404,
    body: googleError(
      404,
      'NOT_FOUND',
      `models/${model} is not found for API version v1beta, or is not supported for ${method}. Call ListModels to see the list of available models and their supported methods.`,
    ),
  };
}

/** Google's answer to a key it does not know: a 400, not a 401 or 403. */
export const INVALID_KEY: GoogleRefusal = {
  status: 400,
  body: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'API_KEY_INVALID',
      domain: 'googleapis.com',
      metadata: { service: 'generativelanguage.googleapis.com' },
    },
  ]),
};

/** Why Gemini refuses this generateContent request for `model`, or null. */
export function geminiRefusal(model: string, body: Buffer): GoogleRefusal | null {
  const contract = (
    spec.models as Record<string, { maxInputImages: number; imageSizes: string[] }>
  )[model];
  if (!contract) return modelNotFound(model);
  if (body.length > spec.inlineRequestMaxBytes)
    return invalid('Request payload size exceeds the limit: 20971520 bytes.');
  const json = JSON.parse(body.toString('utf8')) as {
    contents?: { parts?: { inlineData?: unknown; fileData?: unknown }[] }[];
    generationConfig?: { imageConfig?: { aspectRatio?: string; imageSize?: string } };
  };
  const images = (json.contents ?? [])
    .flatMap((c) => c.parts ?? [])
    .filter((p) => p.inlineData || p.fileData).length;
  if (images > contract.maxInputImages)
    return invalid(
      `${model} takes at most ${contract.maxInputImages} input images; got ${images}.`,
    );
  const config = json.generationConfig?.imageConfig;
  if (config?.aspectRatio && !spec.aspectRatios.includes(config.aspectRatio))
    return invalid(`Invalid aspect ratio: ${config.aspectRatio}.`);
  if (config?.imageSize && !contract.imageSizes.includes(config.imageSize))
    return invalid(`Invalid image size: ${config.imageSize}.`);
  return null;
}
