import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { BackgroundOption } from '@core/runs';
import { backgroundOptionsKey } from './run-keys';

/** docs/product.md §4: the dropdown lists this many. */
export const BACKGROUND_DROPDOWN_SIZE = 15;

/** GET /api/backgrounds: the presets, then the user's custom ones. */
export const backgroundOptionsQuery = queryOptions({
  queryKey: backgroundOptionsKey,
  queryFn: ({ signal }) => api<BackgroundOption[]>('/api/backgrounds', { signal }),
  staleTime: 5 * 60_000,
});

export function useBackgroundOptions() {
  return useQuery(backgroundOptionsQuery);
}
