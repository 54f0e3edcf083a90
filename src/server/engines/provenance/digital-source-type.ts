/**
 * The IPTC Digital Source Type of each engine's image (decision 253), from the IPTC NewsCodes
 * vocabulary http://cv.iptc.org/newscodes/digitalsourcetype/. The same URI goes in the XMP
 * (Iptc4xmpExt:DigitalSourceType) and in the C2PA manifest's c2pa.created action.
 */
const VOCABULARY = 'http://cv.iptc.org/newscodes/digitalsourcetype/';

export const DIGITAL_SOURCE_TYPES = {
  /** Made by a trained model (the AI engines: Gemini, OpenAI, FASHN). */
  trainedAlgorithmicMedia: `${VOCABULARY}trainedAlgorithmicMedia`,
  /** A composite in which a trained model made some of the elements. */
  compositeWithTrainedAlgorithmicMedia: `${VOCABULARY}compositeWithTrainedAlgorithmicMedia`,
  /**
   * A composite of several elements, at least one synthetic but none made by a trained model:
   * the studio engine's cut-out of the seller's own photo on a background our code draws.
   */
  compositeSynthetic: `${VOCABULARY}compositeSynthetic`,
  /** Made by an algorithm, not from a capture nor by a trained model (the benchmarks' placeholder). */
  algorithmicMedia: `${VOCABULARY}algorithmicMedia`,
} as const;

export type DigitalSourceType = (typeof DIGITAL_SOURCE_TYPES)[keyof typeof DIGITAL_SOURCE_TYPES];

/**
 * The source type of an engine's shot. `aiParts`: a studio shot that placed an element a trained
 * model made (none today: a studio deployment has no AI vendor; kept so the rule is in one place).
 */
export function digitalSourceTypeOf(engine: string | null, aiParts = false): DigitalSourceType {
  if (engine === 'studio')
    return aiParts
      ? DIGITAL_SOURCE_TYPES.compositeWithTrainedAlgorithmicMedia
      : DIGITAL_SOURCE_TYPES.compositeSynthetic;
  if (engine === 'instant') return DIGITAL_SOURCE_TYPES.algorithmicMedia;
  return DIGITAL_SOURCE_TYPES.trainedAlgorithmicMedia;
}
