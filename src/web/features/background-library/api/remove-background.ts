import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backgroundLibraryUrls } from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export const removeBackground = (id: string) =>
  api<null>(backgroundLibraryUrls.one(id), { method: 'DELETE' });

/** DELETE a custom background (its files go; catalogues made with it stay); the list reloads. */
export function useRemoveBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBackground,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backgroundLibraryKeys.lists }),
  });
}
