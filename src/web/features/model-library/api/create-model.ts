import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import { api } from '@/lib/api-client';
import { modelLibraryUrls, type CreateModelInput, type LibraryModel } from '@core/model-library';
import { modelLibraryKeys } from './model-library-keys';

export { createModelSchema } from '@core/model-library';

export const createModel = (input: CreateModelInput) =>
  api<LibraryModel>(modelLibraryUrls.list, { method: 'POST', json: input });

/**
 * POST /api/library/models: the portrait uses one image of the quota, so the usage reloads with
 * the lists whether it worked or not (a failure gives the image back).
 */
export function useCreateModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createModel,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: modelLibraryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
      ]);
    },
  });
}
