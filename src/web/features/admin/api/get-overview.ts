import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdminOverview } from '@core/admin';
import { adminKeys } from './admin-keys';

/** Today's numbers and the 29 days before, with the queue now. */
export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview(),
    queryFn: () => api<AdminOverview>('/api/admin/overview'),
  });
}
