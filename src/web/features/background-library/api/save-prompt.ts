import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  backgroundLibraryUrls,
  type SavePromptInput,
  type SavedPromptView,
} from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export { savePromptSchema } from '@core/background-library';

export const savePrompt = (input: SavePromptInput) =>
  api<SavedPromptView>(backgroundLibraryUrls.prompts, { method: 'POST', json: input });

/** POST /api/library/backgrounds/prompts: keeps a name, text and category for later. */
export function useSavePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrompt,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backgroundLibraryKeys.prompts }),
  });
}
