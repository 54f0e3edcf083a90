import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';

/**
 * What every page has. The query cache is not here: pages that load data wrap themselves in
 * QueryProvider (lib/query-client.tsx), so the landing's first load holds no query library
 * (decision 112).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
