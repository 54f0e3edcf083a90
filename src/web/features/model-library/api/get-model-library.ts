import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { modelLibraryUrls, type ModelLibraryView } from '@core/model-library';
import { modelLibraryKeys } from './model-library-keys';

export const getModelLibrary = (signal?: AbortSignal) =>
  api<ModelLibraryView>(modelLibraryUrls.list, { signal });

/** GET /api/library/models: the user's own models, then the stock personas, with favourites. */
export const modelLibraryQuery = queryOptions({
  queryKey: modelLibraryKeys.list,
  queryFn: ({ signal }) => getModelLibrary(signal),
});

export function useModelLibrary() {
  return useQuery(modelLibraryQuery);
}
