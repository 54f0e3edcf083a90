import { Link, Outlet } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useOperator } from '@/features/admin/api/get-operator';
import { ApiError } from '@/lib/api-client';
import { paths } from '@core/paths';

/**
 * The operator's console (issue #41): a plain header and the page, for operators only. The
 * server already answers these pages 404 to anyone else (decision 249); if the session changes
 * while the page is open, /api/admin/me says so and the page is the not-found page (thrown to
 * the route's error boundary).
 */
export function AdminLayout() {
  const operator = useOperator();
  if (operator.isPending)
    return (
      <div className="mx-auto max-w-7xl p-6">
        <Skeleton className="h-10 w-64" />
      </div>
    );
  if (operator.isError) {
    // The route's error boundary shows the not-found page. Imported here instead, the entry's
    // not-found module split React Router out of the entry into a chunk every page loads.
    if (operator.error instanceof ApiError && operator.error.status === 404) throw operator.error;
    return <p className="p-6 text-destructive">{operator.error.message}</p>;
  }
  return (
    <div className="min-h-dvh bg-ivory">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6">
          <Link to={paths.admin} className="font-display text-lg font-semibold">
            Vastra Studio · Operators
          </Link>
          <span className="text-sm text-muted">{operator.data.email}</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 sm:px-6">
        <Outlet />
      </main>
    </div>
  );
}
