import { useLocation } from 'react-router';
import { safeReturnPath } from '@core/auth-rules';

/** Where to go after signing in: the 'from' path in the navigation state, else home. */
export function useReturnPath(): string {
  const location = useLocation();
  const state = location.state as { from?: unknown } | null;
  return safeReturnPath(state?.from, '/');
}
