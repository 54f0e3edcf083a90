import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { modelFiltersFromQuery, modelFiltersToQuery, type ModelFilters } from '@core/model-library';

/**
 * The page's name search, attribute filters and 'Favorites Only', kept in the URL's query string
 * so a reload or a shared link shows the same grid. Each change replaces the history entry.
 */
export function useModelFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => modelFiltersFromQuery(params), [params]);
  const update = useCallback(
    (change: Partial<ModelFilters>) =>
      setParams(
        (current) => modelFiltersToQuery({ ...modelFiltersFromQuery(current), ...change }),
        {
          replace: true,
        },
      ),
    [setParams],
  );
  return { filters, update };
}
