import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ModelOption } from '@core/runs';
import { modelOptionsKey } from './run-keys';

/** GET /api/models: the user's own models newest first, then the stock personas the plan may use. */
export const modelOptionsQuery = queryOptions({
  queryKey: modelOptionsKey,
  queryFn: ({ signal }) => api<ModelOption[]>('/api/models', { signal }),
  staleTime: 5 * 60_000,
});

export function useModelOptions() {
  return useQuery(modelOptionsQuery);
}
