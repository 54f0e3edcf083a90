import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenApi } from '@/features/api-docs/api/get-openapi';
import { ApiGuide } from '@/features/api-docs/components/api-guide';
import { ApiReference } from '@/features/api-docs/components/api-reference';
import { usePageTitle } from '@/hooks/use-page-title';
import { RichText } from '@/i18n/rich-text';
import { apiDocsTexts } from '@/i18n/texts/api-docs';
import { useTexts } from '@/i18n/use-texts';
import { paths } from '@core/paths';

/** decision 090 and 134: the footer's 'API' link: a quick start and the reference of /api/v1. */
export function ApiDocsRoute() {
  const t = useTexts(apiDocsTexts);
  usePageTitle(t('pageTitle'));
  const openApi = useOpenApi();
  const baseUrl = `${window.location.origin}/api/v1`;
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-16 sm:px-6">
      <header>
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">
          {t('eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-semibold">{t('title')}</h1>
        <p className="mt-4 text-lg text-stone-600">{t('lead')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`${paths.settings}#api-keys`}>{t('createKey')}</Link>
          </Button>
          <Button variant="secondary" asChild>
            <a href="/api/v1/openapi.json">{t('openApiDocument')}</a>
          </Button>
          <Button variant="secondary" asChild>
            <Link to={paths.pricing}>{t('seePlans')}</Link>
          </Button>
        </div>
      </header>
      <ApiGuide baseUrl={baseUrl} />
      {openApi.data ? (
        <ApiReference doc={openApi.data} baseUrl={baseUrl} />
      ) : openApi.isError ? (
        <p role="alert" className="text-stone-700">
          <RichText
            text={t('referenceFailed')}
            parts={{
              link: (words) => (
                <a href="/api/v1/openapi.json" className="text-primary underline">
                  {words}
                </a>
              ),
            }}
          />
        </p>
      ) : (
        <div
          role="status"
          className="space-y-4"
          aria-busy="true"
          aria-label={t('loadingReference')}
        >
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </div>
  );
}
