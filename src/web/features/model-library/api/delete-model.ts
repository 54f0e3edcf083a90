import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { modelLibraryUrls } from '@core/model-library';
import { modelLibraryKeys } from './model-library-keys';

export const deleteModel = (id: string) =>
  api<null>(modelLibraryUrls.one(id), { method: 'DELETE' });

/** DELETE an own model (its portrait goes; catalogues made with it stay); the lists reload. */
export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelLibraryKeys.lists }),
  });
}
