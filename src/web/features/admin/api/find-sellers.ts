import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SellerSummary } from '@core/admin';
import { adminKeys } from './admin-keys';

/** Sellers whose email holds the text, or whose id it is; asked once the text is 2+ characters. */
export function useSellerSearch(query: string) {
  const text = query.trim();
  return useQuery({
    queryKey: adminKeys.sellers(text),
    queryFn: () => api<SellerSummary[]>(`/api/admin/sellers?q=${encodeURIComponent(text)}`),
    enabled: text.length >= 2,
  });
}
