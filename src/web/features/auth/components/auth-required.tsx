import { Lock } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { dashboardNavTexts } from '@/i18n/texts/dashboard-nav';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

/** The guard screen of the dashboard for a signed-out visitor (docs/product.md §2). */
export function AuthRequired() {
  const location = useLocation();
  const t = useTexts(dashboardNavTexts);
  const from = { from: location.pathname + location.search };
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary-soft text-primary">
        <Lock aria-hidden className="size-6" />
      </span>
      <h1 className="mt-6 text-3xl font-semibold">{t('authRequiredTitle')}</h1>
      <p className="mt-3 text-stone-600">{t('authRequiredBody')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" asChild>
          <Link to={paths.signIn} state={from}>
            {t('signInToContinue')}
          </Link>
        </Button>
        <Button size="lg" variant="secondary" asChild>
          <Link to={paths.signUp} state={from}>
            {t('createAccount')}
          </Link>
        </Button>
      </div>
      <Link to={paths.home} className="mt-6 text-sm font-medium text-primary hover:underline">
        {t('backToHome')}
      </Link>
    </section>
  );
}
