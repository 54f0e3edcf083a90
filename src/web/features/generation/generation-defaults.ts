/**
 * The background and model the dashboard starts a run with (docs/product.md §2 steps 2 and 3).
 * Derived, not stored: the first background until the user picks one, and no model unless
 * the one picked is still offered.
 */

/** Radix Select items cannot have an empty value: this one stands for 'no model'. */
export const NO_MODEL = 'none';

interface Option {
  id: string;
}

/** The picked background while it is offered, else the first one (none while none is offered). */
export function chosenBackgroundId(options: readonly Option[], picked: string | null) {
  return options.some((option) => option.id === picked) ? (picked ?? undefined) : options[0]?.id;
}

/** The picked model while it is offered, else NO_MODEL. */
export function chosenModelId(options: readonly Option[], picked: string): string {
  return options.some((option) => option.id === picked) ? picked : NO_MODEL;
}

/** What a run is asked for: no model is no model id at all. */
export function runModelId(modelId: string): string | undefined {
  return modelId === NO_MODEL ? undefined : modelId;
}
