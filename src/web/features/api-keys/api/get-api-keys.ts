import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiKeyView } from '@core/api-keys';
import { apiKeysQueryKey } from './api-key-keys';

export const apiKeysQuery = queryOptions({
  queryKey: apiKeysQueryKey,
  queryFn: () => api<ApiKeyView[]>('/api/api-keys'),
});

export function useApiKeys(enabled: boolean) {
  return useQuery({ ...apiKeysQuery, enabled });
}
