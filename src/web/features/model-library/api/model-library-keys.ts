/**
 * Query keys of the Models Library API. They share the ['models'] prefix with the create page's
 * list (features/generation/api/run-keys.ts): a model made, deleted or favourited here refreshes
 * that select too.
 */
export const modelLibraryKeys = {
  /** Every model list, the create page's included. */
  lists: ['models'] as const,
  list: ['models', 'library'] as const,
};
