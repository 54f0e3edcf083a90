import { useHydrated } from '@/hooks/use-hydrated';
import { authClient } from '@/lib/auth-client';

export interface SessionState {
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  user: { id: string; email: string; name: string; image?: string | null } | null;
}

const UNKNOWN: SessionState = { isLoading: true, user: null };

/**
 * The signed-in user, restored at start and updated on sign-in and sign-out. A prerendered
 * page is built without a session: it stays unknown until hydration is over (decision 195).
 */
export function useSession(): SessionState {
  const hydrated = useHydrated();
  const { data, isPending } = authClient.useSession();
  if (!hydrated) return UNKNOWN;
  return { isLoading: isPending, user: data?.user ?? null };
}
