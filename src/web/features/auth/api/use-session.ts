import { useSyncExternalStore } from 'react';
import { authClient } from '@/lib/auth-client';

export interface SessionState {
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  user: { id: string; email: string; name: string; image?: string | null } | null;
}

const UNKNOWN: SessionState = { isLoading: true, user: null };

// better-auth's session store (what authClient.useSession reads).
const sessionAtom = authClient.$store.atoms.session!;

let known: { data: unknown; state: SessionState } | null = null;

/** The store's value as a SessionState: the same object for as long as the answer is. */
function currentSession(): SessionState {
  const { data, isPending } = sessionAtom.get() as {
    data: { user: SessionState['user'] } | null;
    isPending: boolean;
  };
  if (isPending) return UNKNOWN;
  if (known?.data !== data) known = { data, state: { isLoading: false, user: data?.user ?? null } };
  return known.state;
}

const subscribe = (onChange: () => void) => sessionAtom.listen(onChange);

/**
 * The signed-in user, restored at start and updated on sign-in and sign-out. A prerendered
 * page is built without a session: while React hydrates it, the session is unknown, as in the
 * build (decision 195). The value is the same object until the answer changes, so the end of
 * hydration re-renders nothing while the session is still on its way, and its answer re-renders
 * once (decision 213).
 */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, currentSession, () => UNKNOWN);
}
