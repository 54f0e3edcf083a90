import { translate } from '@/i18n/language-store';
import { backgroundsTexts } from '@/i18n/texts/backgrounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/lib/api-client';
import { backgroundLibraryUrls, type BackgroundLibraryView } from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export interface FavoriteChange {
  id: string;
  favorite: boolean;
}

export const setFavorite = ({ id, favorite }: FavoriteChange) =>
  api<null>(backgroundLibraryUrls.favorite(id), { method: favorite ? 'PUT' : 'DELETE' });

function withFavorite(view: BackgroundLibraryView | undefined, change: FavoriteChange) {
  if (!view) return view;
  return {
    ...view,
    backgrounds: view.backgrounds.map((background) =>
      background.id === change.id ? { ...background, isFavorite: change.favorite } : background,
    ),
  };
}

/** The heart: shown at once, kept on the server, turned back with a toast if the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: backgroundLibraryKeys.list });
      queryClient.setQueryData<BackgroundLibraryView>(backgroundLibraryKeys.list, (view) =>
        withFavorite(view, change),
      );
    },
    onError: (_error, change) => {
      queryClient.setQueryData<BackgroundLibraryView>(backgroundLibraryKeys.list, (view) =>
        withFavorite(view, { ...change, favorite: !change.favorite }),
      );
      toast.error(translate(backgroundsTexts, 'favoriteFailedTitle'), {
        description: translate(backgroundsTexts, 'favoriteFailed'),
      });
    },
    // Favorites come first in the create page's dropdown; the library's own list is already right.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: backgroundLibraryKeys.lists,
        predicate: (query) => query.queryKey[1] !== backgroundLibraryKeys.list[1],
      }),
  });
}
