import { translate } from '@/i18n/language-store';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { backgroundLibraryUrls, type SavedPromptView } from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export const deletePrompt = (id: string) =>
  api<null>(backgroundLibraryUrls.prompt(id), { method: 'DELETE' });

/** DELETE a saved prompt: gone from the list at once, back if the server refuses. */
export function useDeletePrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePrompt,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: backgroundLibraryKeys.prompts });
      const before = queryClient.getQueryData<SavedPromptView[]>(backgroundLibraryKeys.prompts);
      queryClient.setQueryData<SavedPromptView[]>(backgroundLibraryKeys.prompts, (list) =>
        list?.filter((prompt) => prompt.id !== id),
      );
      return { before };
    },
    onSuccess: () => toast.success(translate(backgroundsTexts, 'promptDeleted')),
    onError: (_error, _id, context) => {
      queryClient.setQueryData(backgroundLibraryKeys.prompts, context?.before);
      toast.error(translate(backgroundsTexts, 'deleteFailedTitle'), {
        description: translate(backgroundsTexts, 'deletePromptFailed'),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backgroundLibraryKeys.prompts }),
  });
}
