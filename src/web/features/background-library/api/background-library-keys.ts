/** Query keys of the Backgrounds Library API, so mutations invalidate the right ones. */
export const backgroundLibraryKeys = {
  all: ['background-library'] as const,
  list: ['background-library', 'list'] as const,
  prompts: ['background-library', 'prompts'] as const,
};
