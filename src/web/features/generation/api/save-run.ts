import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueKeys } from '@/features/catalogues/api/catalogue-keys';
import { getLanguage } from '@/i18n/language-store';
import { api } from '@/lib/api-client';
import type { CatalogueView, RunView } from '@core/runs';
import { toastCatalogueSaved, toastNoImagesToSave, toastSaveFailed } from '../generation-toasts';
import { completeShots } from '../run-state';
import { runKeys } from './run-keys';
import { loadRunSchemas } from './start-run';

/**
 * POST /api/catalogues: keeps a finished run as a catalogue named 'Catalogue' plus the local date
 * and time the run was made (the moment the unsaved-run banner shows, in the same format), in the
 * seller's language (decision 199).
 */
export async function saveRun(run: Pick<RunView, 'id' | 'createdAt'>) {
  // The schema and the name's date format load with the first save (decision 196).
  const [{ saveCatalogueSchema }, { defaultCatalogueName }] = await Promise.all([
    loadRunSchemas(),
    import('@core/run-time-name'),
  ]);
  const input = saveCatalogueSchema.parse({
    runId: run.id,
    name: defaultCatalogueName(new Date(run.createdAt), getLanguage()),
  });
  return api<CatalogueView>('/api/catalogues', { method: 'POST', json: input });
}

/**
 * Saving a run, wherever it is offered (the generation modal, the unsaved run card): a run
 * with no image is refused, and the outcome is a toast.
 */
export function useSaveRun() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: saveRun,
    // save() shows 'Save Failed' with the server's message.
    onError: () => {},
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
        queryClient.invalidateQueries({ queryKey: runKeys.latestUnsaved }),
      ]),
  });

  const save = (run: RunView) => {
    if (completeShots(run).length === 0) {
      toastNoImagesToSave();
      return;
    }
    // Toasts per call, not per mutation: they come once the lists above are fresh.
    mutation.mutate(run, {
      onSuccess: (catalogue) => toastCatalogueSaved(catalogue.name),
      onError: (error) => toastSaveFailed(error),
    });
  };

  return { save, isPending: mutation.isPending, savedCatalogue: mutation.data ?? null };
}
