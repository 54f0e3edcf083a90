import { translate } from '@/i18n/language-store';
import { modelsTexts } from '@/i18n/texts/models';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { modelLibraryUrls, type ModelLibraryView } from '@core/model-library';
import { modelLibraryKeys } from './model-library-keys';

export interface ModelFavoriteChange {
  id: string;
  favorite: boolean;
}

export const setModelFavorite = ({ id, favorite }: ModelFavoriteChange) =>
  api<null>(modelLibraryUrls.favorite(id), { method: favorite ? 'PUT' : 'DELETE' });

function withFavorite(view: ModelLibraryView | undefined, change: ModelFavoriteChange) {
  if (!view) return view;
  return {
    ...view,
    models: view.models.map((model) =>
      model.id === change.id ? { ...model, isFavorite: change.favorite } : model,
    ),
  };
}

/** The heart: shown at once, kept on the server, turned back with the spec's toast if refused. */
export function useSetModelFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setModelFavorite,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: modelLibraryKeys.list });
      queryClient.setQueryData<ModelLibraryView>(modelLibraryKeys.list, (view) =>
        withFavorite(view, change),
      );
    },
    onError: (_error, change) => {
      queryClient.setQueryData<ModelLibraryView>(modelLibraryKeys.list, (view) =>
        withFavorite(view, { ...change, favorite: !change.favorite }),
      );
      toast.error(translate(modelsTexts, 'errorTitle'), {
        description: translate(modelsTexts, 'favoriteFailed'),
      });
    },
  });
}
