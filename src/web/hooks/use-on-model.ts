import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuthConfigView } from '@core/account';

/**
 * Whether the running engine's shots show a person (decision 180), from the public config.
 * Same query key as the auth feature's, so one request serves both. False until known: the
 * default engine shows the product alone, so nothing promises a model meanwhile.
 */
export function useOnModel(): boolean {
  const config = useQuery({
    queryKey: ['auth-config'],
    queryFn: () => api<AuthConfigView>('/api/auth-config'),
    staleTime: Infinity,
  });
  return config.data?.onModel === true;
}
