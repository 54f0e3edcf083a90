import { authClient } from '@/lib/auth-client';

export interface SessionState {
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  user: { id: string; email: string; name: string; image?: string | null } | null;
}

/** The signed-in user, restored at start and updated on sign-in and sign-out. */
export function useSession(): SessionState {
  const { data, isPending } = authClient.useSession();
  return { isLoading: isPending, user: data?.user ?? null };
}
