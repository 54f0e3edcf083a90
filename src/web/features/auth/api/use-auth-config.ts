import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuthConfigView } from '@core/account';

export type AuthConfig = AuthConfigView;

export const authConfigQuery = queryOptions({
  queryKey: ['auth-config'],
  queryFn: () => api<AuthConfig>('/api/auth-config'),
  staleTime: Infinity,
});

/** Which sign-in methods this server offers. */
export function useAuthConfig() {
  return useQuery(authConfigQuery);
}
