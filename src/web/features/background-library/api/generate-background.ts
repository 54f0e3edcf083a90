import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usageQueryKey } from '@/features/usage/api/get-usage';
import { api } from '@/lib/api-client';
import {
  backgroundLibraryUrls,
  type GenerateBackgroundInput,
  type GeneratedBackground,
} from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export { generateBackgroundSchema } from '@core/background-library';

export const generateBackground = (input: GenerateBackgroundInput) =>
  api<GeneratedBackground>(backgroundLibraryUrls.generate, { method: 'POST', json: input });

/**
 * POST /api/library/backgrounds/generate: one image of the quota, so the usage reloads with the
 * library whether it worked or not (a failure gives the image back).
 */
export function useGenerateBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateBackground,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: backgroundLibraryKeys.lists }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
      ]);
    },
  });
}
