import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@core/paths';
import { NotFoundRoute } from './not-found';

/** A crash in a page shows a way back instead of a blank screen (Epic Stack's boundary by status). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-stone-600">
        This page hit an unexpected problem. Reloading usually helps.
      </p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="secondary" asChild>
          <Link to={paths.home}>Return to Home</Link>
        </Button>
      </div>
    </section>
  );
}
