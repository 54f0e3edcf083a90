/**
 * What Generate Catalogue checks before it starts a run (docs/product.md §6), in this order: a
 * front photo, a known plan, a plan with images left, a background. The quota check is for
 * display only: the server enforces it and answers 402 anyway (decision 005).
 */

export type GenerationProblem =
  | 'missing-front'
  | 'checking-plan'
  | 'limit-reached'
  | 'backgrounds-failed'
  | 'backgrounds-loading';

export interface PrecheckInputs<Photo> {
  front: Photo | null;
  usage: { isPending: boolean; canGenerate: boolean | undefined };
  backgroundId: string | undefined;
  backgroundsFailed: boolean;
}

export type Precheck<Photo> =
  { ok: true; front: Photo; backgroundId: string } | { ok: false; problem: GenerationProblem };

export function precheckGeneration<Photo>(inputs: PrecheckInputs<Photo>): Precheck<Photo> {
  const { front, usage, backgroundId } = inputs;
  if (!front) return { ok: false, problem: 'missing-front' };
  if (usage.isPending) return { ok: false, problem: 'checking-plan' };
  // Usage that could not be loaded blocks nothing: the server decides.
  if (usage.canGenerate === false) return { ok: false, problem: 'limit-reached' };
  if (!backgroundId) {
    return {
      ok: false,
      problem: inputs.backgroundsFailed ? 'backgrounds-failed' : 'backgrounds-loading',
    };
  }
  return { ok: true, front, backgroundId };
}

/** A problem that goes away by itself once the plan or the backgrounds have loaded. */
export function isStillLoading(problem: GenerationProblem): boolean {
  return problem === 'checking-plan' || problem === 'backgrounds-loading';
}
