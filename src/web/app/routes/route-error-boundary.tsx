import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { errorsTexts } from '@/i18n/texts/errors';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';
import { NotFoundRoute } from './not-found';

/** A crash in a page shows a way back instead of a blank screen (Epic Stack's boundary by status). */
/** The router's 404, or a 404 from an API answer the page cannot be without (an ApiError). */
function isNotFound(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && (error as Error & { status?: unknown }).status === 404;
}

export function RouteErrorBoundary() {
  const t = useTexts(errorsTexts);
  const error = useRouteError();
  if (isNotFound(error)) return <NotFoundRoute />;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold">{t('crashTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('crashText')}</p>
      <div className="mt-8 flex gap-3">
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        <Button variant="secondary" asChild>
          <Link to={paths.home}>{t('returnHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
