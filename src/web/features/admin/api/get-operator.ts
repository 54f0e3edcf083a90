import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OperatorMe } from '@core/admin';
import { adminKeys } from './admin-keys';

/** The signed-in operator; a 404 for everyone else (the console is not there for them). */
export const operatorQuery = () =>
  queryOptions({
    queryKey: adminKeys.me(),
    queryFn: () => api<OperatorMe>('/api/admin/me'),
    retry: false,
  });

export function useOperator() {
  return useQuery(operatorQuery());
}
