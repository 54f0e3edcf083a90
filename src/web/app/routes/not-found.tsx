import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@core/paths';

export function NotFoundRoute() {
  usePageTitle('Page not found');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">Oops! Page not found</h1>
      <p className="mt-3 text-stone-600">
        The page you were looking for doesn&apos;t exist or has moved.
      </p>
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.home}>Return to Home</Link>
      </Button>
    </section>
  );
}
