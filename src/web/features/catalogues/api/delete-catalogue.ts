import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { CATALOGUE_TEXTS, catalogueUrls } from '@core/catalogues';
import { catalogueKeys } from './catalogue-keys';

export const deleteCatalogue = (id: string) =>
  api<null>(catalogueUrls.one(id), { method: 'DELETE' });

/**
 * Deletes a catalogue with its images (and the run it came from); the lists reload. A failure
 * shows the spec's 'Delete Failed' toast.
 */
export function useDeleteCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogue,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: catalogueKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.lists });
    },
    onError: () =>
      toast.error(CATALOGUE_TEXTS.deleteFailedTitle, { description: CATALOGUE_TEXTS.deleteFailed }),
  });
}
