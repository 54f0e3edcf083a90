import { useLocation, useSearchParams } from 'react-router';
import { safeReturnPath } from '@core/auth-rules';

/**
 * Where to go after signing in: the 'from' path in the navigation state, or in the query when
 * the server sent the browser here (a Google sign-in's code step); else home. Same-site paths
 * only.
 */
export function useReturnPath(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { from?: unknown } | null;
  return safeReturnPath(state?.from ?? params.get('from'), '/');
}
