import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CATALOGUE_PAGE_SIZE, CATALOGUES_API } from '@core/catalogues';
import type { CataloguePage } from '@core/runs';
import { catalogueKeys } from './catalogue-keys';

export function getCatalogues(page: number, pageSize = CATALOGUE_PAGE_SIZE) {
  return api<CataloguePage>(`${CATALOGUES_API}?page=${page}&pageSize=${pageSize}`);
}

export const cataloguesQuery = (page: number, pageSize = CATALOGUE_PAGE_SIZE) =>
  queryOptions({
    queryKey: catalogueKeys.list(page, pageSize),
    queryFn: () => getCatalogues(page, pageSize),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the signed-in user's catalogues, newest first, with the total. */
export function useCatalogues(page: number, pageSize = CATALOGUE_PAGE_SIZE) {
  return useQuery(cataloguesQuery(page, pageSize));
}
