import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AuthConfigView } from '@core/account';

/** The public config; same query key as the auth feature's, so one request serves all. */
function useEngineConfig() {
  return useQuery({
    queryKey: ['auth-config'],
    queryFn: () => api<AuthConfigView>('/api/auth-config'),
    staleTime: Infinity,
  });
}

/**
 * Whether the running engine's shots show a person (decision 180), from the public config.
 * False until known: the default engine shows the product alone, so nothing promises a model
 * meanwhile.
 */
export function useOnModel(): boolean {
  return useEngineConfig().data?.onModel === true;
}

/** Whether the running engine offers economy batches (decision 203). */
export function useEconomyBatches(): boolean {
  return useEngineConfig().data?.economyBatches === true;
}

/** About how long one catalogue takes on the running engine, in seconds; null until known. */
export function useCatalogueSeconds(): number | null {
  return useEngineConfig().data?.catalogueSeconds ?? null;
}
