import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromQuery, filtersToQuery, type BackgroundFilters } from '@core/background-library';

/**
 * The library's search, category and Favorites filters, kept in the URL's query string so a
 * reload or a shared link shows the same grid. Each change replaces the history entry (typing
 * a search does not leave one entry per letter).
 */
export function useBackgroundFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromQuery(params), [params]);
  const update = useCallback(
    (change: Partial<BackgroundFilters>) =>
      setParams((current) => filtersToQuery({ ...filtersFromQuery(current), ...change }), {
        replace: true,
      }),
    [setParams],
  );
  return { filters, update };
}
