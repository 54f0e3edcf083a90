import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/catalogues/api/catalogue-keys';
import { api } from '@/lib/api-client';
import { defaultCatalogueName, saveCatalogueSchema, type CatalogueView } from '@core/runs';
import { runKeys } from './run-keys';

/** POST /api/catalogues: keeps a finished run as a catalogue named 'Catalogue' plus the local date and time. */
export function saveRun(runId: string) {
  const input = saveCatalogueSchema.parse({ runId, name: defaultCatalogueName(new Date()) });
  return api<CatalogueView>('/api/catalogues', { method: 'POST', json: input });
}

export function useSaveRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRun,
    // The caller shows 'Save Failed' with the server's message.
    onError: () => {},
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: runKeys.latestUnsaved }),
      ]),
  });
}
