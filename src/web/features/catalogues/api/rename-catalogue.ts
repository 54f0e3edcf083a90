import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toastApiError } from '@/lib/api-client';
import { CATALOGUE_TEXTS, catalogueUrls } from '@core/catalogues';
import type { CatalogueView } from '@core/runs';
import { catalogueKeys } from './catalogue-keys';

export { renameCatalogueSchema } from '@core/run-schemas';

export const renameCatalogue = ({ id, name }: { id: string; name: string }) =>
  api<CatalogueView>(catalogueUrls.one(id), { method: 'PATCH', json: { name } });

/** Renames a catalogue; the detail shows the new name at once and the lists reload. */
export function useRenameCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCatalogue,
    onSuccess: async (view) => {
      queryClient.setQueryData(catalogueKeys.detail(view.id), view);
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.lists });
    },
    onError: (error) => toastApiError(error, CATALOGUE_TEXTS.renameFailedTitle),
  });
}
