/**
 * The personas the platform keeps a reference portrait of (decision 201): every stock persona,
 * and the spec's default persona ("AI Generated Model") for a run with no model chosen. A
 * seller's own model is theirs: its portrait comes from the Models Library, or it has none.
 */
import {
  DEFAULT_PERSONA,
  withPersonaDefaults,
  type ModelPersona,
} from '../../../core/model-persona.js';
import { findStockModel } from '../../../core/stock-models.js';

export interface PlatformPersona {
  /** A stock persona's id, or 'default'. */
  id: string;
  name: string;
  persona: ModelPersona;
}

export const DEFAULT_PERSONA_ID = 'default';

/** The platform persona a run's model id names; null for a seller's own model. */
export function platformPersonaOf(modelId: string | null): PlatformPersona | null {
  if (modelId === null)
    return { id: DEFAULT_PERSONA_ID, name: 'AI Generated Model', persona: DEFAULT_PERSONA };
  const stock = findStockModel(modelId);
  return stock ? { id: stock.id, name: stock.name, persona: withPersonaDefaults(stock) } : null;
}
