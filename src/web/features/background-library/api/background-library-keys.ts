/**
 * Query keys of the Backgrounds Library API, so mutations invalidate the right ones. They share
 * the ['backgrounds'] prefix with the create page's list (features/generation/api/run-keys.ts):
 * a background made, removed or favourited here refreshes that dropdown too.
 */
export const backgroundLibraryKeys = {
  /** Every background list, the create page's included. */
  lists: ['backgrounds'] as const,
  list: ['backgrounds', 'library'] as const,
  prompts: ['backgrounds', 'prompts'] as const,
};
