import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backgroundLibraryUrls, type SavedPromptView } from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export const getSavedPrompts = (signal?: AbortSignal) =>
  api<SavedPromptView[]>(backgroundLibraryUrls.prompts, { signal });

/** GET /api/library/backgrounds/prompts: the user's saved prompts, newest first. */
export const savedPromptsQuery = queryOptions({
  queryKey: backgroundLibraryKeys.prompts,
  queryFn: ({ signal }) => getSavedPrompts(signal),
});

/** Loaded only while the Generate Custom dialog is open; a failure is only logged (docs/product.md §11). */
export function useSavedPrompts(enabled: boolean) {
  return useQuery({ ...savedPromptsQuery, enabled });
}
