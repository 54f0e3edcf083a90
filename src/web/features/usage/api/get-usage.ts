import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UsageResponse } from '@core/usage';

export const usageQueryKey = ['usage'] as const;

export const usageQuery = queryOptions({
  queryKey: usageQueryKey,
  queryFn: () => api<UsageResponse>('/api/usage'),
  staleTime: 10_000,
});

/** The signed-in user's plan and images used this period, from the server. */
export function useUsage() {
  return useQuery(usageQuery);
}

/** Images left this month for a one-image action: null when unlimited, undefined while unknown. */
export function useImagesLeft(): number | null | undefined {
  const { data } = useUsage();
  if (!data) return undefined;
  return data.limit <= 0 ? null : data.remaining;
}
