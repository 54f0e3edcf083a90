import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueUrls } from '@core/catalogues';
import { isRegenerating } from '@core/regeneration';
import type { CatalogueView } from '@core/runs';
import { catalogueKeys } from './catalogue-keys';

export const getCatalogue = (id: string) => api<CatalogueView>(catalogueUrls.one(id));

export const catalogueQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.detail(id), queryFn: () => getCatalogue(id) });

/** How often a catalogue with an image being made again is read (decision 122). */
export const REGENERATION_POLL_MS = 1500;

/**
 * One catalogue with its images; `initial` (e.g. the list's copy) shows at once while it loads.
 * While one of its images is being made again, it is read every 1.5 s until it is replaced.
 */
export function useCatalogue(id: string, initial?: CatalogueView) {
  return useQuery({
    ...catalogueQuery(id),
    placeholderData: initial,
    refetchInterval: (query) =>
      query.state.data?.images.some((image) => isRegenerating(image.regeneration))
        ? REGENERATION_POLL_MS
        : false,
  });
}
