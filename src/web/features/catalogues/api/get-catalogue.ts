import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogueUrls } from '@core/catalogues';
import type { CatalogueView } from '@core/runs';
import { catalogueKeys } from './catalogue-keys';

export const getCatalogue = (id: string) => api<CatalogueView>(catalogueUrls.one(id));

export const catalogueQuery = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.detail(id), queryFn: () => getCatalogue(id) });

/** One catalogue with its images; `initial` (e.g. the list's copy) shows at once while it loads. */
export function useCatalogue(id: string, initial?: CatalogueView) {
  return useQuery({ ...catalogueQuery(id), placeholderData: initial });
}
