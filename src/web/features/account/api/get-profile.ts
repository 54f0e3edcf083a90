import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileView } from '@core/account';

export const profileQueryKey = ['account', 'profile'] as const;

export const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: () => api<ProfileView>('/api/account/profile'),
});

export function useProfile() {
  return useQuery(profileQuery);
}
