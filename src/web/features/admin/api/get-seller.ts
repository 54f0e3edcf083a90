import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SellerDetail } from '@core/admin';
import { adminKeys } from './admin-keys';

/** One seller as support sees them: plan, usage and history, payments, catalogues, runs. */
export function useSeller(sellerId: string) {
  return useQuery({
    queryKey: adminKeys.seller(sellerId),
    queryFn: () => api<SellerDetail>(`/api/admin/sellers/${encodeURIComponent(sellerId)}`),
    enabled: sellerId !== '',
  });
}
