import { translate } from '@/i18n/language-store';
import { cataloguesTexts } from '@/i18n/texts/catalogues';
import { useTexts } from '@/i18n/use-texts';
import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { useCatalogues } from '@/features/catalogues/api/get-catalogues';
import { CatalogueCard } from '@/features/catalogues/components/catalogue-card';
import { CatalogueDetailDialog } from '@/features/catalogues/components/catalogue-detail-dialog';
import {
  CatalogueGrid,
  CatalogueGridSkeleton,
} from '@/features/catalogues/components/catalogue-grid';
import { CataloguesEmptyState } from '@/features/catalogues/components/catalogues-empty-state';
import { CataloguesPagination } from '@/features/catalogues/components/catalogues-pagination';
import { DeleteCatalogueDialog } from '@/features/catalogues/components/delete-catalogue-dialog';
import { usePageTitle } from '@/hooks/use-page-title';
import { CATALOGUE_PAGE_SIZE } from '@core/catalogues';
import { paths } from '@core/paths';
import type { CatalogueView } from '@core/runs';
import { TOOLTIP_DELAY_MS, TooltipProvider } from '@/components/ui/tooltip';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** /dashboard/catalogues (docs/product.md §6): the user's saved catalogues, a page at a time. */
export function MyCataloguesRoute() {
  // The page's tooltips load with it, not with the dashboard's first load (decision 196).
  return (
    <TooltipProvider delayDuration={TOOLTIP_DELAY_MS}>
      <MyCatalogues />
    </TooltipProvider>
  );
}

function MyCatalogues() {
  const t = useTexts(cataloguesTexts);
  usePageTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, isPending, isError, isFetching, isPlaceholderData, errorUpdatedAt, refetch } =
    useCatalogues(page);
  const [viewing, setViewing] = useState<CatalogueView | null>(null);
  const [deleting, setDeleting] = useState<CatalogueView | null>(null);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / CATALOGUE_PAGE_SIZE)) : 1;

  const setPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next <= 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
    window.scrollTo({ top: 0 });
  };

  useEffect(() => {
    if (errorUpdatedAt > 0 && isError) {
      toast.error(translate(cataloguesTexts, 'loadFailedTitle'), {
        id: 'catalogues-load-failed',
        description: translate(cataloguesTexts, 'loadFailed'),
      });
    }
  }, [isError, errorUpdatedAt]);

  // A page that emptied (its last catalogue deleted, or an old link): go to the last one.
  const pastTheEnd =
    data !== undefined &&
    !isPlaceholderData &&
    data.items.length === 0 &&
    data.total > 0 &&
    page > 1;
  useEffect(() => {
    if (pastTheEnd) setParams(pageCount > 1 ? { page: String(pageCount) } : {}, { replace: true });
  }, [pastTheEnd, pageCount, setParams]);

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">{t('title')}</h1>
          <p className="mt-1 text-stone-600">
            {data && data.total > 0 ? t('savedCount', { count: data.total }) : t('savedNone')}
          </p>
        </div>
        <Button asChild>
          <Link to={paths.dashboard}>
            <Plus aria-hidden />
            {t('newCatalogue')}
          </Link>
        </Button>
      </header>

      {isPending ? (
        <CatalogueGridSkeleton />
      ) : isError && !data ? (
        <LoadFailed
          message={t('loadFailed')}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      ) : data.total === 0 ? (
        <CataloguesEmptyState />
      ) : (
        <>
          <CatalogueGrid
            aria-label="Catalogues"
            aria-busy={isPlaceholderData}
            className={isPlaceholderData ? 'opacity-70 transition-opacity' : undefined}
          >
            {data.items.map((catalogue) => (
              <CatalogueCard
                key={catalogue.id}
                catalogue={catalogue}
                onView={setViewing}
                onDelete={setDeleting}
              />
            ))}
          </CatalogueGrid>
          <CataloguesPagination
            page={page}
            pageCount={pageCount}
            onPageChange={setPage}
            busy={isPlaceholderData}
          />
        </>
      )}

      <CatalogueDetailDialog catalogue={viewing} onClose={() => setViewing(null)} />
      <DeleteCatalogueDialog
        catalogue={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (viewing?.id === id) setViewing(null);
        }}
      />
    </div>
  );
}
