import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UsageHistoryEntry } from '@core/usage';
import { usageQueryKey } from './get-usage';

/** The seller's charges and credits, newest first; refreshed with the usage it explains. */
export function useUsageHistory() {
  return useQuery({
    queryKey: [...usageQueryKey, 'history'],
    queryFn: () => api<UsageHistoryEntry[]>('/api/usage/history'),
    staleTime: 10_000,
  });
}
