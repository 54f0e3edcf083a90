import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { backgroundLibraryUrls, type BackgroundLibraryView } from '@core/background-library';
import { backgroundLibraryKeys } from './background-library-keys';

export const getBackgroundLibrary = (signal?: AbortSignal) =>
  api<BackgroundLibraryView>(backgroundLibraryUrls.list, { signal });

/** GET /api/library/backgrounds: the user's custom backgrounds, then the presets, with favourites. */
export const backgroundLibraryQuery = queryOptions({
  queryKey: backgroundLibraryKeys.list,
  queryFn: ({ signal }) => getBackgroundLibrary(signal),
});

export function useBackgroundLibrary() {
  return useQuery(backgroundLibraryQuery);
}
