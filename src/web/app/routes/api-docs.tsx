import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOpenApi } from '@/features/api-docs/api/get-openapi';
import { ApiGuide } from '@/features/api-docs/components/api-guide';
import { ApiReference } from '@/features/api-docs/components/api-reference';
import { usePageTitle } from '@/hooks/use-page-title';
import { paths } from '@core/paths';

/** decision 090 and 134: the footer's 'API' link: a quick start and the reference of /api/v1. */
export function ApiDocsRoute() {
  usePageTitle('API');
  const openApi = useOpenApi();
  const baseUrl = `${window.location.origin}/api/v1`;
  return (
    <div className="mx-auto max-w-4xl space-y-14 px-4 py-16 sm:px-6">
      <header>
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">Developers</p>
        <h1 className="mt-2 text-4xl font-semibold">Vastra Studio API</h1>
        <p className="mt-4 text-lg text-stone-600">
          Create catalogues from your shop, PIM or marketplace tools: send product photos or their
          URLs, follow each run or receive a signed webhook, and download the finished images. API
          keys come with the Pro and Premium plans and spend the account’s monthly images.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={`${paths.settings}#api-keys`}>Create an API key</Link>
          </Button>
          <Button variant="secondary" asChild>
            <a href="/api/v1/openapi.json">OpenAPI document</a>
          </Button>
          <Button variant="secondary" asChild>
            <Link to={paths.pricing}>See plans</Link>
          </Button>
        </div>
      </header>
      <ApiGuide baseUrl={baseUrl} />
      {openApi.data ? (
        <ApiReference doc={openApi.data} baseUrl={baseUrl} />
      ) : openApi.isError ? (
        <p role="alert" className="text-stone-700">
          The reference could not be loaded. The document is at{' '}
          <a href="/api/v1/openapi.json" className="text-primary underline">
            /api/v1/openapi.json
          </a>
          .
        </p>
      ) : (
        <div
          role="status"
          className="space-y-4"
          aria-busy="true"
          aria-label="Loading the reference"
        >
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      )}
    </div>
  );
}
