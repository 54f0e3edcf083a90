import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@core/paths';
import { useSession } from '../api/use-session';
import { AuthRequired } from './auth-required';
import { SessionLoader } from './session-loader';

/**
 * Guards a page. 'screen' shows the Authentication Required screen (dashboard);
 * 'redirect' sends the visitor to sign-in and back afterwards (payment success).
 */
export function RequireSession({
  mode,
  children,
}: {
  mode: 'screen' | 'redirect';
  children: ReactNode;
}) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <SessionLoader />;
  if (user) return children;
  if (mode === 'redirect') {
    return (
      <Navigate to={paths.signIn} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <AuthRequired />;
}
