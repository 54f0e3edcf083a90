import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorsTexts } from '@/i18n/texts/errors';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

export function NotFoundRoute() {
  const t = useTexts(errorsTexts);
  usePageTitle(t('notFoundPageTitle'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-7xl font-semibold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{t('notFoundTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('notFoundText')}</p>
      <Button className="mt-8" size="lg" asChild>
        <Link to={paths.home}>{t('returnHome')}</Link>
      </Button>
    </section>
  );
}
