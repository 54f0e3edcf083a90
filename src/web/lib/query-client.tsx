import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * Mutations show their own errors (with toastApiError and a title that names what failed): a
 * global fallback cannot see handlers passed to mutate(), so it would toast twice.
 */
function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again.
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** The page's one query cache, shared by every part that loads data. */
export const queryClient = createQueryClient();

/**
 * Gives the parts below the query cache. The landing page renders without it, so its first load
 * holds no query library (decision 112): each lazily loaded page, the dashboard and the
 * signed-in parts of public pages wrap themselves in it; nesting it is harmless.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
