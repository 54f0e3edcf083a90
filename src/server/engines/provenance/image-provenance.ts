/**
 * What the product says about one image it hands out (decision 253): which engine and model
 * made it, from which catalogue (or run) and shot, and what was done to it after.
 */
import { digitalSourceTypeOf, type DigitalSourceType } from './digital-source-type.js';

export interface ImageProvenance {
  /** studio, gemini, openai, fashn (or the benchmarks' instant); null: not known, said as AI. */
  engine: string | null;
  /** The vendor's model, or the studio pipeline's version; null when not recorded. */
  model: string | null;
  /** The saved catalogue, when the image is one of a catalogue's. */
  catalogueId: string | null;
  /** The run it was made in; null once a saved catalogue's run is gone. */
  runId: string | null;
  /** The shot's id in its run (front_standing, flat_lay…). */
  shotId: string;
  /** Set when the image was resized for a marketplace (its preset's name). */
  resizedFor?: string;
}

export const PRODUCT_NAME = 'Vastra Studio';

export function sourceTypeOf(provenance: ImageProvenance): DigitalSourceType {
  return digitalSourceTypeOf(provenance.engine);
}

/** "Vastra Studio (gemini gemini-2.5-flash-image)": the software that made the image. */
export function creatorToolOf(provenance: ImageProvenance): string {
  const engine = [provenance.engine ?? 'unknown engine', provenance.model]
    .filter(Boolean)
    .join(' ');
  return `${PRODUCT_NAME} (${engine})`;
}

/**
 * A stable identifier of the image: the catalogue's when saved, else the run's, and the shot.
 * The same shot downloaded twice names itself the same way.
 */
export function identifierOf(provenance: ImageProvenance): string {
  const owner = provenance.catalogueId
    ? `catalogue:${provenance.catalogueId}`
    : `run:${provenance.runId ?? 'unknown'}`;
  return `urn:vastra:${owner}:shot:${provenance.shotId}`;
}
